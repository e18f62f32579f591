/** A failed job's retries (jobs.ts): how many, how long it waits before each, and what is kept of its error. */
/** Attempts of a job before it is left failed. */
export const JOB_MAX_ATTEMPTS = 8;
/** Wait before the first retry of a failed job; it doubles at each failure, up to JOB_RETRY_MAX_MS. */
export const JOB_RETRY_FIRST_MS = 5_000;
export const JOB_RETRY_MAX_MS = 60 * 60 * 1000;
/** Longest error text kept on a job. */
export const MAX_ERROR_LENGTH = 1000;

/** What went wrong, with its cause: a failed query's error names the query, its cause says why (a deadlock…). */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}\ncause: ${cause}` : error.message;
}

/** How long a job waits after its `attempts`-th failure before it runs again. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(JOB_RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), JOB_RETRY_MAX_MS);
