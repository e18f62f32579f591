/**
 * One deal as the brand follows it (/deal/:dealId): loaded, kept fresh by live deal events, with a clock for the
 * countdown to its due time, and the brand's actions on it — ship with a tracking number, cancel, accept the
 * content or send it back with feedback. What the brand may do at each step is asked of the shared deal machine
 * (src/machines/deal.ts) through `companyMay`, so the screen offers exactly what the API will accept.
 *
 *   loading → ready | failed
 *   ready, in parallel:
 *     data:   idle ⇄ reloading (a live event about a version of this deal newer than the one shown)
 *     clock:  ticking (every CLOCK_TICK_MS: `now` moves on)
 *     action: idle → shipping | declining | canceling (open → sending) | accepting (sending ⇄ open)
 *             → idle with the deal as the API answered it; a refusal goes back to `open` with its error
 *     review: the must-have tags ticked so far (reset with each new upload)
 *     live:   listening (the `liveDeals` actor reports deal events of the company)
 *
 * Answers and live events may arrive in any order: each carries the deal's version, the page keeps the newest deal
 * it was answered (an older answer is dropped), a live event about a version it shows already is ignored, and a
 * reload answered older than a version a live event announced is made again.
 *
 * Input: the deal id. Actors to provide: `loadDeal` (id → deal), `act` ({ dealId, action } → deal), `liveDeals`
 * (sends `deal.live` with the id of a deal that changed). Actions a screen may provide: `announceDone`. Its types,
 * the deal's facts, its context helpers and the state that sends an action are in deal-overview-types.ts,
 * deal-overview-facts.ts, deal-overview-context.ts and deal-overview-sending.ts.
 */
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toApiError } from '../domain/api-error';
import type {
  CompanyEvent,
  DealAction,
  DealLiveEvent,
  DealOverviewContext,
  DealOverviewEvent,
  OverviewDeal,
} from './deal-overview-types';
import { companyMay, factsOf } from './deal-overview-facts';
import { sending } from './deal-overview-sending';
import {
  dealTaken,
  declineAction,
  feedbackFields,
  heardVersion,
  initialOverviewContext,
  isNews,
  isUnversioned,
  isFeedbackValid,
  isTrackingValid,
  shipAction,
  tagsChecked,
  trackingFields,
} from './deal-overview-context';

/** How often the countdown moves. */
export const CLOCK_TICK_MS = 1000;

const missing = (name: string) => () => Promise.reject(new Error(`dealOverview: ${name} is not provided`));

/** The guard that asks the shared deal machine whether the brand may send `event` now. */
const may = (event: CompanyEvent) => ({ type: 'may' as const, params: { event } });

