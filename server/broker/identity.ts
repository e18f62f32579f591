/**
 * Who is connecting: a browser (username `frontend`, its own session token as the password) or the server
 * (username SERVER_USERNAME, the staff key as the password). Sessions are re-checked while a connection
 * lives, so a revoked or expired token loses its connection too.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { findSession } from '../services/sessions';
import { sha256 } from '../services/crypto';
import { BROKER_USERNAME } from '../../src/domain/constants';
import { SERVER_USERNAME, type BrokerIdentity } from './rules';

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected)));
}

export async function identify(
  db: Database,
  serverKey: string,
  username: string | undefined,
  password: string | undefined,
): Promise<BrokerIdentity | null> {
  if (!password) return null;
  if (username === SERVER_USERNAME) return sameSecret(password, serverKey) ? { kind: 'server' } : null;
  if (username !== BROKER_USERNAME) return null;
  const active = await findSession(db, password);
  if (!active) return null;
  return {
    kind: 'company',
    companyId: active.company.id,
    sessionId: active.session.id,
    expiresAt: active.session.expires_at,
  };
}

/** The ids, among those given, of sessions that are still open (neither revoked nor expired). */
export async function openSessionIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revoked_at), gt(sessions.expires_at, new Date())));
  return new Set(rows.map((row) => row.id));
}
