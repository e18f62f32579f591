/**
 * Sessions (DESIGN.md §6): opaque random bearer tokens; only their SHA-256 digest is stored.
 * A session is valid until it expires or is revoked (log-out, password change, e-mail change, deletion).
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, sessions, type CompanyRow, type SessionRow } from '../db/schema';
import { SESSION_TTL_SECONDS, STAFF_SESSION_TTL_SECONDS, TOKEN_TYPE } from '../../src/domain/constants';
import { randomToken, sha256 } from './crypto';
import { cachesOf, forgetCompany, forgetSession } from './company-cache';
import type { MaybePromise } from './maybe-promise';

export type SessionKind = 'login' | 'staff';
export type Authorization = { token: string; type: string; expires_in: number };
export type ActiveSession = { session: SessionRow; company: CompanyRow };

export async function openSession(
  db: Database,
  companyId: string,
  kind: SessionKind,
): Promise<Authorization> {
  const token = randomToken();
  const ttl = kind === 'staff' ? STAFF_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
  await db.insert(sessions).values({
    company_id: companyId,
    token_hash: sha256(token),
    kind,
    expires_at: new Date(Date.now() + ttl * 1000),
  });
  return { token, type: TOKEN_TYPE, expires_in: ttl };
}

/** The valid session of a bearer token, from the in-process cache (see company-cache.ts) or the database. */
export function findSession(db: Database, token: string): MaybePromise<ActiveSession | null> {
  const tokenHash = sha256(token);
  return cachesOf(db).sessions.load(tokenHash, async () => {
    const [row] = await db
      .select({ session: sessions, company: companies })
      .from(sessions)
      .innerJoin(companies, eq(companies.id, sessions.company_id))
      .where(
        and(
          eq(sessions.token_hash, tokenHash),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, new Date()),
        ),
      )
      .limit(1);
    if (!row) return null;
    // Shared by every request bearing this token until invalidated: frozen so no request can alter another's.
    return Object.freeze({ session: Object.freeze(row.session), company: Object.freeze(row.company) });
  });
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  try {
    await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, sessionId));
  } finally {
    forgetSession(db, sessionId);
  }
}

/** Revokes every open session of a company, but the one given (the session making the change). */
export async function revokeAllSessions(
  db: Database,
  companyId: string,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.company_id, companyId), isNull(sessions.revoked_at)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  try {
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(...conditions));
  } finally {
    forgetCompany(db, companyId);
  }
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
