/**
 * Due times (DESIGN.md §6 "Deadlines"): jobs are rows that fire exactly once — with their effects committed in the
 * transaction that marks them done — across restarts, several runners on one database, failures and shutdowns;
 * they are scheduled, rescheduled and cancelled by key, on a clock tests move by hand. Each test runs on embedded
 * PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set (there, two runners are two instances
 * with connection pools of their own; on PGlite they share the one connection and take turns).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { auditLog, jobs } from '../../server/db/schema';
import { loadConfig, type Config } from '../../server/config';
import { startApp, type App } from '../../server/app';
import { manualClock, type ManualClock } from '../../server/services/clock';
import {
  cancelJob,
  createJobRunner,
  findJob,
  JOB_RETRY_FIRST_MS,
  retryDelayMs,
  scheduleJob,
  type JobHandler,
} from '../../server/services/jobs';
import { atomically, UNIT_MAX_ATTEMPTS } from '../../server/services/unit-of-work';
import type { Logger } from '../../server/services/log';
import { freshPostgresDatabase } from '../support/database';
import { DEAL_DUE_JOB, dealDueKey, setDealDue } from '../../server/services/deals/due-times';
import { decideDealEvent } from '../../src/machines/deal-decision';
import { CREATOR_PURCHASE_WITHIN_MS, type DealFacts } from '../../src/domain/deal';

const postgres = process.env.TEST_DATABASE_URL;
const START = new Date('2031-03-01T09:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A database of the engine under test, that several handles (instances) can open one after another or at once. */
type Store = {
  overrides: Partial<Config>;
  dataDir: string;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshStore(): Promise<Store> {
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

type LogLine = { level: 'warn' | 'error'; message: string; detail: Record<string, unknown> | undefined };

function recordingLog(lines: LogLine[]): Logger {
  return {
    info: () => {},
    debug: () => {},
    warn: (message, detail) => lines.push({ level: 'warn', message, detail }),
    error: (message, detail) => lines.push({ level: 'error', message, detail }),
  };
}

/** A runner of its own on a database handle, as one API instance has. */
function runnerOn(handle: DatabaseHandle, clock: ManualClock, lines: LogLine[] = [], maxAttempts?: number) {
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
const record: JobHandler = async (job, work) => {
  await work.db
    .insert(auditLog)
    .values({ actor: 'system', action: 'job.fired', detail: { key: job.key, ...job.payload } });
};

async function firings(db: DatabaseHandle['db']): Promise<Record<string, number>> {
  const rows = (await db.execute(
    sql`select detail->>'key' as key, count(*)::int as runs from audit_log where action = 'job.fired' group by 1`,
  )) as unknown as { rows: Array<{ key: string; runs: number }> };
  return Object.fromEntries(rows.rows.map((row) => [row.key, Number(row.runs)]));
}

async function opened(store: Store): Promise<DatabaseHandle> {
  const handle = await store.open();
  cleanups.push(() => handle.close());
  return handle;
}

describe('a job', () => {
  it('fires once when due, and its effects commit with it being done', async () => {
    const handle = await opened(await freshStore());
    const clock = manualClock(START);
    const { runner } = runnerOn(handle, clock);
    runner.register('test.record', record);
    await scheduleJob(handle.db, { key: 'a', kind: 'test.record', runAt: new Date(START.getTime() + HOUR) });
    expect(await runner.runDue()).toBe(0);
    clock.advance(HOUR - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(await firings(handle.db)).toEqual({ a: 1 });
    expect(await findJob(handle.db, 'a')).toMatchObject({
      status: 'done',
      attempts: 1,
      done_at: clock.now(),
    });
  });

  it('is rescheduled and cancelled by its key', async () => {
    const handle = await opened(await freshStore());
    const clock = manualClock(START);
    const { runner } = runnerOn(handle, clock);
    runner.register('test.record', record);
    const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE);
    await scheduleJob(handle.db, {
      key: 'deal:1',
      kind: 'test.record',
      runAt: at(60),
      payload: { step: 'one' },
    });
    await scheduleJob(handle.db, {
      key: 'deal:1',
      kind: 'test.record',
      runAt: at(120),
      payload: { step: 'two' },
    });
    await scheduleJob(handle.db, { key: 'deal:2', kind: 'test.record', runAt: at(60) });
    expect(await cancelJob(handle.db, 'deal:2')).toBe(true);
    expect(await cancelJob(handle.db, 'deal:2')).toBe(false);
    clock.set(at(90));
    expect(await runner.runDue()).toBe(0);
    clock.set(at(120));
    expect(await runner.runDue()).toBe(1);
    const [fired] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'job.fired'));
    expect(fired?.detail).toEqual({ key: 'deal:1', step: 'two' });
    // A key that has fired can be given a new due time: it fires again then.
    expect(await cancelJob(handle.db, 'deal:1')).toBe(false);
    await scheduleJob(handle.db, {
      key: 'deal:1',
      kind: 'test.record',
      runAt: at(180),
      payload: { step: 'three' },
    });
    clock.set(at(180));
    expect(await runner.runDue()).toBe(1);
    expect(await firings(handle.db)).toEqual({ 'deal:1': 2 });
  });

  it('is scheduled within a unit of work: a unit that rolls back leaves no due time', async () => {
    const handle = await opened(await freshStore());
    const { services } = runnerOn(handle, manualClock(START));
    await expect(
      atomically(services, async (work) => {
        await scheduleJob(work.db, { key: 'lost', kind: 'test.record', runAt: START });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await findJob(handle.db, 'lost')).toBeNull();
  });
});

describe('failures', () => {
  it('are rolled back, logged and retried after longer and longer waits, then left failed', async () => {
    const handle = await opened(await freshStore());
    const clock = manualClock(START);
    const lines: LogLine[] = [];
    const { runner } = runnerOn(handle, clock, lines, 3);
    let runs = 0;
    runner.register('test.flaky', async (job, work) => {
      runs += 1;
      await record(job, work);
      if (runs <= 2) throw new Error(`broken ${runs}`);
    });
    runner.register('test.broken', async (job, work) => {
      await record(job, work);
      throw new Error('always broken');
    });
    await scheduleJob(handle.db, { key: 'flaky', kind: 'test.flaky', runAt: START });
    await scheduleJob(handle.db, { key: 'broken', kind: 'test.broken', runAt: START });
    await scheduleJob(handle.db, { key: 'orphan', kind: 'test.nobody', runAt: START });

    expect(await runner.runDue()).toBe(3);
    expect(await findJob(handle.db, 'flaky')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'broken 1',
      run_at: new Date(START.getTime() + JOB_RETRY_FIRST_MS),
    });
    expect(await findJob(handle.db, 'orphan')).toMatchObject({
      attempts: 1,
      last_error: expect.stringMatching(/No handler/),
    });
    expect(await firings(handle.db)).toEqual({});
    clock.advance(JOB_RETRY_FIRST_MS - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(3);
    expect((await findJob(handle.db, 'flaky'))?.run_at).toEqual(
      new Date(clock.now().getTime() + retryDelayMs(2)),
    );
    expect(retryDelayMs(2)).toBe(2 * JOB_RETRY_FIRST_MS);
    clock.advance(retryDelayMs(2));
    expect(await runner.runDue()).toBe(3);
    expect(await findJob(handle.db, 'flaky')).toMatchObject({ status: 'done', attempts: 3 });
    expect(await findJob(handle.db, 'broken')).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'always broken',
    });
    expect(await firings(handle.db)).toEqual({ flaky: 1 });
    clock.advance(HOUR);
    expect(await runner.runDue()).toBe(0);

    const flaky = lines.filter((line) => line.detail?.key === 'flaky');
    expect(flaky.map((line) => [line.level, line.detail?.attempts, line.detail?.retry_in_ms])).toEqual([
      ['warn', 1, retryDelayMs(1)],
      ['warn', 2, retryDelayMs(2)],
    ]);
    const broken = lines.filter((line) => line.detail?.key === 'broken');
    expect(broken.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'job failed, retrying later'],
      ['warn', 'job failed, retrying later'],
      ['error', 'job failed for good'],
    ]);
  });

  it('run again at once when they lose a deadlock, nothing of the lost run kept, the jobs after them run', async () => {
    const handle = await opened(await freshStore());
    const clock = manualClock(START);
    const lines: LogLine[] = [];
    const { runner } = runnerOn(handle, clock, lines);
    let tries = 0;
    runner.register('test.conflict', async (job, work) => {
      tries += 1;
      await record(job, work);
      if (tries === 1) {
        const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
        throw new Error('Failed query: update "campaigns" set …', { cause: deadlock });
      }
    });
    runner.register('test.after', record);
    await scheduleJob(handle.db, { key: 'conflict', kind: 'test.conflict', runAt: START });
    await scheduleJob(handle.db, { key: 'after', kind: 'test.after', runAt: new Date(START.getTime() + 1) });
    clock.advance(1);

    expect(await runner.runDue()).toBe(2);
    expect(tries).toBe(2);
    expect(await findJob(handle.db, 'conflict')).toMatchObject({ status: 'done', attempts: 1 });
    expect(await findJob(handle.db, 'after')).toMatchObject({ status: 'done', attempts: 1 });
    expect(await firings(handle.db)).toEqual({ conflict: 1, after: 1 });
    expect(lines).toEqual([]);
  });

  it('that lose every run to deadlocks count one attempt and stay due, the jobs after them run', async () => {
    const handle = await opened(await freshStore());
    const clock = manualClock(START);
    const lines: LogLine[] = [];
    const { runner } = runnerOn(handle, clock, lines);
    let tries = 0;
    runner.register('test.conflict', async (job, work) => {
      tries += 1;
      await record(job, work);
      if (tries <= UNIT_MAX_ATTEMPTS) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    runner.register('test.after', record);
    await scheduleJob(handle.db, { key: 'conflict', kind: 'test.conflict', runAt: START });
    await scheduleJob(handle.db, { key: 'after', kind: 'test.after', runAt: new Date(START.getTime() + 1) });
    clock.advance(1);

    expect(await runner.runDue()).toBe(2);
    expect(tries).toBe(UNIT_MAX_ATTEMPTS);
    expect(await findJob(handle.db, 'conflict')).toMatchObject({
      status: 'pending',
      attempts: 1,
      run_at: clock.now(),
      last_error: expect.stringMatching(/deadlock detected/),
    });
    expect(await findJob(handle.db, 'after')).toMatchObject({ status: 'done', attempts: 1 });
    expect(await firings(handle.db)).toEqual({ after: 1 });

    expect(await runner.runDue()).toBe(1);
    expect(tries).toBe(UNIT_MAX_ATTEMPTS + 1);
    expect(await findJob(handle.db, 'conflict')).toMatchObject({ status: 'done', attempts: 2 });
    expect(await findJob(handle.db, 'after')).toMatchObject({ status: 'done', attempts: 1 });
    expect(await firings(handle.db)).toEqual({ conflict: 1, after: 1 });
    expect(lines).toEqual([]);
  });

  it('wait longer each time, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(HOUR);
  });
});

