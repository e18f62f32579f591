/**
 * When a session is valid (DESIGN.md §6), written once: until it is revoked (log-out, password or e-mail change,
 * deletion) or expires. The same rule as an SQL condition, for lookups (sessions.ts, the broker's re-checks), and
 * in memory, for sessions already cached (company-cache.ts).
 */
import { and, gt, isNull, type SQL } from 'drizzle-orm';
import { sessions, type CompanyRow, type SessionRow } from '../db/schema';

/** A valid session and the company it signs in. */
export type ActiveSession = { session: SessionRow; company: CompanyRow };

/** The sessions that are valid at `now`. */
export const validSessions = (now = new Date()): SQL | undefined =>
  and(isNull(sessions.revoked_at), gt(sessions.expires_at, now));

/** Whether a session row is valid at `now` (ms). */
export const isSessionValid = (
  session: Pick<SessionRow, 'revoked_at' | 'expires_at'>,
  now: number,
): boolean => session.revoked_at === null && session.expires_at.getTime() > now;
