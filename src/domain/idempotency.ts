/**
 * Idempotency keys of the web app's money calls (top-ups, hires, campaign submissions): the API does what one key
 * asks once, and refuses the same key with another request.
 */
import { toApiError } from './api-error';

/**
 * The idempotency key to send again after a failed money call, or null for a new one. A refused call is over: the
 * next attempt is a new request with its own key. A call whose fate is unknown (no connection, or a server that
 * failed: 5xx) is tried again with the same key, so a charge made before the answer was lost is not made twice.
 */
export function keyToRetry(key: string | null, error: unknown): string | null {
  const failure = toApiError(error);
  return failure.kind === 'network' || (failure.status ?? 0) >= 500 ? key : null;
}