describe('several runners on one database', () => {
  it('never run a job twice', async () => {
    const store = await freshStore();
    const first = await opened(store);
    // On PostgreSQL a second instance with its own pool; PGlite has one connection, which both share.
    const second = postgres ? await opened(store) : first;
    const clock = manualClock(START);
    const runners = [runnerOn(first, clock).runner, runnerOn(second, clock).runner];
    const ran = [0, 0];
    runners.forEach((runner, index) =>
      runner.register('test.record', async (job, work) => {
        await record(job, work);
        ran[index]! += 1;
        // Some work takes a while, so the runners' batches overlap.
        if (Number(job.key.slice(4)) % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
      }),
    );
    const count = 600;
    await first.db.insert(jobs).values(
      Array.from({ length: count }, (_, index) => ({
        key: `job-${index}`,
        kind: 'test.record',
        run_at: START,
      })),
    );
    const runs = await Promise.all(runners.flatMap((runner) => [runner.runDue(), runner.runDue()]));
    expect(runs.reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(count);
    const fired = await firings(first.db);
    expect(Object.keys(fired)).toHaveLength(count);
    expect(Object.values(fired).every((runsOfJob) => runsOfJob === 1)).toBe(true);
    expect(ran[0]! + ran[1]!).toBe(count);
    if (postgres) expect(ran.every((value) => value > 0)).toBe(true);
    const [pending] = (
      (await first.db.execute(
        sql`select count(*)::int as n from jobs where status <> 'done'`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(Number(pending?.n)).toBe(0);
  }, 60_000);
});

describe('the app', () => {
  const configFor = (store: Store) =>
    loadConfig(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: store.dataDir, LOG_LEVEL: 'silent', BROKER_PORT: '0' },
      { demoCreators: false, ...store.overrides },
    );

  async function appOn(store: Store, clock: ManualClock, handlers: Record<string, JobHandler>): Promise<App> {
    const app = await startApp(configFor(store), { clock, jobHandlers: handlers });
    cleanups.push(() => app.stop());
    return app;
  }

  it('fires a timer that came due while it was stopped exactly once after a restart', async () => {
    const store = await freshStore();
    const clock = manualClock(START);
    const before = await appOn(store, clock, { 'test.record': record });
    await atomically(before.services, (work) =>
      scheduleJob(work.db, {
        key: 'deal:7:due',
        kind: 'test.record',
        runAt: new Date(START.getTime() + MINUTE),
      }),
    );
    await before.jobs.runDue();
    await before.stop();

    clock.advance(2 * MINUTE);
    const after = await appOn(store, clock, { 'test.record': record });
    await after.jobs.runDue();
    await after.jobs.runDue();
    expect(await firings(after.services.db)).toEqual({ 'deal:7:due': 1 });
    await after.stop();

    const again = await appOn(store, clock, { 'test.record': record });
    await again.jobs.runDue();
    expect(await firings(again.services.db)).toEqual({ 'deal:7:due': 1 });
  });

  it('finishes the job it is running before it stops, and a restart does not run it again', async () => {
    const store = await freshStore();
    const clock = manualClock(START);
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow: JobHandler = async (job, work) => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      await record(job, work);
    };
    const app = await appOn(store, clock, { 'test.slow': slow });
    await atomically(app.services, (work) =>
      scheduleJob(work.db, { key: 'slow', kind: 'test.slow', runAt: START }),
    );
    app.jobs.wake();
    await running;
    let stopped = false;
    const stopping = app.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;

    const after = await appOn(store, clock, { 'test.slow': slow, 'test.record': record });
    await after.jobs.runDue();
    expect(await firings(after.services.db)).toEqual({ slow: 1 });
    expect(await findJob(after.services.db, 'slow')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs a job scheduled by a change as soon as it is due, without being asked', async () => {
    const store = await freshStore();
    const clock = manualClock(START);
    let fired: () => void = () => {};
    const heard = new Promise<void>((resolve) => (fired = resolve));
    const app = await appOn(store, clock, {
      'test.notice': async (job, work) => {
        await record(job, work);
        work.afterCommit(async () => fired());
      },
    });
    await atomically(app.services, (work) =>
      scheduleJob(work.db, { key: 'now', kind: 'test.notice', runAt: START }),
    );
    await heard;
    expect(await firings(app.services.db)).toEqual({ now: 1 });
  });
});

describe('a crash', () => {
  it('in the middle of a due job leaves nothing of it, and the restarted instance fires it exactly once', async () => {
    const store = await freshStore();
    const clock = manualClock(START);
    const handle = await store.open();
    await scheduleJob(handle.db, { key: 'crash', kind: 'test.record', runAt: START });
    await handle.close();

    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/crashing-instance.ts'], {
      env: {
        ...process.env,
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.overrides.databaseUrl ?? '',
        CLOCK: START.toISOString(),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('RUNNING')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the instance ended (${code}) before running the job`)));
    });
    child.kill('SIGKILL');
    await exited;

    const app = await startApp(
      loadConfig(
        { PORT: '0', HOST: '127.0.0.1', DATA_DIR: store.dataDir, LOG_LEVEL: 'silent', BROKER_PORT: '0' },
        { demoCreators: false, ...store.overrides },
      ),
      { clock, jobHandlers: { 'test.record': record } },
    );
    cleanups.push(() => app.stop());
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(await firings(app.services.db)).toEqual({ crash: 1 });
    expect(await findJob(app.services.db, 'crash')).toMatchObject({ status: 'done', attempts: 1 });
  }, 60_000);
});

describe("a deal's due time", () => {
  it('is one job per deal: each step replaces it, a step without one cancels it', async () => {
    const handle = await opened(await freshStore());
    const clock = manualClock(START);
    const { services, runner } = runnerOn(handle, clock);
    const fired: unknown[] = [];
    runner.register(DEAL_DUE_JOB, async (job) => {
      fired.push(job.payload);
    });
    const facts: DealFacts = {
      status: 'hired',
      delivery: 'refund',
      delivery_status: 'pending_shipping',
      revisions: 0,
      carrier: null,
      tracking_number: null,
      publish_at: null,
    };
    const accepted = decideDealEvent(facts, { type: 'deal.accept' }, 'creator', clock.now());
    if (!accepted.ok) throw new Error(accepted.code);
    await atomically(services, (work) => setDealDue(work.db, 'd1', accepted.due));
    expect(await findJob(handle.db, dealDueKey('d1'))).toMatchObject({
      kind: DEAL_DUE_JOB,
      run_at: new Date(START.getTime() + CREATOR_PURCHASE_WITHIN_MS),
      payload: { deal_id: 'd1', step: 'creator_accepted', outcome: 'cancel' },
    });
    const approved = decideDealEvent(
      { ...accepted.facts, status: 'creator_upload_content' },
      { type: 'content.approve' },
      'staff',
      clock.now(),
    );
    if (!approved.ok) throw new Error(approved.code);
    await atomically(services, (work) => setDealDue(work.db, 'd1', approved.due));
    expect((await findJob(handle.db, dealDueKey('d1')))?.payload).toMatchObject({
      step: 'content_approved_by_admin',
    });
    await atomically(services, (work) => setDealDue(work.db, 'd1', null));
    expect(await findJob(handle.db, dealDueKey('d1'))).toBeNull();
    clock.advance(30 * 24 * HOUR);
    expect(await runner.runDue()).toBe(0);
    expect(fired).toEqual([]);
  });
});