export const dealOverviewMachine = setup({
  types: {
    context: {} as DealOverviewContext,
    events: {} as DealOverviewEvent,
    input: {} as { dealId: string },
  },
  actors: {
    loadDeal: fromPromise<OverviewDeal, string>(missing('loadDeal')),
    act: fromPromise<OverviewDeal, { dealId: string; action: DealAction }>(missing('act')),
    liveDeals: fromCallback<DealLiveEvent>(() => () => {}),
  },
  actions: {
    announceDone: (_, _action: DealAction) => {},
    hear: assign({
      heard: ({ context, event }) =>
        event.type === 'deal.live' ? heardVersion(context.heard, event.version) : context.heard,
    }),
    tick: assign({ now: () => Date.now() }),
    takeError: assign(({ event }) => {
      const error = toApiError((event as { error?: unknown }).error);
      return { error, fields: error.fields };
    }),
    takeDeal: assign(({ context }, deal: OverviewDeal) => dealTaken(context, deal)),
  },
  guards: {
    /** A live event about this deal that tells no version: the deal is read again. */
    isUnversioned: ({ context, event }) => event.type === 'deal.live' && isUnversioned(context, event),
    /** A live event about a version of this deal newer than the one shown. */
    isNews: ({ context, event }) => event.type === 'deal.live' && isNews(context, event),
    /** The deal shown is older than a version a live event announced. */
    isBehind: ({ context }) => context.deal !== null && context.deal.version < context.heard,
    may: ({ context }, params: { event: CompanyEvent }) =>
      context.deal !== null && companyMay(factsOf(context.deal), params.event),
    isTrackingValid: ({ event }) => event.type === 'ship.submit' && isTrackingValid(event),
    isFeedbackValid: ({ event }) => event.type === 'decline.submit' && isFeedbackValid(event.feedback),
  },
}).createMachine({
  id: 'dealOverview',
  context: ({ input }) => initialOverviewContext(input.dealId),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadDeal',
        input: ({ context }) => context.dealId,
        onDone: { target: 'ready', actions: { type: 'takeDeal', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toApiError(event.error) }) },
      },
    },
    failed: { tags: ['failed'], on: { 'overview.retry': 'loading' } },
    ready: {
      type: 'parallel',
      invoke: { src: 'liveDeals' },
      states: {
        data: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'isBehind', target: 'reloading' },
              on: {
                'deal.live': [
                  { guard: 'isUnversioned', target: 'reloading' },
                  { guard: 'isNews', target: 'reloading', actions: 'hear' },
                ],
              },
            },
            reloading: {
              tags: ['refreshing'],
              // The answer on its way is kept; if it is older than what was announced meanwhile, `idle` reads again.
              on: {
                'deal.live': [
                  { guard: 'isUnversioned', target: 'reloading', reenter: true },
                  { guard: 'isNews', actions: 'hear' },
                ],
              },
              invoke: {
                src: 'loadDeal',
                input: ({ context }) => context.dealId,
                onDone: {
                  target: 'idle',
                  actions: { type: 'takeDeal', params: ({ event }) => event.output },
                },
                // The page keeps what it shows; the next event tries again.
                onError: 'idle',
              },
            },
          },
        },
        clock: {
          initial: 'ticking',
          states: {
            ticking: { after: { [CLOCK_TICK_MS]: { target: 'ticking', reenter: true, actions: 'tick' } } },
          },
        },
        review: {
          on: {
            'review.check': {
              actions: assign({
                checked: ({ context, event }) => tagsChecked(context.checked, event.tag, event.checked),
              }),
            },
          },
        },
        action: {
          initial: 'idle',
          states: {
            idle: {
              entry: assign({ fields: {}, error: null, action: null }),
              on: {
                'ship.open': { guard: may('deal.ship'), target: 'shipping' },
                'cancel.open': { guard: may('deal.cancel'), target: 'canceling' },
                'decline.open': { guard: may('content.decline'), target: 'declining' },
                'content.accept': {
                  guard: may('content.accept'),
                  target: 'accepting',
                  actions: assign({ action: { type: 'accept' } as DealAction }),
                },
              },
            },
            shipping: {
              tags: ['shipping'],
              initial: 'open',
              on: { 'action.close': '#dealOverview.ready.action.idle' },
              states: {
                open: {
                  on: {
                    'ship.submit': [
                      {
                        guard: 'isTrackingValid',
                        target: 'sending',
                        actions: assign({ action: ({ event }) => shipAction(event), fields: {} }),
                      },
                      { actions: assign({ fields: ({ event }) => trackingFields(event) }) },
                    ],
                  },
                },
                sending: sending(),
              },
            },
            declining: {
              tags: ['declining'],
              initial: 'open',
              on: { 'action.close': '#dealOverview.ready.action.idle' },
              states: {
                open: {
                  on: {
                    'decline.submit': [
                      {
                        guard: 'isFeedbackValid',
                        target: 'sending',
                        actions: assign({ action: ({ event }) => declineAction(event.feedback), fields: {} }),
                      },
                      { actions: assign({ fields: ({ event }) => feedbackFields(event.feedback) }) },
                    ],
                  },
                },
                sending: sending(),
              },
            },
            canceling: {
              tags: ['canceling'],
              initial: 'open',
              on: { 'action.close': '#dealOverview.ready.action.idle' },
              states: {
                open: {
                  on: {
                    'cancel.confirm': {
                      target: 'sending',
                      actions: assign({ action: { type: 'cancel' } as DealAction }),
                    },
                  },
                },
                sending: sending(),
              },
            },
            // Accepting has no form: a refusal is told beside the review until the next action.
            accepting: {
              initial: 'sending',
              states: {
                sending: sending(),
                open: {
                  tags: ['refused'],
                  on: {
                    'action.close': '#dealOverview.ready.action.idle',
                    'content.accept': {
                      guard: may('content.accept'),
                      target: 'sending',
                      actions: assign({ error: null }),
                    },
                    'decline.open': {
                      guard: may('content.decline'),
                      target: '#dealOverview.ready.action.declining',
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type DealOverviewMachine = typeof dealOverviewMachine;
export type DealOverviewActor = ActorRefFrom<typeof dealOverviewMachine>;
export type DealOverviewSnapshot = SnapshotFrom<typeof dealOverviewMachine>;
