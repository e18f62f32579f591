/**
 * Due times (DESIGN.md §6 "Deadlines"): a job is a row of `jobs` that names a kind of work, its payload and when
 * it is due, under a unique key (e.g. one per deal: the deadline of its current step). Whoever changes something
 * that has a due time schedules, reschedules or cancels its job by key in the same unit of work, so the due time
 * exists exactly when the change does.
 *
 * Every API instance runs a job runner. It reads the due jobs, then runs each in a unit of work of its own: the
 * unit locks what the job acts on (a kind registers that lock: a deal's due time locks the deal), claims the job's
 * row `FOR UPDATE SKIP LOCKED` (held by another runner: skipped; run meanwhile: left done), runs the handler in a
 * savepoint and marks the job done, so a job's effects and its being done commit together: it fires exactly once,
 * whatever crashes, restarts or other instances there are. Locks go in the order requests take them (the deal, then
 * its job), one job's at a time, so a brand acting on a deal whose due time fires waits instead of deadlocking; a
 * unit the database still rolls back for a conflict runs again (`atomically`). A handler that fails otherwise is
 * rolled back alone and retried later, each time after a longer wait, until JOB_MAX_ATTEMPTS, when it is left
 * failed; every failure is logged. Mail and live messages of a job leave after the commit, like any unit's.
 *
 * The runner looks for due jobs when one is scheduled (a notification sent on commit, heard by every instance),
 * when the next known due time comes, and at least every JOB_POLL_MS. Times are read from the services' clock, so
 * tests move time forward instead of waiting. Stopping the runner waits for the job it is running.
 */
import { and, asc, eq, lte, min, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { jobs, type JobRow } from '../db/schema';
import type { Clock } from './clock';
import { atomically, conflicted, inSavepoint, type UnitServices, type Work } from './unit-of-work';
import { failureText, JOB_MAX_ATTEMPTS, MAX_ERROR_LENGTH, retryDelayMs } from './job-failures';

export { JOB_MAX_ATTEMPTS, JOB_RETRY_FIRST_MS, JOB_RETRY_MAX_MS, retryDelayMs } from './job-failures';

/** Due jobs read at one look; each then runs in a transaction of its own. */
export const JOB_BATCH_SIZE = 100;
/** Longest a runner goes without looking for due jobs (jobs scheduled by another instance, a clock moved on). */
export const JOB_POLL_MS = 1000;
/** The channel a scheduled job is announced on, once committed. */
export const JOBS_CHANNEL = 'jobs_due';

export type Job = Pick<JobRow, 'id' | 'key' | 'kind' | 'payload' | 'run_at' | 'attempts'>;
/** The work of a kind of job: everything it changes goes through `work`, and commits with the job marked done. */
export type JobHandler = (job: Job, work: Work) => Promise<void>;
/** Locks what a job acts on before its row is claimed, as requests do (a deal action locks the deal, then its job). */
export type JobLock = (job: Job, db: Database) => Promise<unknown>;

export type NewJob = { key: string; kind: string; runAt: Date; payload?: Record<string, unknown> };

/**
 * Schedules a job, or reschedules the job of that key (its kind, payload and due time replaced, its attempts
 * forgotten, pending again even if it had run). Call it with a unit's `work.db`: the job then exists only if the
 * unit commits.
 */
export async function scheduleJob(db: Database, job: NewJob): Promise<void> {
  const payload = job.payload ?? {};
  await db
    .insert(jobs)
    .values({ key: job.key, kind: job.kind, payload, run_at: job.runAt })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: job.kind,
        payload,
        run_at: job.runAt,
        status: 'pending',
        attempts: 0,
        last_error: null,
        done_at: null,
        updated_at: sql`now()`,
      },
    });
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/** Cancels the pending job of a key; false when there is none (never scheduled, already run, or failed). */
export async function cancelJob(db: Database, key: string): Promise<boolean> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.key, key), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return deleted.length > 0;
}

export async function findJob(db: Database, key: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key)).limit(1);
  return row ?? null;
}

export type JobRunnerServices = UnitServices & { clock: Clock };

export type JobRunner = {
  /** The handler of a kind of job. A job of a kind nobody handles fails, and is retried like any failure. */
  register: (kind: string, handler: JobHandler, options?: { lockFirst?: JobLock }) => void;
  /** Starts looking for due jobs in the background. */
  start: (database: Pick<DatabaseHandle, 'listen'>) => Promise<void>;
  /** Stops looking, once the job it is running (if any) has committed. */
  stop: () => Promise<void>;
  /** Looks for due jobs now (the clock moved, a job was scheduled). */
  wake: () => void;
  /** Runs every job due now, until none is left; resolves with how many this runner ran (succeeded or failed). */
  runDue: () => Promise<number>;
};

export type JobRunnerOptions = { batchSize?: number; pollMs?: number; maxAttempts?: number };

