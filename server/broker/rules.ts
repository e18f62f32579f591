/**
 * Who may do what on the live channel (DESIGN.md §6). One set of rules for the embedded broker and for an
 * external broker that asks the API through /broker/auth and /broker/acl.
 *
 * - A browser is a company: it may subscribe only inside its own companies/{companyId}/notifications and
 *   companies/{companyId}/deals/… topics, and may not publish at all.
 * - The server (the API itself, another API instance, operations tools) may publish to any company's
 *   notification and deal topics, and may not subscribe.
 */
/** Whom a rule is about: a company (any of its sessions) or the server. */
export type Principal = { kind: 'company'; companyId: string } | { kind: 'server' };

/** A connection's identity: a principal, and for a company the session it signed in with. */
export type BrokerIdentity =
  { kind: 'company'; companyId: string; sessionId: string; expiresAt: Date } | { kind: 'server' };

/** The username the API's own publisher connects with; its password is the staff key. */
export const SERVER_USERNAME = 'creatorhub-api';

/** The topic filters a company subscribes to, in the order the web app subscribes. */
export function companyTopics(companyId: string): string[] {
  return [`companies/${companyId}/notifications`, `companies/${companyId}/deals/#`];
}

/**
 * A filter is allowed when every topic it can match lies inside the company's own space. The fixed
 * prefix holds no wildcard, so + and # after companies/{id}/deals/ stay inside it; $share/… and any
 * wildcard in the company segment are refused.
 */
export function maySubscribe(identity: Principal, filter: string): boolean {
  if (identity.kind !== 'company') return false;
  const own = `companies/${identity.companyId}/`;
  if (!filter.startsWith(own)) return false;
  const rest = filter.slice(own.length);
  return rest === 'notifications' || rest === 'deals' || rest.startsWith('deals/');
}

const SERVER_TOPIC = /^companies\/[0-9a-f-]{36}\/(notifications|deals\/[^#+]+)$/;

export function mayPublish(identity: Principal, topic: string): boolean {
  return identity.kind === 'server' && SERVER_TOPIC.test(topic);
}
