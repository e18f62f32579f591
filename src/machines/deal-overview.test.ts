import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { CLOCK_TICK_MS, dealOverviewMachine } from './deal-overview';
import type { Environment } from './environment';
import { simulatedEnvironment } from './simulated-environment';
import type { DealAction, DealLiveEvent, OverviewDeal } from './deal-overview-types';

/** A deal as the API answers it at a version; only what the machine reads of it is filled. */
const dealAt = (version: number, status: string): OverviewDeal =>
  ({
    id: 'd1',
    version,
    status,
    delivery: 'refund',
    delivery_status: 'delivered',
    revisions: 0,
    carrier: null,
    tracking_number: null,
    publish_at: null,
    content: [{ id: `u${version}` }],
  }) as unknown as OverviewDeal;

/** A promise the test settles when it chooses: answers arrive in the order the test plays. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** The machine with its answers queued by the test, and the live events it sends. */
function overview(environment?: Environment) {
  const loads: Array<ReturnType<typeof later<OverviewDeal>>> = [];
  const acts: Array<ReturnType<typeof later<OverviewDeal>>> = [];
  let live: (event: DealLiveEvent) => void = () => {};
  const machine = dealOverviewMachine.provide({
    actors: {
      loadDeal: fromPromise<OverviewDeal, string>(() => {
        const answer = later<OverviewDeal>();
        loads.push(answer);
        return answer.promise;
      }),
      act: fromPromise<OverviewDeal, { dealId: string; action: DealAction }>(() => {
        const answer = later<OverviewDeal>();
        acts.push(answer);
        return answer.promise;
      }),
      liveDeals: fromCallback(({ sendBack }) => {
        live = sendBack;
        return () => {};
      }),
    },
  });
  const actor = createActor(machine, {
    input: { dealId: 'd1' },
    ...(environment ? { clock: environment } : {}),
  }).start();
  const announce = (version: number) => live({ type: 'deal.live', dealId: 'd1', version });
  return { actor, loads, acts, announce };
}

const shown = (actor: ReturnType<typeof overview>['actor']) => actor.getSnapshot().context.deal?.version;

describe('the deal page keeps the newest deal it was answered', () => {
  it('drops a reload answered after an action but older than its answer', async () => {
    const { actor, loads, acts, announce } = overview();
    loads[0]!.settle(dealAt(4, 'content_approved_by_admin'));
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    // Staff's approval arrives live while the brand accepts: the reload and the acceptance run together.
    announce(5);
    actor.send({ type: 'content.accept' });
    actor.send({ type: 'accept.confirm' });
    expect(loads).toHaveLength(2);
    expect(acts).toHaveLength(1);
    acts[0]!.settle(dealAt(6, 'company_accepts_content'));
    await waitFor(actor, (s) => s.matches({ ready: { action: 'idle' } }));
    loads[1]!.settle(dealAt(5, 'content_approved_by_admin'));
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    expect(shown(actor)).toBe(6);
    expect(actor.getSnapshot().context.deal?.status).toBe('company_accepts_content');
  });

  it('ignores a live event about the version it shows, or an older one', async () => {
    const { actor, loads, acts, announce } = overview();
    loads[0]!.settle(dealAt(4, 'content_approved_by_admin'));
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    actor.send({ type: 'content.accept' });
    actor.send({ type: 'accept.confirm' });
    acts[0]!.settle(dealAt(5, 'company_accepts_content'));
    await waitFor(actor, (s) => s.matches({ ready: { action: 'idle' } }));
    // The acceptance's own live event, then a late one from before it.
    announce(5);
    announce(3);
    expect(actor.getSnapshot().matches({ ready: { data: 'idle' } })).toBe(true);
    expect(loads).toHaveLength(1);
    expect(shown(actor)).toBe(5);
  });

  it('reads again when a reload answers older than a version announced meanwhile', async () => {
    const { actor, loads, announce } = overview();
    loads[0]!.settle(dealAt(1, 'hired'));
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    announce(2);
    announce(3);
    // One read at a time: the second announcement waits for the answer on its way.
    expect(loads).toHaveLength(2);
    loads[1]!.settle(dealAt(2, 'creator_accepted'));
    await waitFor(actor, () => loads.length === 3);
    expect(shown(actor)).toBe(2);
    loads[2]!.settle(dealAt(3, 'creator_accepted'));
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    expect(shown(actor)).toBe(3);
    expect(loads).toHaveLength(3);
  });
});

describe('the deal page’s clock', () => {
  it('reads the time of the environment it runs in, and moves on with it every tick once shown', async () => {
    const environment = simulatedEnvironment(Date.UTC(2026, 4, 1, 12));
    const { actor, loads } = overview(environment);
    expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 4, 1, 12));
    loads[0]!.settle(dealAt(1, 'hired'));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    environment.increment(CLOCK_TICK_MS - 1);
    expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 4, 1, 12));
    environment.increment(1);
    expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 4, 1, 12) + CLOCK_TICK_MS);
    environment.increment(3 * CLOCK_TICK_MS);
    expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 4, 1, 12) + 4 * CLOCK_TICK_MS);
  });
});
