/**
 * An in-process cache of bearer-token lookups (token digest → session and company row), so that an
 * authenticated call does not pay a database round trip for its token. Correctness rules:
 * - Every write to a company's row or to its sessions in this process calls `forgetCompany` or
 *   `forgetSession` once the write has committed, so a revocation, a password or e-mail change, a
 *   verification or a deletion takes effect here at once.
 * - A lookup that was in flight while such a write committed does not store its (possibly stale) answer:
 *   every invalidation bumps a generation number that the lookup checks before storing.
 * - Other API instances behind a load balancer cannot tell this one about their writes, so each entry lives at
 *   most SESSION_CACHE_TTL_MS: that is how long a revocation made elsewhere may take to reach this instance.
 * - Only valid sessions are stored (a bad token always asks the database), and expiry is checked on each hit.
 * One cache per database handle, so servers sharing a process (tests) never see each other's entries.
 */
import type { Database } from '../db/client';
import type { ActiveSession } from './sessions';

/**
 * How long a cached session may be served without asking the database: the longest a revocation made by
 * another API instance takes to be seen by this one. A few seconds keeps that short while a client's burst
 * of calls (a page load) still costs one lookup.
 */
export const SESSION_CACHE_TTL_MS = 3_000;
/** A bound on memory: past this many cached tokens the oldest entries are dropped. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type Entry = { value: ActiveSession; storedAt: number };

class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  get(tokenHash: string, now: number): ActiveSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now - entry.storedAt >= SESSION_CACHE_TTL_MS || entry.value.session.expires_at.getTime() <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.value;
  }

  /** The generation to pass to `set`, taken before the database is asked. */
  currentGeneration(): number {
    return this.generation;
  }

  set(tokenHash: string, value: ActiveSession, generation: number): void {
    if (generation !== this.generation) return; // something was invalidated meanwhile: do not trust it
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { value, storedAt: Date.now() });
  }

  forget(matches: (value: ActiveSession) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }
}

const caches = new WeakMap<Database, SessionCache>();

export function sessionCacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** After a committed write to a company's row or to any of its sessions. */
export function forgetCompany(db: Database, companyId: string): void {
  sessionCacheOf(db).forget((value) => value.company.id === companyId);
}

/** After a committed write to one session. */
export function forgetSession(db: Database, sessionId: string): void {
  sessionCacheOf(db).forget((value) => value.session.id === sessionId);
}
