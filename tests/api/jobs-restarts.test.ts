/**
 * Due times (DESIGN.md §6 "Deadlines") across restarts, shutdowns and crashes of the app: a timer that came due
 * while it was stopped fires once after a restart, a running job is finished before it stops, a change's job runs as
 * soon as it is due, and a crash mid-job leaves nothing of it for the restarted instance to fire once. Each test runs on embedded PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { type App, startApp } from '../../server/app';
import { manualClock, type ManualClock } from '../../server/services/clock';
import { findJob, type JobHandler, scheduleJob } from '../../server/services/jobs';
import { atomically } from '../../server/services/unit-of-work';
import {
  cleanUpAfterEach,
  cleanups,
  firings,
  freshStore,
  MINUTE,
  record,
  START,
  type Store,
} from './jobs-helpers';

cleanUpAfterEach();

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
