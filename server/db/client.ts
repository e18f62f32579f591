/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite (in a folder, or in memory
 * for tests). Both get the same drizzle schema and the same migrations, applied at start.
 */
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseHandle = { db: Database; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions = {
  url?: string | undefined;
  pgliteDir?: string | undefined;
  /** Told when an idle PostgreSQL connection fails (the server restarted, the connection was killed). */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that the server drops must not bring the API down: the pool replaces it on next use.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
}
