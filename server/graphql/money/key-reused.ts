/** A money call's idempotency key sent again with other values. */
import { refused } from '../errors';

export const keyReused = () =>
  refused('IDEMPOTENCY_KEY_REUSED', 'This request was already sent with other values; please try again');
