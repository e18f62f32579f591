/**
 * Who is connecting: a browser (username `frontend`, its own session token as the password) or the server
 * (username SERVER_USERNAME, the staff key as the password). Sessions are re-checked while a connection
 * lives (sessions.ts holds the one rule of validity), so a revoked or expired token loses its connection too.
 */
import type { Database } from '../db/client';
import { findSession } from '../services/sessions';
import { checkStaffKey } from '../services/staff-key';
import type { RateLimiter } from '../services/rate-limit';
import { BROKER_USERNAME } from '../../src/domain/constants';
import { SERVER_USERNAME, type BrokerIdentity } from './rules';

export async function identify(
  db: Database,
  limits: RateLimiter,
  serverKey: string,
  username: string | undefined,
  password: string | undefined,
): Promise<BrokerIdentity | null> {
  if (!password) return null;
  // The staff key, counted with every other door that checks it.
  if (username === SERVER_USERNAME)
    return (await checkStaffKey(limits, serverKey, password)).ok ? { kind: 'server' } : null;
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
