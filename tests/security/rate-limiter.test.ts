/**
 * The rate limiter itself (server/services/rate-limit.ts), on a real database with a clock of its own: attempts
 * sent at once are all counted before any is judged, a burst at the end of a window and another at the start of
 * the next cannot add up to twice the limit, the wait it announces is the one it keeps, and giving back or
 * forgetting does what it says.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { createRateLimiter, judge, refusalOf } from '../../server/services/rate-limit';
import type { RateRule } from '../../src/domain/constants';

// The server's database: PGlite, or PostgreSQL with TEST_DATABASE_URL, where attempts truly run in parallel.
const api = serverForTests();
const database = {
  get db() {
    return api.server.app.services.db;
  },
};

const MINUTE = 60_000;
const rule = (limit: number, minutes: number, name = `test.${Math.random()}`): RateRule => ({
  name,
  limit,
  windowSeconds: minutes * 60,
});

/** A clock standing at a chosen time. */
function clockAt(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (at: number) => (now = at) };
}

describe('judging a count', () => {
  const fivePerQuarter = rule(5, 15);

  it('allows up to the limit within one window', () => {
    expect(judge(fivePerQuarter, 0, 0, 5)).toEqual({ allowed: true, retryAfter: 0 });
    expect(judge(fivePerQuarter, 0, 0, 6).allowed).toBe(false);
  });

  it('weighs the previous window by the share of it still within the last windowSeconds', () => {
    const quarter = 15 * MINUTE;
    // A third into the window: two thirds of the previous window's 6 hits still count, 4 + 2 = 6 > 5.
    expect(judge(fivePerQuarter, quarter / 3, 6, 2).allowed).toBe(false);
    // Two thirds in: a third of 6 is 2, 2 + 3 = 5.
    expect(judge(fivePerQuarter, (2 * quarter) / 3, 6, 3).allowed).toBe(true);
  });

  it('announces a wait after which one more attempt is allowed', () => {
    for (const [previous, current, at] of [
      [0, 6, 0.1],
      [5, 3, 0.2],
      [30, 1, 0.5],
      [2, 40, 0.9],
    ] as const) {
      const now = at * 15 * MINUTE;
      const refused = judge(fivePerQuarter, now, previous, current);
      expect(refused.allowed).toBe(false);
      const later = now + refused.retryAfter * 1000;
      // The attempt made then is judged against what remains, plus itself.
      const inNextWindow = later >= 15 * MINUTE;
      const verdict = inNextWindow
        ? judge(fivePerQuarter, later, later >= 30 * MINUTE ? 0 : current, 1)
        : judge(fivePerQuarter, later, previous, current + 1);
      expect(verdict.allowed, `${previous}/${current} at ${at}`).toBe(true);
      expect(refused.retryAfter).toBeLessThanOrEqual(2 * 15 * 60);
    }
  });

  it('takes the longest wait of several attempts', () => {
    const allowed = { allowed: true, retryAfter: 0, giveBack: async () => {} };
    const refusedFor = (seconds: number) => ({
      allowed: false,
      retryAfter: seconds,
      giveBack: async () => {},
    });
    expect(refusalOf([allowed, allowed])).toBeNull();
    expect(refusalOf([allowed, refusedFor(30), refusedFor(90)])).toBe(90);
  });
});

describe('counting in the database', () => {
  it('lets exactly the limit through of 50 attempts made at once', async () => {
    const limiter = createRateLimiter(database.db);
    const limited = rule(7, 15);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => limiter.take(limited, 'ada@example.com')),
    );
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(7);
  });

  it('does not let a burst at the end of a window and one at the start of the next make twice the limit', async () => {
    const clock = clockAt(100 * 15 * MINUTE);
    const limiter = createRateLimiter(database.db, clock.now);
    const limited = rule(10, 15);
    clock.advance(15 * MINUTE - 1000); // the last second of a window
    const late = await Promise.all(Array.from({ length: 10 }, () => limiter.take(limited, 'client')));
    clock.advance(2000); // the first second of the next
    const early = await Promise.all(Array.from({ length: 10 }, () => limiter.take(limited, 'client')));
    expect(late.filter((attempt) => attempt.allowed)).toHaveLength(10);
    expect(early.filter((attempt) => attempt.allowed)).toHaveLength(0);
  });

  it('keeps counting refused attempts, and lets one through once the announced wait has passed', async () => {
    const clock = clockAt(200 * 15 * MINUTE + 5 * MINUTE);
    const limiter = createRateLimiter(database.db, clock.now);
    const limited = rule(3, 15);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await limiter.take(limited, 's')).allowed).toBe(true);
    const refused = await limiter.take(limited, 's');
    expect(refused.allowed).toBe(false);
    clock.advance(refused.retryAfter * 1000 - 2000);
    expect((await limiter.take(limited, 's')).allowed).toBe(false);
    const again = await limiter.take(limited, 's');
    clock.advance(again.retryAfter * 1000);
    expect((await limiter.take(limited, 's')).allowed).toBe(true);
  });

  it('gives back an attempt that proved legitimate, and forgets a subject on request', async () => {
    const limiter = createRateLimiter(database.db);
    const limited = rule(2, 15);
    const first = await limiter.take(limited, 'ada');
    await first.giveBack();
    await limiter.take(limited, 'ada');
    expect((await limiter.take(limited, 'ada')).allowed).toBe(true);
    expect((await limiter.take(limited, 'ada')).allowed).toBe(false);
    expect((await limiter.take(limited, 'grace')).allowed).toBe(true);
    await limiter.forget(limited, 'ada');
    expect((await limiter.take(limited, 'ADA')).allowed).toBe(true);
  });
});
