/**
 * In-process caches of what an authenticated call reads on every request, so that the dashboard's calls do not
 * pay a database round trip each:
 * - sessions: bearer-token digest → session and company row;
 * - finances: company id → wallet balance (a ledger sum) and bank transfer details.
 *
 * Correctness rules:
 * - Every write in this process to a company's row, sessions, ledger or bank details calls `forgetCompany` or
 *   `forgetSession` once it has committed, so the change is seen here at once.
 * - The database announces every such write, whoever makes it, on the change feed (migration 0002,
 *   db/change-feed.ts), which forgets the company here as well: writes by other API instances, staff tools or
 *   direct SQL. With PGlite the announcement arrives before the write's own call returns; with PostgreSQL it
 *   arrives over a listening connection a moment after the commit.
 * - A lookup that was in flight while anything was forgotten does not store its (possibly stale) answer: every
 *   invalidation bumps a generation number that the lookup checks before storing.
 * - Money is only cached while the change feed is listening: when its connection drops, the finances cache is
 *   emptied and bypassed until it listens again. Sessions keep a short lifetime (SESSION_CACHE_TTL_MS) even
 *   without the feed: that bounds how long a revocation made elsewhere may take to be seen.
 * - Only valid sessions are stored (a bad token always asks the database), and expiry is checked on each hit.
 * One set of caches per database handle, so servers sharing a process (tests) never see each other's entries.
 */
import type { Database } from '../db/client';
import type { BankTransferInformationRow } from '../db/schema';
import { isSessionValid, type ActiveSession } from './session-validity';
import type { MaybePromise } from './maybe-promise';

/**
 * How long a cached session may be served without asking the database, should the change feed be down: the
 * longest a revocation made by another API instance then takes to be seen by this one.
 */
export const SESSION_CACHE_TTL_MS = 3_000;
/** How long cached finances live at most; the change feed forgets them on every write, this only bounds memory. */
export const FINANCES_CACHE_TTL_MS = 60_000;
/** A bound on memory: past this many entries a cache drops its oldest. */
export const CACHE_MAX_ENTRIES = 10_000;

/** A company's wallet balance in cents and its bank transfer details. */
export type Finances = Readonly<{ balance: number; bank: Readonly<BankTransferInformationRow> | null }>;

type Entry<V> = { value: V; storedAt: number };
type Pending<V> = { promise: Promise<V | null>; generation: number };

export class CompanyCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly pending = new Map<K, Pending<V>>();
  private generation = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      companyOf: (value: V, key: K) => string;
      /** A value that must not be served any more though its lifetime has not run out. */
      expired?: (value: V, now: number) => boolean;
    },
  ) {}

  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.options.ttlMs || this.options.expired?.(entry.value, now)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached value of a key (at once), else the answer of `lookUp`, which callers asking for the same key meanwhile
   * share (a page's parallel calls make one query). A null answer is not stored; with `store` false nothing is
   * (the value is read, never served from memory). A lookup begun before something was forgotten is shared with
   * no later caller and its answer is not stored.
   */
  load(key: K, lookUp: () => Promise<V | null>, store = true): MaybePromise<V | null> {
    if (store) {
      const hit = this.get(key, Date.now());
      if (hit !== undefined) return hit;
    }
    const generation = this.generation;
    const pending = this.pending.get(key);
    if (pending && pending.generation === generation) return pending.promise;
    const promise = lookUp()
      .then((value) => {
        if (value !== null && store) this.set(key, value, generation);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
      });
    this.pending.set(key, { promise, generation });
    return promise;
  }

  /** Stores an answer looked up at `generation`, unless something was forgotten since. */
  private set(key: K, value: V, generation: number): void {
    if (generation !== this.generation) return; // something was forgotten meanwhile: do not trust it
    if (this.entries.size >= CACHE_MAX_ENTRIES && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: Date.now() });
  }

  forget(matches: (value: V, key: K) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
  }

  forgetCompany(companyId: string): void {
    this.forget((value, key) => this.options.companyOf(value, key) === companyId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

export type Caches = {
  sessions: CompanyCache<string, ActiveSession>;
  finances: CompanyCache<string, Finances>;
  /** Whether the change feed is listening; money is cached only then. */
  feedListening: boolean;
};

const cachesByDatabase = new WeakMap<Database, Caches>();

export function cachesOf(db: Database): Caches {
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = {
      sessions: new CompanyCache({
        ttlMs: SESSION_CACHE_TTL_MS,
        companyOf: (value) => value.company.id,
        expired: (value, now) => !isSessionValid(value.session, now),
      }),
      finances: new CompanyCache({ ttlMs: FINANCES_CACHE_TTL_MS, companyOf: (_value, key) => key }),
      feedListening: false,
    };
    cachesByDatabase.set(db, caches);
  }
  return caches;
}

/** After a committed write to a company's row, sessions, wallet, ledger or bank details. */
export function forgetCompany(db: Database, companyId: string): void {
  const caches = cachesOf(db);
  caches.sessions.forgetCompany(companyId);
  caches.finances.forgetCompany(companyId);
}

/** After a committed write to one session. */
export function forgetSession(db: Database, sessionId: string): void {
  cachesOf(db).sessions.forget((value) => value.session.id === sessionId);
}

/** The change feed started or stopped listening: either way, what was cached may have missed a write. */
export function changeFeedListening(db: Database, listening: boolean): void {
  const caches = cachesOf(db);
  caches.feedListening = listening;
  caches.sessions.clear();
  caches.finances.clear();
}
