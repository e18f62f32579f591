/**
 * Brute-force limits (issue 3, Security): fixed-window counters kept in the rate_limits table, so every API
 * instance behind a load balancer counts the same attempts. Keys carry digests, never addresses in clear.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { sha256 } from './crypto';

export type LimitRule = { readonly limit: number; readonly windowSeconds: number };

/** A counter key: what is counted and a digest of whom it is counted for. */
export const limitKey = (what: string, who: string): string => `${what}:${sha256(who.toLowerCase())}`;

function windowOf(rule: LimitRule, now = Date.now()) {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start, retryAfter: Math.max(1, Math.ceil((start + size - now) / 1000)) };
}

/** Seconds until the key may try again, or null while it is under its limit. Counts nothing. */
export async function limitedFor(db: Database, key: string, rule: LimitRule): Promise<number | null> {
  const { start, retryAfter } = windowOf(rule);
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.window_start, start)));
  return row && row.hits >= rule.limit ? retryAfter : null;
}

/**
 * Counts one attempt. Returns the seconds to wait when this attempt went over the limit, otherwise null.
 * The increment is one statement, so concurrent attempts on several instances are all counted.
 */
export async function countAttempt(db: Database, key: string, rule: LimitRule): Promise<number | null> {
  const { start, retryAfter } = windowOf(rule);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_start: start, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.window_start],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  // Old windows are of no use; sweeping now and then keeps the table small without a scheduler.
  if (Math.random() < 0.02) {
    await db.delete(rateLimits).where(lt(rateLimits.window_start, Date.now() - 24 * 60 * 60 * 1000));
  }
  return row && row.hits > rule.limit ? retryAfter : null;
}

/** Forgets a key's attempts, e.g. the failed log-ins of an address once its owner signs in. */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
