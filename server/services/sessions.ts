/**
 * Sessions (DESIGN.md §6): opaque random bearer tokens; only their SHA-256 digest is stored.
 * A session is valid until it expires or is revoked (log-out, password change, e-mail change, deletion).
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, sessions } from '../db/schema';
import { SESSION_TTL_SECONDS, STAFF_SESSION_TTL_SECONDS, TOKEN_TYPE } from '../../src/domain/constants';
import { randomToken, sha256 } from './crypto';
import { cachesOf } from './company-cache';
import type { MaybePromise } from './maybe-promise';
import type { Work } from './unit-of-work';
import { validSessions, type ActiveSession } from './session-validity';

export type { ActiveSession } from './session-validity';
export type SessionKind = 'login' | 'staff';
export type Authorization = { token: string; type: string; expires_in: number };

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
      .where(and(eq(sessions.token_hash, tokenHash), validSessions()))
      .limit(1);
    if (!row) return null;
    // Shared by every request bearing this token until invalidated: frozen so no request can alter another's.
    return Object.freeze({ session: Object.freeze(row.session), company: Object.freeze(row.company) });
  });
}

/** The ids, among those given, of sessions that are still valid (the broker re-checks its connections so). */
export async function validSessionIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), validSessions()));
  return new Set(rows.map((row) => row.id));
}

/** Revokes one session within a unit of work (log-out). */
export async function revokeSession(work: Work, sessionId: string): Promise<void> {
  await work.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, sessionId));
  work.forgetSession(sessionId);
}

/** Revokes every open session of a company within a unit of work, but the one given (the session making it). */
export async function revokeAllSessions(
  work: Work,
  companyId: string,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.company_id, companyId), isNull(sessions.revoked_at)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await work.db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(...conditions));
  work.forgetCompany(companyId);
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
