/**
 * Due times (DESIGN.md §6 "Deadlines"): a job is a row that fires exactly once when due, with its effects committed
 * in the transaction that marks it done; it is scheduled, rescheduled and cancelled by key within a unit of work, on
 * a clock tests move by hand; and several runners on one database never run it twice (on PostgreSQL two instances
 * with connection pools of their own; on PGlite they share the one connection and take turns). Each test runs on embedded PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, jobs } from '../../server/db/schema';
import { manualClock } from '../../server/services/clock';
import { cancelJob, findJob, scheduleJob } from '../../server/services/jobs';
import { atomically } from '../../server/services/unit-of-work';
import {
  cleanUpAfterEach,
  firings,
  freshStore,
  HOUR,
  MINUTE,
  opened,
  postgres,
  record,
  runnerOn,
  START,
} from './jobs-helpers';

cleanUpAfterEach();

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
