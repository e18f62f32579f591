import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, type AnyActorRef } from 'xstate';
import { creatorFitMachine, FIT_SETTLE_MS, type FitCounted } from './creator-fit';
import { targetingOf, type Targeting } from '../domain/targeting';

/** A parent that records what the fit machine tells it, the fit machine given a count of its own. */
function harness(count: (targeting: Targeting) => Promise<number>) {
  const heard: FitCounted[] = [];
  const parent = setup({
    types: { events: {} as FitCounted },
    actors: {
      fit: creatorFitMachine.provide({ actors: { count: fromPromise(({ input }) => count(input)) } }),
    },
  }).createMachine({
    invoke: { id: 'fit', src: 'fit' },
    on: {
      'fit.counted': { actions: ({ event }) => heard.push(event) },
    },
  });
  const actor = createActor(parent).start();
  const fit = actor.getSnapshot().children.fit as AnyActorRef;
  return { heard, tell: (targeting: Targeting) => fit.send({ type: 'fit.targeting', targeting }) };
}

const beauty = targetingOf({ creator_tier: 'pro', category: 'beauty', ages: ['18_24'] });
const food = targetingOf({ creator_tier: 'basic', category: 'food' });

describe('the creators a targeting finds, live', () => {
  it('counts once the answers settle, and tells only the newest count', async () => {
    vi.useFakeTimers();
    try {
      const asked: Targeting[] = [];
      const { heard, tell } = harness(async (targeting) => {
        asked.push(targeting);
        return targeting === food ? 12 : 3;
      });
      tell(beauty);
      tell(food);
      await vi.advanceTimersByTimeAsync(FIT_SETTLE_MS + 1);
      expect(asked).toEqual([food]);
      expect(heard).toEqual([{ type: 'fit.counted', count: 12, version: 2 }]);
      // The same targeting again asks nothing.
      tell(targetingOf({ creator_tier: 'basic', category: 'food' }));
      await vi.advanceTimersByTimeAsync(FIT_SETTLE_MS + 1);
      expect(asked).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the answer of a count that a newer targeting overtook', async () => {
    vi.useFakeTimers();
    try {
      let release: (count: number) => void = () => {};
      const slow = new Promise<number>((resolve) => (release = resolve));
      const { heard, tell } = harness((targeting) => (targeting === beauty ? slow : Promise.resolve(7)));
      tell(beauty);
      await vi.advanceTimersByTimeAsync(FIT_SETTLE_MS + 1);
      tell(food);
      release(3);
      await vi.advanceTimersByTimeAsync(FIT_SETTLE_MS + 1);
      expect(heard).toEqual([{ type: 'fit.counted', count: 7, version: 2 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last count when counting fails', async () => {
    vi.useFakeTimers();
    try {
      const { heard, tell } = harness((targeting) =>
        targeting === beauty ? Promise.resolve(4) : Promise.reject(new Error('offline')),
      );
      tell(beauty);
      await vi.advanceTimersByTimeAsync(FIT_SETTLE_MS + 1);
      tell(food);
      await vi.advanceTimersByTimeAsync(FIT_SETTLE_MS + 1);
      expect(heard).toEqual([{ type: 'fit.counted', count: 4, version: 1 }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
