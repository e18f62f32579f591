/**
 * A throwaway database for a test: a fresh PostgreSQL database on the server of TEST_DATABASE_URL (created here,
 * dropped by `drop`), or in-memory PGlite without it. Either way migrated, as the API opens it.
 *
 * Both start from one migrated copy instead of an empty database: a PostgreSQL template database, and a PGlite
 * data folder archive kept in the system's temporary folder. Each is named by a hash of the migrations (and of
 * PGlite's version), so a new migration makes a new copy; the API's own migration step then finds nothing to do.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

let migrationsHash: Promise<string> | undefined;
/** A short hash of every migration file and of the PGlite release that would load a copy. */
function hashOfMigrations(): Promise<string> {
  migrationsHash ??= (async () => {
    const hash = createHash('sha256');
    hash.update(
      await readFile(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
    );
    const files = (await readdir(migrationsFolder, { recursive: true })).filter((name) =>
      /\.(sql|json)$/.test(name),
    );
    for (const name of files.sort()) {
      hash.update(name);
      hash.update(await readFile(path.join(migrationsFolder, name)));
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return migrationsHash;
}

let pgliteCopy: Promise<Blob> | undefined;
/**
 * A migrated PGlite data folder as an archive, for `openDatabase({ pgliteFrom })`: made once on this machine
 * (written under a temporary name, then renamed, so a parallel test process never reads half of it).
 */
export function migratedPglite(): Promise<Blob> {
  pgliteCopy ??= (async () => {
    const file = path.join(tmpdir(), `creatorhub-pglite-${await hashOfMigrations()}.tar`);
    const kept = await readFile(file).catch(() => undefined);
    if (kept) return new Blob([kept]);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const archive = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, archive);
      await rename(partial, file);
      return new Blob([archive]);
    } finally {
      await client.close();
    }
  })();
  return pgliteCopy;
}

/** Serialises the making of the template across test processes (pg_advisory_lock). */
const TEMPLATE_LOCK = 4_711_001;
const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated template database on the server of `adminUrl`, made once per set of migrations; older
 * ones are dropped when a new one is made.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = (async () => {
      const { default: pg } = await import('pg');
      const name = `creatorhub_template_${await hashOfMigrations()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
        const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount) return name;
        const stale = await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE 'creatorhub\\_template\\_%'",
        );
        for (const { datname } of stale.rows)
          await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${name}_building`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}_building`;
        const handle = await openDatabase({ url: url.toString() });
        await handle.close();
        await admin.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
        return name;
      } finally {
        await admin.end();
      }
    })();
    templates.set(adminUrl, template);
  }
  return template;
}

/** A new PostgreSQL database, already migrated, on the server of `adminUrl`, and how to drop it. */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const template = await migratedTemplate(adminUrl);
  const name = `creatorhub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
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
  const handle = await openDatabase(
    postgres ? { url: postgres.url } : { pgliteFrom: await migratedPglite() },
  );
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await postgres?.drop();
    },
  };
}
