import { describe, expect, it } from 'vitest';
import { CompanyCache } from './company-cache';

type Value = { company: string; n: number };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const newCache = (ttlMs = 60_000) =>
  new CompanyCache<string, Value>({ ttlMs, companyOf: (value) => value.company });

describe('CompanyCache.load', () => {
  it('answers a stored value at once, without asking again', async () => {
    const cache = newCache();
    let asked = 0;
    const lookUp = async () => ({ company: 'a', n: (asked += 1) });
    expect(await cache.load('k', lookUp)).toEqual({ company: 'a', n: 1 });
    expect(cache.load('k', lookUp)).toEqual({ company: 'a', n: 1 }); // a value, not a promise
    expect(asked).toBe(1);
  });

  it('shares one lookup among callers asking meanwhile', async () => {
    const cache = newCache();
    const answer = deferred<Value>();
    let asked = 0;
    const lookUp = () => ((asked += 1), answer.promise);
    const first = cache.load('k', lookUp);
    const second = cache.load('k', lookUp);
    answer.resolve({ company: 'a', n: 1 });
    expect(await first).toBe(await second);
    expect(asked).toBe(1);
  });

  it('neither shares nor stores a lookup begun before the company was forgotten', async () => {
    const cache = newCache();
    const stale = deferred<Value>();
    const before = cache.load('k', () => stale.promise);
    cache.forgetCompany('a'); // a write committed while the first read was under way
    let asked = 0;
    const after = cache.load('k', async () => ({ company: 'a', n: (asked += 1) + 1 }));
    stale.resolve({ company: 'a', n: 1 });
    expect(await before).toEqual({ company: 'a', n: 1 });
    expect(await after).toEqual({ company: 'a', n: 2 });
    expect(asked).toBe(1);
    expect(cache.get('k', Date.now())).toEqual({ company: 'a', n: 2 });
  });

  it('stores nothing when told not to, and no null answer', async () => {
    const cache = newCache();
    await cache.load('k', async () => ({ company: 'a', n: 1 }), false);
    expect(cache.get('k', Date.now())).toBeUndefined();
    await cache.load('missing', async () => null);
    expect(cache.get('missing', Date.now())).toBeUndefined();
  });

  it('forgets only the company named, and everything after its lifetime', async () => {
    const cache = newCache(1_000);
    await cache.load('a1', async () => ({ company: 'a', n: 1 }));
    await cache.load('b1', async () => ({ company: 'b', n: 1 }));
    cache.forgetCompany('a');
    expect(cache.get('a1', Date.now())).toBeUndefined();
    expect(cache.get('b1', Date.now())).toEqual({ company: 'b', n: 1 });
    expect(cache.get('b1', Date.now() + 1_000)).toBeUndefined();
  });
});
