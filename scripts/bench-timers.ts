/**
 * `npm run bench:timers`: 10,000 due times that come due at once (a campaign's deals all missing a deadline), run
 * by the job runner as the API runs it — started in the background, woken by the database — each job a unit of
 * work that writes one row, as a deadline's handler does. Target: all fire within 60 s, each exactly once.
 *
 * On embedded PGlite in a data folder, as `npm start` runs it; then, when DATABASE_URL or TEST_DATABASE_URL names a
 * PostgreSQL server, on a fresh database there (created and dropped here), with one runner and with two (two API
 * instances, each with its own connection pool). Reports how long until the last one fired, the rate, how late
 * jobs ran after their due time (median, p99, max), and checks that every job fired exactly once.
 * Options: BENCH_TIMERS (default 10000), BENCH_LIMIT_S (default 60).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { auditLog, jobs } from '../server/db/schema';
import { systemClock } from '../server/services/clock';
import { createJobRunner, type JobRunner } from '../server/services/jobs';

const TIMERS = Number(process.env.BENCH_TIMERS ?? 10_000);
const LIMIT_S = Number(process.env.BENCH_LIMIT_S ?? 60);
const INSERT_CHUNK = 1000;
const quiet = { info: () => {}, debug: () => {}, warn: console.warn, error: console.error };

type Result = {
  label: string;
  seconds: number;
  rate: number;
  late: { median: number; p99: number; max: number };
  once: boolean;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

/** Runs TIMERS jobs due now on `runnerCount` runners, one per database handle. */
async function bench(label: string, handles: DatabaseHandle[]): Promise<Result> {
  const [first] = handles;
  if (!first) throw new Error('no database');
  const lateness: number[] = [];
  let fired = 0;
  let allFired: () => void = () => {};
  const done = new Promise<void>((resolve) => (allFired = resolve));
  const runners: JobRunner[] = handles.map((handle) => {
    const runner = createJobRunner({
      db: handle.db,
      mail: { send: async () => {} },
      notifications: { publish: async () => {} },
      log: quiet,
      clock: systemClock,
    });
    runner.register('bench.deadline', async (job, work) => {
      const started = Date.now();
      await work.db
        .insert(auditLog)
        .values({ actor: 'system', action: 'job.fired', detail: { key: job.key } });
      work.afterCommit(async () => {
        lateness.push(started - job.run_at.getTime());
        fired += 1;
        if (fired === TIMERS) allFired();
      });
    });
    return runner;
  });

  const due = new Date();
  for (let start = 0; start < TIMERS; start += INSERT_CHUNK) {
    await first.db.insert(jobs).values(
      Array.from({ length: Math.min(INSERT_CHUNK, TIMERS - start) }, (_, index) => ({
        key: `deal:${start + index}:due`,
        kind: 'bench.deadline',
        run_at: due,
      })),
    );
  }
  const began = performance.now();
  await Promise.all(runners.map((runner, index) => runner.start(handles[index]!)));
  const limit = new Promise<'late'>((resolve) =>
    setTimeout(() => resolve('late'), LIMIT_S * 1000 * 3).unref(),
  );
  const outcome = await Promise.race([done.then(() => 'done' as const), limit]);
  const seconds = (performance.now() - began) / 1000;
  await Promise.all(runners.map((runner) => runner.stop()));
  if (outcome === 'late') console.warn(`${label}: only ${fired} of ${TIMERS} fired in ${LIMIT_S * 3} s`);

  const counts = (await first.db.execute(
    sql`select count(*)::int as jobs, count(distinct detail->>'key')::int as keys,
        (select count(*)::int from jobs where status = 'done') as done
        from audit_log where action = 'job.fired'`,
  )) as unknown as { rows: Array<{ jobs: number; keys: number; done: number }> };
  const row = counts.rows[0];
  const once = Number(row?.jobs) === TIMERS && Number(row?.keys) === TIMERS && Number(row?.done) === TIMERS;
  const sorted = [...lateness].sort((a, b) => a - b);
  return {
    label,
    seconds,
    rate: fired / seconds,
    late: { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? NaN },
    once,
  };
}

async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `creatorhub_bench_${randomBytes(6).toString('hex')}`;
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

async function main() {
  const results: Result[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-timers-'));
  try {
    process.stderr.write(`PGlite: ${TIMERS} timers…\n`);
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      results.push(await bench('PGlite (data folder), 1 runner', [handle]));
    } finally {
      await handle.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const server = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (server) {
    for (const runners of [1, 2]) {
      process.stderr.write(`PostgreSQL: ${TIMERS} timers, ${runners} runner(s)…\n`);
      const database = await freshPostgres(server);
      const handles: DatabaseHandle[] = [];
      try {
        for (let index = 0; index < runners; index += 1)
          handles.push(await openDatabase({ url: database.url }));
        results.push(
          await bench(`PostgreSQL, ${runners} runner${runners > 1 ? 's (2 instances)' : ''}`, handles),
        );
      } finally {
        for (const handle of handles) await handle.close();
        await database.drop();
      }
    }
  } else {
    process.stderr.write(
      'PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server to include it)\n',
    );
  }

  console.log(
    `\n${TIMERS} timers due at once: until the last fired, and how late each ran after its due time\n`,
  );
  console.log(
    `${'database'.padEnd(36)} ${'seconds'.padStart(8)} ${'jobs/s'.padStart(8)} ${'late p50'.padStart(9)} ${'p99'.padStart(8)} ${'max'.padStart(8)}  each once  within ${LIMIT_S} s`,
  );
  for (const result of results) {
    console.log(
      `${result.label.padEnd(36)} ${result.seconds.toFixed(1).padStart(8)} ${Math.round(result.rate).toString().padStart(8)} ` +
        `${(result.late.median / 1000).toFixed(1).padStart(8)}s ${(result.late.p99 / 1000).toFixed(1).padStart(7)}s ` +
        `${(result.late.max / 1000).toFixed(1).padStart(7)}s  ${(result.once ? 'yes' : 'NO').padEnd(9)}  ${result.late.max <= LIMIT_S * 1000 ? 'yes' : 'NO'}`,
    );
  }
  const failed = results.filter((result) => !result.once || result.late.max > LIMIT_S * 1000);
  if (failed.length > 0) {
    console.error(`\nFAILED: ${failed.map((result) => result.label).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
