/**
 * Who is connecting: a browser (username `frontend`, its own session token as the password) or the server
 * (username SERVER_USERNAME, the staff key as the password). Sessions are re-checked while a connection
 * lives (sessions.ts holds the one rule of validity), so a revoked or expired token loses its connection too.
 */
import type { Database } from '../db/client';
import { findSession } from '../services/sessions';
import { sameSecret } from '../services/crypto';
import { BROKER_USERNAME } from '../../src/domain/constants';
import { SERVER_USERNAME, type BrokerIdentity } from './rules';

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