export function createJobRunner(services: JobRunnerServices, options: JobRunnerOptions = {}): JobRunner {
  const batchSize = options.batchSize ?? JOB_BATCH_SIZE;
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  const maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
  const handlers = new Map<string, { run: JobHandler; lockFirst?: JobLock }>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The loop that is running, if any; a wake-up meanwhile makes it look once more when it is done. */
  let running: Promise<number> | null = null;
  let again = false;

  const columns = {
    id: jobs.id,
    key: jobs.key,
    kind: jobs.kind,
    payload: jobs.payload,
    run_at: jobs.run_at,
    attempts: jobs.attempts,
  };
  type Failure = { job: Job; error: unknown; attempts: number };

  /** Leaves a failed run on its job: due again after a wait (at once after conflicts), or failed for good. */
  async function recordFailure(db: Database, { job, error, attempts }: Failure, now: Date): Promise<void> {
    const last = attempts >= maxAttempts;
    await db
      .update(jobs)
      .set({
        status: last ? 'failed' : 'pending',
        attempts,
        last_error: failureText(error).slice(0, MAX_ERROR_LENGTH),
        run_at: last
          ? job.run_at
          : conflicted(error)
            ? now
            : new Date(now.getTime() + retryDelayMs(attempts)),
        updated_at: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'pending')));
  }

  function logFailure({ job, error, attempts }: Failure): void {
    const detail = { key: job.key, kind: job.kind, attempts, error: failureText(error) };
    if (attempts >= maxAttempts) services.log.error('job failed for good', detail);
    else if (conflicted(error)) services.log.info('job met a conflicting change, running it again', detail);
    else services.log.warn('job failed, retrying later', { ...detail, retry_in_ms: retryDelayMs(attempts) });
  }

  /**
   * Runs one due job in a unit of its own; resolves with whether this runner ran it (false when another runner
   * holds it, or it was done, cancelled or given another due time meanwhile).
   */
  async function runOne(seen: Job, now: Date): Promise<boolean> {
    const entry = handlers.get(seen.kind);
    const failed: { last?: Failure } = {};
    try {
      const ran = await atomically(services, async (work) => {
        delete failed.last;
        if (entry?.lockFirst) await entry.lockFirst(seen, work.db);
        const [job] = await work.db
          .select(columns)
          .from(jobs)
          .where(and(eq(jobs.id, seen.id), eq(jobs.status, 'pending'), lte(jobs.run_at, now)))
          .for('update', { skipLocked: true });
        // Replaced by another kind of work meanwhile (what was locked may not be what it acts on): next look.
        if (!job || job.kind !== seen.kind) return false;
        const outcome = entry
          ? await inSavepoint(services, work, (unit) => entry.run(job, unit))
          : { ok: false as const, error: new Error(`No handler for jobs of kind "${job.kind}"`) };
        // A lost deadlock rolls back the whole unit, which runs again from the start.
        if (!outcome.ok && conflicted(outcome.error)) throw outcome.error;
        if (outcome.ok) {
          await work.db
            .update(jobs)
            .set({
              status: 'done',
              done_at: now,
              attempts: sql`${jobs.attempts} + 1`,
              updated_at: sql`now()`,
            })
            .where(eq(jobs.id, job.id));
        } else {
          failed.last = { job, error: outcome.error, attempts: job.attempts + 1 };
          await recordFailure(work.db, failed.last, now);
        }
        return true;
      });
      if (failed.last) logFailure(failed.last);
      return ran;
    } catch (error) {
      if (!conflicted(error)) throw error;
      // Lost every run of its unit: counted as an attempt, and due again at the next look.
      const lost: Failure = { job: seen, error, attempts: seen.attempts + 1 };
      await atomically(services, (work) => recordFailure(work.db, lost, now));
      logFailure(lost);
      return true;
    }
  }

  /** Runs the jobs due at one look; resolves with how many were due and how many this runner ran. */
  async function runLook(): Promise<{ due: number; ran: number }> {
    const now = services.clock.now();
    const due: Job[] = await services.db
      .select(columns)
      .from(jobs)
      .where(and(eq(jobs.status, 'pending'), lte(jobs.run_at, now)))
      .orderBy(asc(jobs.run_at), asc(jobs.id))
      .limit(batchSize);
    let ran = 0;
    for (const job of due) {
      if (stopped) break;
      if (await runOne(job, now)) ran += 1;
    }
    return { due: due.length, ran };
  }

  /** Looks after looks until none is left due (or the runner stops). */
  async function drain(): Promise<number> {
    let total = 0;
    do {
      again = false;
      for (;;) {
        const { due, ran } = await runLook();
        total += ran;
        if (due < batchSize || ran === 0 || stopped) break;
      }
    } while (again && !stopped);
    return total;
  }

  function runDue(): Promise<number> {
    if (running) {
      again = true;
      // The loop that runs now takes in what is due meanwhile; wait for it, then for a look of our own.
      return running.then(() => runDue());
    }
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  /** When to look next: at the next due time known, and within pollMs whatever happens. */
  async function nextLook(): Promise<number> {
    const [next] = await services.db
      .select({ at: min(jobs.run_at) })
      .from(jobs)
      .where(eq(jobs.status, 'pending'));
    const at = next?.at ? new Date(next.at).getTime() - services.clock.now().getTime() : pollMs;
    return Math.max(0, Math.min(pollMs, at));
  }

  function schedule(delay: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    try {
      await runDue();
      schedule(await nextLook());
    } catch (error) {
      // The database is away (restarting, unreachable): try again later.
      if (!stopped) services.log.warn('job runner could not look for due jobs', { error: String(error) });
      schedule(pollMs);
    }
  }

  return {
    register(kind, handler, options = {}) {
      handlers.set(kind, { run: handler, lockFirst: options.lockFirst });
    },
    async start(database) {
      if (started) return;
      started = true;
      await database.listen(JOBS_CHANNEL, {
        notify: () => {
          if (!stopped) schedule(0);
        },
        listening: (yes) => {
          if (yes && !stopped) schedule(0);
        },
      });
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    wake() {
      if (started) schedule(0);
    },
    runDue,
  };
}
