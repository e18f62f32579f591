/**
 * Due times (DESIGN.md §6 "Deadlines"): a job is a row of `jobs` that names a kind of work, its payload and when
 * it is due, under a unique key (e.g. one per deal: the deadline of its current step). Whoever changes something
 * that has a due time schedules, reschedules or cancels its job by key in the same unit of work, so the due time
 * exists exactly when the change does.
 *
 * Every API instance runs a job runner. A runner claims due jobs in a transaction with `FOR UPDATE SKIP LOCKED`
 * (other runners skip rows it holds; on embedded PGlite there is one connection and transactions simply take
 * turns) and runs each job's handler as a unit of work in a savepoint of that transaction. The jobs whose handlers
 * succeeded are marked done in the same transaction, so a job's effects and its being done commit together, or
 * not at all: a job fires exactly once, whatever crashes, restarts or other instances there are. A handler that
 * fails is rolled back alone and retried later, each time after a longer wait, until JOB_MAX_ATTEMPTS, when it is
 * left failed; every failure is logged. Mail and live messages of a job leave after the commit, like any unit's.
 *
 * The runner looks for due jobs when one is scheduled (a notification sent on commit, heard by every instance),
 * when the next known due time comes, and at least every JOB_POLL_MS. Times are read from the services' clock, so
 * tests move time forward instead of waiting. Stopping the runner waits for the batch it is running.
 */
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { jobs, type JobRow } from '../db/schema';
import type { Clock } from './clock';
import { inBatch, type UnitServices, type Work } from './unit-of-work';

/** Jobs claimed and run in one transaction: enough to keep up with 10,000 due at once, short enough on PGlite. */
export const JOB_BATCH_SIZE = 100;
/** Longest a runner goes without looking for due jobs (jobs scheduled by another instance, a clock moved on). */
export const JOB_POLL_MS = 1000;
/** Attempts of a job before it is left failed. */
export const JOB_MAX_ATTEMPTS = 8;
/** Wait before the first retry of a failed job; it doubles at each failure, up to JOB_RETRY_MAX_MS. */
export const JOB_RETRY_FIRST_MS = 5_000;
export const JOB_RETRY_MAX_MS = 60 * 60 * 1000;
/** The channel a scheduled job is announced on, once committed. */
export const JOBS_CHANNEL = 'jobs_due';
/** Longest error text kept on a job. */
const MAX_ERROR_LENGTH = 1000;

/** How long a job waits after its `attempts`-th failure before it runs again. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(JOB_RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), JOB_RETRY_MAX_MS);

export type Job = Pick<JobRow, 'id' | 'key' | 'kind' | 'payload' | 'run_at' | 'attempts'>;
/** The work of a kind of job: everything it changes goes through `work`, and commits with the job marked done. */
export type JobHandler = (job: Job, work: Work) => Promise<void>;

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
  register: (kind: string, handler: JobHandler) => void;
  /** Starts looking for due jobs in the background. */
  start: (database: Pick<DatabaseHandle, 'listen'>) => Promise<void>;
  /** Stops looking, once the batch it is running (if any) has committed. */
  stop: () => Promise<void>;
  /** Looks for due jobs now (the clock moved, a job was scheduled). */
  wake: () => void;
  /**
   * Runs every job due now, batch after batch, until none is left; resolves with how many ran (succeeded or
   * failed). What the background loop does, for tests and benchmarks that need to know when it is over.
   */
  runDue: () => Promise<number>;
};

export type JobRunnerOptions = { batchSize?: number; pollMs?: number; maxAttempts?: number };

export function createJobRunner(services: JobRunnerServices, options: JobRunnerOptions = {}): JobRunner {
  const batchSize = options.batchSize ?? JOB_BATCH_SIZE;
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  const maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
  const handlers = new Map<string, JobHandler>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The loop that is running, if any; a wake-up meanwhile makes it look once more when it is done. */
  let running: Promise<number> | null = null;
  let again = false;

  /** Claims and runs one batch; resolves with how many jobs it took. */
  async function runBatch(): Promise<number> {
    const now = services.clock.now();
    const failures: Array<{ job: Job; error: unknown; attempts: number }> = [];
    const claimed = await inBatch(services, async (batch) => {
      const due: Job[] = await batch.db
        .select({
          id: jobs.id,
          key: jobs.key,
          kind: jobs.kind,
          payload: jobs.payload,
          run_at: jobs.run_at,
          attempts: jobs.attempts,
        })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.run_at, now)))
        .orderBy(asc(jobs.run_at), asc(jobs.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const done: string[] = [];
      for (const job of due) {
        const handler = handlers.get(job.kind);
        const outcome = handler
          ? await batch.unit((work) => handler(job, work))
          : { ok: false as const, error: new Error(`No handler for jobs of kind "${job.kind}"`) };
        if (outcome.ok) done.push(job.id);
        else failures.push({ job, error: outcome.error, attempts: job.attempts + 1 });
      }
      if (done.length > 0) {
        await batch.db
          .update(jobs)
          .set({ status: 'done', done_at: now, attempts: sql`${jobs.attempts} + 1`, updated_at: sql`now()` })
          .where(inArray(jobs.id, done));
      }
      for (const { job, error, attempts } of failures) {
        const last = attempts >= maxAttempts;
        await batch.db
          .update(jobs)
          .set({
            status: last ? 'failed' : 'pending',
            attempts,
            last_error: String(error instanceof Error ? error.message : error).slice(0, MAX_ERROR_LENGTH),
            run_at: last ? job.run_at : new Date(now.getTime() + retryDelayMs(attempts)),
            updated_at: sql`now()`,
          })
          .where(eq(jobs.id, job.id));
      }
      return due.length;
    });
    for (const { job, error, attempts } of failures) {
      const detail = { key: job.key, kind: job.kind, attempts, error: String(error) };
      if (attempts >= maxAttempts) services.log.error('job failed for good', detail);
      else
        services.log.warn('job failed, retrying later', { ...detail, retry_in_ms: retryDelayMs(attempts) });
    }
    return claimed;
  }

  /** Batches until none is left due (or the runner stops). */
  async function drain(): Promise<number> {
    let total = 0;
    do {
      again = false;
      for (;;) {
        const claimed = await runBatch();
        total += claimed;
        if (claimed < batchSize || stopped) break;
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
    register(kind, handler) {
      handlers.set(kind, handler);
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
