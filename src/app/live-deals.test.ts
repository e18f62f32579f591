import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createLiveListingMachine, type ListingQuery } from '../machines/live-listing';
import { dealEventOf, liveDealsOf } from './live-deals';
import { liveHub } from '../../tests/support/live-hub';

describe('live deal events', () => {
  it('tells a deal event from a notification about a deal, with its version, and nothing from the others', () => {
    expect(
      dealEventOf({ message: 'Deal moved', code: 'deal.changed', deal_id: 'd1', deal_version: 3 }),
    ).toEqual({
      type: 'deal.live',
      dealId: 'd1',
      version: 3,
    });
    expect(dealEventOf({ message: 'Deal moved', deal_id: 'd2' })).toEqual({
      type: 'deal.live',
      dealId: 'd2',
      version: null,
    });
    expect(dealEventOf({ message: 'Hello from staff' })).toBeNull();
    expect(dealEventOf({ message: 'Odd', deal_id: '' })).toBeNull();
  });

  it('refreshes an open listing when a deal moves, without a reload', async () => {
    let loads = 0;
    const live = liveHub();
    const machine = createLiveListingMachine('test').provide({
      actors: {
        load: fromPromise<unknown, ListingQuery>(async () => ({ loads: ++loads })),
        liveDeals: liveDealsOf(live),
      },
    });
    const actor = createActor(machine, { input: { query: { page: 1 } } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    live.publish({ message: 'Hello from staff' });
    live.publish({ message: 'Deal moved', deal_id: 'd1' });
    await waitFor(actor, (s) => (s.context.page as { loads: number }).loads === 2);
    actor.stop();
    live.publish({ message: 'Deal moved', deal_id: 'd1' });
    expect(loads).toBe(2);
  });
});
