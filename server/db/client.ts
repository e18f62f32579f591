/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite (in a folder, or in memory
 * for tests). Both get the same drizzle schema and the same migrations, applied at start.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a listener of a notification channel is told. */
export type ChannelHandlers = {
  /** A notification's payload. */
  notify: (payload: string) => void;
  /** Whether notifications are being heard: false while a lost listening connection is being replaced. */
  listening: (yes: boolean) => void;
};

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Listens to a notification channel (LISTEN/NOTIFY) until the database is closed. */
  listen: (channel: string, handlers: ChannelHandlers) => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The handle whose unit of work (its transaction) the current call runs in, if any. */
const unitOf = new AsyncLocalStorage<Database>();

/** What starts a query on a handle (drizzle's query builders and raw execution). */
const QUERYING = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'query',
  'with',
  '$count',
  'refreshMaterializedView',
]);

/**
 * A handle that refuses to be queried from inside one of its own units of work (services/unit-of-work.ts):
 * there every query must go through the unit's transaction. On embedded PGlite the transaction holds the only
 * connection, so such a query would wait for the unit, which waits for the query: a silent hang. On PostgreSQL it
 * would run outside the transaction, and survive a rollback. Either way it is a bug, told at once.
 */
function guarded(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (QUERYING.has(property) && unitOf.getStore() === receiver) {
        throw new Error(
          'The database was queried directly inside a unit of work: use work.db there (services/unit-of-work.ts)',
        );
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** Runs `run` as the body of a unit of work of `db` (see `guarded`). */
export const insideUnitOf = <T>(db: Database, run: () => T): T => unitOf.run(db, run);

export type DatabaseOptions = {
  url?: string | undefined;
  pgliteDir?: string | undefined;
  /**
   * A migrated PGlite data folder (a `dumpDataDir` archive) that a new embedded database starts from instead of
   * an empty one: creating a cluster costs seconds in WebAssembly, loading a copy a fraction of that. Tests start
   * each server's database from one such copy; migrations still run and find nothing left to apply.
   */
  pgliteFrom?: Blob | undefined;
  /** Told when an idle PostgreSQL connection fails (the server restarted, the connection was killed). */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const url = options.url;
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A database that does not answer fails the start (or a call) after this long, instead of hanging.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection that the server drops must not bring the API down: the pool replaces it on next use.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzle(pool, { schema });
    try {
      await migrate(db, { migrationsFolder });
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const listeners: PgListener[] = [];
    return {
      db: guarded(db as unknown as Database),
      engine: 'postgres',
      async listen(channel, handlers) {
        const listener = new PgListener(pg.Client, { ...options, url }, channel, handlers);
        listeners.push(listener);
        await listener.start();
      },
      async close() {
        await Promise.all(listeners.map((listener) => listener.close()));
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The searches' trigram indexes (pg_trgm), as PostgreSQL's contrib has them.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    extensions: { pg_trgm },
    ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}),
  });
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return {
    db: guarded(db as unknown as Database),
    engine: 'pglite',
    // In-process: a notification is delivered before the call that committed it returns, and never lost.
    async listen(channel, handlers) {
      await client.listen(channel, handlers.notify);
      handlers.listening(true);
    },
    close: () => client.close(),
  };
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * One PostgreSQL connection kept for LISTEN (a pooled one would be handed to other queries). When it fails it is
 * replaced, retrying with a growing delay, and the handlers are told that nothing was heard meanwhile.
 */
class PgListener {
  private client: PgClient | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay = FIRST_RETRY_MS;

  constructor(
    private readonly Client: new (config: { connectionString: string }) => PgClient,
    private readonly options: DatabaseOptions & { url: string },
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  start(): Promise<void> {
    return this.connect();
  }

  private async connect(): Promise<void> {
    const client = new this.Client({ connectionString: this.options.url });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (error) this.options.onConnectionError?.(error);
      client.end().catch(() => undefined);
      if (this.client === client) {
        this.client = null;
        this.handlers.listening(false);
      }
      if (this.closed) return;
      this.retryTimer = setTimeout(() => void this.connect(), this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, LAST_RETRY_MS);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.handlers.notify(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.closed || dropped) {
      dropped = true;
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryDelay = FIRST_RETRY_MS;
    this.handlers.listening(true);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
