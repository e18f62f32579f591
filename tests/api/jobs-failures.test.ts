/**
 * Due times (DESIGN.md §6 "Deadlines") that fail: a failed job is rolled back, logged and retried after longer and
 * longer waits, up to an hour, then left failed; one that loses a deadlock runs again at once, and the jobs after it
 * run. Each test runs on embedded PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../server/services/clock';
import { findJob, JOB_RETRY_FIRST_MS, retryDelayMs, scheduleJob } from '../../server/services/jobs';
import { UNIT_MAX_ATTEMPTS } from '../../server/services/unit-of-work';
import {
  cleanUpAfterEach,
  firings,
  freshStore,
  HOUR,
  type LogLine,
  opened,
  record,
  runnerOn,
  START,
} from './jobs-helpers';

cleanUpAfterEach();

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
