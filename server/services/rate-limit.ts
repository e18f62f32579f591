/**
 * The one rate limiter of the API (DESIGN.md §6): log-in, verification codes, password resets, sign-ups, the staff
 * key, and whatever else must be bounded (money next). Rules are named constants in src/domain/constants.ts.
 *
 * Every attempt is counted first, by one atomic statement in the database, and only then judged: parallel
 * requests, on one API instance or several, each see the count that includes themselves, so no more than the
 * limit ever get through. Refused attempts count too: hammering a locked door keeps it locked.
 *
 * Counting uses a sliding window estimated from two fixed windows (the current one, and the previous one weighted
 * by how much of it still lies within the last `windowSeconds`). Unlike plain fixed windows, a burst just before
 * a window ends and another just after it cannot add up to twice the limit.
 *
 * Use:
 *   const attempt = await services.limits.take(LOGIN_ATTEMPTS_PER_CLIENT, clientAddress);
 *   if (!attempt.allowed) throw rateLimited(attempt.retryAfter);
 *   … and when the attempt proves legitimate (a right password): await attempt.giveBack();
 *
 * Subjects are stored as SHA-256 digests under the rule's name, never as addresses in clear.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { RateRule } from '../../src/domain/constants';
import { sha256 } from './crypto';

export type Attempt = {
  /** Whether the attempt is within the limit. */
  readonly allowed: boolean;
  /** When refused: seconds until one more attempt would be allowed, if no other came meanwhile; else 0. */
  readonly retryAfter: number;
  /** Uncounts this attempt, once it turned out legitimate (e.g. the right password), so only failures count. */
  giveBack: () => Promise<void>;
};

export type RateLimiter = {
  /** Counts one attempt of `subject` under `rule`, then says whether it is within the limit. */
  take: (rule: RateRule, subject: string) => Promise<Attempt>;
  /** Forgets every attempt of `subject` under `rule`: a successful log-in or password reset lifts the lock. */
  forget: (rule: RateRule, subject: string) => Promise<void>;
};

/** The seconds to wait when any of the attempts was refused (the longest), or null when all are allowed. */
export function refusalOf(attempts: readonly Attempt[]): number | null {
  const refused = attempts.filter((attempt) => !attempt.allowed);
  return refused.length > 0 ? Math.max(...refused.map((attempt) => attempt.retryAfter)) : null;
}

const keyOf = (rule: RateRule, subject: string): string => `${rule.name}:${sha256(subject.toLowerCase())}`;

/** Old windows are swept now and then on the way, so the table stays small without a scheduler. */
const SWEEP_SHARE = 0.02;

/**
 * Judges an attempt that has been counted: `previous` hits in the window before the current one, `current` hits
 * in the current window including this one, at time `now` (ms).
 */
export function judge(
  rule: RateRule,
  now: number,
  previous: number,
  current: number,
): { allowed: boolean; retryAfter: number } {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  const elapsed = (now - start) / size;
  if (previous * (1 - elapsed) + current <= rule.limit) return { allowed: true, retryAfter: 0 };

  // When would one more attempt (+1) be within the limit, if nothing else were counted meanwhile?
  const untilNextWindow = start + size - now;
  let wait = untilNextWindow + size; // two windows on, nothing of today's counts remains
  if (current + 1 <= rule.limit && previous > 0) {
    // Still in this window, once enough of the previous one has slid out of it.
    const share = 1 - (rule.limit - current - 1) / previous;
    wait = Math.min(wait, Math.max(0, (share - elapsed) * size));
  }
  if (rule.limit >= 1) {
    // In the next window, once enough of this one has slid out of it.
    const share = current > 0 ? Math.max(0, 1 - (rule.limit - 1) / current) : 0;
    wait = Math.min(wait, untilNextWindow + share * size);
  }
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
}

export function createRateLimiter(db: Database, clock: () => number = Date.now): RateLimiter {
  async function sweep(now: number) {
    await db.delete(rateLimits).where(lt(rateLimits.expires_at, now));
  }

  return {
    async take(rule, subject) {
      const now = clock();
      const size = rule.windowSeconds * 1000;
      const start = Math.floor(now / size) * size;
      const key = keyOf(rule, subject);
      // One statement: the increment and the count it returns are atomic, whoever else counts at the same time.
      const [counted] = await db
        .insert(rateLimits)
        .values({ key, window_start: start, hits: 1, expires_at: start + 2 * size })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.window_start],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits });
      // The previous window no longer changes: reading it apart from the increment is exact.
      const [before] = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.window_start, start - size)));
      if (Math.random() < SWEEP_SHARE) await sweep(now);
      const verdict = judge(rule, now, before?.hits ?? 0, counted?.hits ?? 1);
      return {
        ...verdict,
        async giveBack() {
          await db
            .update(rateLimits)
            .set({ hits: sql`${rateLimits.hits} - 1` })
            .where(and(eq(rateLimits.key, key), eq(rateLimits.window_start, start), gt(rateLimits.hits, 0)));
        },
      };
    },

    async forget(rule, subject) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
    },
  };
}
