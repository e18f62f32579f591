/**
 * Authentication and authorisation endpoints for an external broker, in the style of EMQX's HTTP authn and
 * authz (answers `{ result: 'allow' | 'deny' }`, HTTP 200), so a cluster enforces the rules of ./rules.ts.
 *
 * EMQX configuration, for example:
 *   authentication: HTTP POST {API}/broker/auth, body
 *     { "username": "${username}", "password": "${password}", "clientid": "${clientid}" }
 *   authorization:  HTTP POST {API}/broker/acl, body
 *     { "username": "${username}", "clientid": "${clientid}", "topic": "${topic}", "action": "${action}",
 *       "company_id": "${client_attrs.company_id}" }
 *
 * /broker/auth answers a browser's successful login with its company in `client_attrs`, the same rules as an
 * `acl` list, and `expire_at` (the end of its session), so brokers that understand those fields need not
 * call /broker/acl at all.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/client';
import type { Logger } from '../services/log';
import type { RateLimiter } from '../services/rate-limit';
import { readJsonBody, sendJson } from '../http/json';
import { identify } from './identity';
import { SERVER_USERNAME, companyTopics, mayPublish, maySubscribe, type Principal } from './rules';
import { BROKER_USERNAME } from '../../src/domain/constants';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function deny(response: ServerResponse) {
  sendJson(response, 200, { result: 'deny', is_superuser: false });
}

export function createBrokerAuthHandler(db: Database, limits: RateLimiter, serverKey: string, log: Logger) {
  const authenticate = async (body: Record<string, unknown>, response: ServerResponse) => {
    const identity = await identify(db, limits, serverKey, text(body.username), text(body.password));
    if (!identity) {
      log.info('broker auth refused', { clientid: text(body.clientid) });
      return deny(response);
    }
    if (identity.kind === 'server') return sendJson(response, 200, { result: 'allow', is_superuser: false });
    sendJson(response, 200, {
      result: 'allow',
      is_superuser: false,
      client_attrs: { company_id: identity.companyId },
      expire_at: Math.floor(identity.expiresAt.getTime() / 1000),
      acl: [
        ...companyTopics(identity.companyId).map((topic) => ({
          permission: 'allow',
          action: 'subscribe',
          topic: `eq ${topic}`,
        })),
        { permission: 'deny', action: 'all', topic: '#' },
      ],
    });
  };

  const authorize = (body: Record<string, unknown>, response: ServerResponse) => {
    const username = text(body.username);
    const topic = text(body.topic);
    const action = text(body.action);
    if (!topic || (action !== 'subscribe' && action !== 'publish')) return deny(response);
    let identity: Principal | undefined;
    // Only the broker can vouch for a connection's username (it authenticated it through /broker/auth).
    if (username === SERVER_USERNAME) identity = { kind: 'server' };
    const companyId = text(body.company_id);
    if (username === BROKER_USERNAME && companyId && UUID.test(companyId)) {
      identity = { kind: 'company', companyId };
    }
    if (!identity) return deny(response);
    const allowed = action === 'subscribe' ? maySubscribe(identity, topic) : mayPublish(identity, topic);
    sendJson(response, 200, { result: allowed ? 'allow' : 'deny' });
  };

  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    const route = pathname === '/broker/auth' ? authenticate : pathname === '/broker/acl' ? authorize : null;
    if (!route) return sendJson(response, 404, { error: 'Not found' });
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'Method not allowed' });
    const body = await readJsonBody(request);
    if (!body.ok) return sendJson(response, body.status, { error: body.error });
    await route(body.value, response);
  };
}
