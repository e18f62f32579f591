import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createLiveListingMachine, type ListingQuery } from '../machines/live-listing';
import { liveDealsActor, onDealEvent, publishDealEvent } from './live-deals';

describe('live deal events', () => {
  it('hands a notification about a deal to every listener, and ignores the others', () => {
    const heard: string[] = [];
    const stop = onDealEvent((event) => heard.push(event.dealId));
    publishDealEvent({ message: 'Deal moved', code: 'deal.changed', deal_id: 'd1' });
    publishDealEvent({ message: 'Hello from staff' });
    stop();
    publishDealEvent({ message: 'Deal moved', deal_id: 'd2' });
    expect(heard).toEqual(['d1']);
  });

  it('refreshes an open listing when a deal moves, without a reload', async () => {
    let loads = 0;
    const machine = createLiveListingMachine('test').provide({
      actors: {
        load: fromPromise<unknown, ListingQuery>(async () => ({ loads: ++loads })),
        liveDeals: liveDealsActor,
      },
    });
    const actor = createActor(machine, { input: { query: { page: 1 } } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    publishDealEvent({ message: 'Deal moved', deal_id: 'd1' });
    await waitFor(actor, (s) => (s.context.page as { loads: number }).loads === 2);
    actor.stop();
    publishDealEvent({ message: 'Deal moved', deal_id: 'd1' });
    expect(loads).toBe(2);
  });
});
