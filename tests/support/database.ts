/**
 * A throwaway database for a test: a fresh PostgreSQL database on the server of TEST_DATABASE_URL (created here,
 * dropped by `drop`), or in-memory PGlite without it. Either way migrated, as the API opens it.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

/** A new, empty PostgreSQL database on the server of `adminUrl`, and how to drop it. */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `creatorhub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A migrated throwaway database; `dispose` closes it (and drops it on PostgreSQL). */
export async function freshDatabase(): Promise<DatabaseHandle & { dispose: () => Promise<void> }> {
  const postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const handle = await openDatabase({ url: postgres?.url });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await postgres?.drop();
    },
  };
}
