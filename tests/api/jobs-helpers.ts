/**
 * Shared steps of the due-time tests (tests/api/jobs-*.test.ts): a fresh database of the engine under test
 * (embedded PGlite, or PostgreSQL when TEST_DATABASE_URL is set) that several handles open, a job runner of its own
 * on a handle as one API instance has, a handler whose every committed run is an audit log row, and the count of
 * those runs per key.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import type { Config } from '../../server/config';
import type { ManualClock } from '../../server/services/clock';
import { createJobRunner, type JobHandler } from '../../server/services/jobs';
import type { Logger } from '../../server/services/log';
import { freshPostgresDatabase } from '../support/database';

export const postgres = process.env.TEST_DATABASE_URL;
export const START = new Date('2031-03-01T09:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A database of the engine under test, that several handles (instances) can open one after another or at once. */
export type Store = {
  overrides: Partial<Config>;
  dataDir: string;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

export const cleanups: Array<() => Promise<void>> = [];

/** Runs the cleanups of each test (its stores, handles and apps) after it, newest first. Call it at the top of the file. */
export function cleanUpAfterEach() {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
}

export async function freshStore(): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-jobs-'));
  if (postgres) {
    const database = await freshPostgresDatabase(postgres);
    const store = {
      overrides: { databaseUrl: database.url, pgliteDir: undefined },
      dataDir,
      open: () => openDatabase({ url: database.url }),
      drop: async () => {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    cleanups.push(store.drop);
    return store;
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  const store = {
    overrides: { databaseUrl: undefined, pgliteDir },
    dataDir,
    open: () => openDatabase({ pgliteDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
  cleanups.push(store.drop);
  return store;
}

export type LogLine = {
  level: 'warn' | 'error';
  message: string;
  detail: Record<string, unknown> | undefined;
};

function recordingLog(lines: LogLine[]): Logger {
  return {
    info: () => {},
    debug: () => {},
    warn: (message, detail) => lines.push({ level: 'warn', message, detail }),
    error: (message, detail) => lines.push({ level: 'error', message, detail }),
  };
}

/** A runner of its own on a database handle, as one API instance has. */
export function runnerOn(
  handle: DatabaseHandle,
  clock: ManualClock,
  lines: LogLine[] = [],
  maxAttempts?: number,
) {
  const services = {
    db: handle.db,
    mail: { send: async () => {} },
    notifications: { publish: async () => {} },
    log: recordingLog(lines),
    clock,
  };
  return { services, runner: createJobRunner(services, { maxAttempts }) };
}

/** A handler whose effect is a row: the audit log gets one line per run that commits. */
export const record: JobHandler = async (job, work) => {
  await work.db
    .insert(auditLog)
    .values({ actor: 'system', action: 'job.fired', detail: { key: job.key, ...job.payload } });
};

export async function firings(db: DatabaseHandle['db']): Promise<Record<string, number>> {
  const rows = (await db.execute(
    sql`select detail->>'key' as key, count(*)::int as runs from audit_log where action = 'job.fired' group by 1`,
  )) as unknown as { rows: Array<{ key: string; runs: number }> };
  return Object.fromEntries(rows.rows.map((row) => [row.key, Number(row.runs)]));
}

export async function opened(store: Store): Promise<DatabaseHandle> {
  const handle = await store.open();
  cleanups.push(() => handle.close());
  return handle;
}
