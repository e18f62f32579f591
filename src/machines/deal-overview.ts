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
 * (sends `deal.live` with the id of a deal that changed). Actions a screen may provide: `announceDone`.
 */
import { TrackingInput, type Carrier } from '../domain/shipping';
import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  transition,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { object } from 'superstruct';
import type { DealFieldsFragment } from '../graphql/generated/graphql';
import { contentFeedback, type DealFacts, type DealStatus, type DeliveryStatus } from '../domain/deal';
import type { DeliveryMethod } from '../domain/campaign';
import { check, type FieldErrors } from '../domain/validation';
import { ApiError, toApiError } from '../domain/api-error';
import { dealSnapshot } from './deal-decision';
import { dealMachine, type DealEvent } from './deal';

export type OverviewDeal = DealFieldsFragment;

/** How often the countdown moves. */
export const CLOCK_TICK_MS = 1000;

/** What the brand does to a deal. */
export type DealAction =
  | { type: 'ship'; carrier: Carrier; tracking_number: string }
  | { type: 'cancel' }
  | { type: 'accept' }
  | { type: 'decline'; feedback: string };

export type CompanyEvent = 'deal.ship' | 'deal.cancel' | 'content.accept' | 'content.decline';

/** The facts the deal machine looks at, from a deal as the API sends it. */
export const factsOf = (
  deal: Pick<
    OverviewDeal,
    'status' | 'delivery' | 'delivery_status' | 'revisions' | 'carrier' | 'tracking_number' | 'publish_at'
  >,
): DealFacts => ({
  status: deal.status as DealStatus,
  delivery: deal.delivery as DeliveryMethod,
  delivery_status: deal.delivery_status as DeliveryStatus,
  revisions: deal.revisions,
  carrier: (deal.carrier as Carrier | null) ?? null,
  tracking_number: deal.tracking_number,
  publish_at: deal.publish_at,
});

// What the events carry does not decide whether they may happen; the checks of the values come after.
const SAMPLE: Record<CompanyEvent, DealEvent> = {
  'deal.ship': { type: 'deal.ship', carrier: 'other', tracking_number: 'sample', by: 'company' },
  'deal.cancel': { type: 'deal.cancel', by: 'company' },
  'content.accept': { type: 'content.accept', by: 'company' },
  'content.decline': { type: 'content.decline', feedback: 'sample feedback', by: 'company' },
};

/**
 * Whose turn to show beside a deal's status: none while it is hired, as its status ("Awaiting creator") says so
 * already; then the deal's own.
 */
export const turnShown = (deal: { status: string; awaiting: string | null }): string | null =>
  deal.status === 'hired' ? null : deal.awaiting;

/** Whether the brand may send `event` on the deal now, as the shared deal machine says. */
export function companyMay(facts: DealFacts, event: CompanyEvent): boolean {
  if (facts.status === 'finished' || facts.status === 'canceled') return false;
  const [next] = transition(dealMachine, dealSnapshot(facts), SAMPLE[event]);
  return next.context.refusal === null;
}

/** A live event about a deal: `version` is the one the change left it at (null when the message had none). */
export type DealLiveEvent = { type: 'deal.live'; dealId: string; version: number | null };

export type DealOverviewContext = {
  dealId: string;
  deal: OverviewDeal | null;
  /** The newest version of the deal a live event announced. */
  heard: number;
  now: number;
  loadError: ApiError | null;
  /** Field errors of the open form (the shared structs' or the API's). */
  fields: FieldErrors;
  error: ApiError | null;
  /** The action in flight. */
  action: DealAction | null;
  /** Must-have tags ticked in the review checklist, and the upload they were ticked for. */
  checked: string[];
  checkedFor: string | null;
};

export type DealOverviewEvent =
  | { type: 'overview.retry' }
  | DealLiveEvent
  | { type: 'ship.open' }
  | { type: 'ship.submit'; carrier: string; tracking_number: string }
  | { type: 'cancel.open' }
  | { type: 'cancel.confirm' }
  | { type: 'content.accept' }
  | { type: 'decline.open' }
  | { type: 'decline.submit'; feedback: string }
  | { type: 'action.close' }
  | { type: 'review.check'; tag: string; checked: boolean };

const latestContentId = (deal: OverviewDeal | null): string | null => deal?.content[0]?.id ?? null;

/**
 * The call of an action: done, back to idle with the deal as the API answered it; refused, back to the action's
 * form (`open`) with the reason. Closing is held off while it runs.
 */
const sending = () => ({
  tags: ['busy'],
  on: { 'action.close': {} },
  invoke: {
    src: 'act' as const,
    input: ({ context }: { context: DealOverviewContext }) => ({
      dealId: context.dealId,
      action: context.action as DealAction,
    }),
    onDone: {
      target: '#dealOverview.ready.action.idle',
      actions: [
        {
          type: 'announceDone' as const,
          params: ({ context }: { context: DealOverviewContext }) => context.action as DealAction,
        },
        {
          type: 'takeDeal' as const,
          params: ({ event }: { event: { output: OverviewDeal } }) => event.output,
        },
      ],
    },
    onError: { target: 'open', actions: 'takeError' as const },
  },
});

export const dealOverviewMachine = setup({
  types: {
    context: {} as DealOverviewContext,
    events: {} as DealOverviewEvent,
    input: {} as { dealId: string },
  },
  actors: {
    loadDeal: fromPromise<OverviewDeal, string>(() =>
      Promise.reject(new Error('dealOverview: loadDeal is not provided')),
    ),
    act: fromPromise<OverviewDeal, { dealId: string; action: DealAction }>(() =>
      Promise.reject(new Error('dealOverview: act is not provided')),
    ),
    liveDeals: fromCallback<DealLiveEvent>(() => () => {}),
  },
  actions: {
    announceDone: (_, _action: DealAction) => {},
    hear: assign({
      heard: ({ context, event }) =>
        event.type === 'deal.live' && event.version !== null
          ? Math.max(context.heard, event.version)
          : context.heard,
    }),
    tick: assign({ now: () => Date.now() }),
    takeError: assign(({ event }) => {
      const error = toApiError((event as { error?: unknown }).error);
      return { error, fields: error.fields };
    }),
    takeDeal: assign(({ context }, deal: OverviewDeal) => {
      // An answer older than the deal shown (a reload overtaken by an action's answer, say) changes nothing.
      if (context.deal && deal.version < context.deal.version) return {};
      const upload = latestContentId(deal);
      return {
        deal,
        loadError: null,
        // A new upload is a new review: its checklist starts empty.
        ...(upload !== context.checkedFor ? { checked: [], checkedFor: upload } : {}),
      };
    }),
  },
  guards: {
    /** A live event about this deal that tells no version: the deal is read again. */
    isUnversioned: ({ context, event }) =>
      event.type === 'deal.live' && event.dealId === context.dealId && event.version === null,
    /** A live event about a version of this deal newer than the one shown. */
    isNews: ({ context, event }) =>
      event.type === 'deal.live' &&
      event.dealId === context.dealId &&
      event.version !== null &&
      event.version > (context.deal?.version ?? 0),
    /** The deal shown is older than a version a live event announced. */
    isBehind: ({ context }) => context.deal !== null && context.deal.version < context.heard,
    may: ({ context }, params: { event: CompanyEvent }) =>
      context.deal !== null && companyMay(factsOf(context.deal), params.event),
    isTrackingValid: ({ event }) =>
      event.type === 'ship.submit' &&
      check(TrackingInput, { carrier: event.carrier, tracking_number: event.tracking_number }).ok,
    isFeedbackValid: ({ event }) =>
      event.type === 'decline.submit' &&
      check(object({ feedback: contentFeedback }), { feedback: event.feedback }).ok,
  },
}).createMachine({
  id: 'dealOverview',
  context: ({ input }) => ({
    dealId: input.dealId,
    deal: null,
    heard: 0,
    now: Date.now(),
    loadError: null,
    fields: {},
    error: null,
    action: null,
    checked: [],
    checkedFor: null,
  }),
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
                checked: ({ context, event }) =>
                  event.checked
                    ? [...new Set([...context.checked, event.tag])]
                    : context.checked.filter((tag) => tag !== event.tag),
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
                'ship.open': { guard: { type: 'may', params: { event: 'deal.ship' } }, target: 'shipping' },
                'cancel.open': {
                  guard: { type: 'may', params: { event: 'deal.cancel' } },
                  target: 'canceling',
                },
                'decline.open': {
                  guard: { type: 'may', params: { event: 'content.decline' } },
                  target: 'declining',
                },
                'content.accept': {
                  guard: { type: 'may', params: { event: 'content.accept' } },
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
                        actions: assign({
                          action: ({ event }) => {
                            const checked = check(TrackingInput, {
                              carrier: event.carrier,
                              tracking_number: event.tracking_number,
                            });
                            return (checked.ok ? { type: 'ship', ...checked.value } : null) as DealAction;
                          },
                          fields: {},
                        }),
                      },
                      {
                        actions: assign({
                          fields: ({ event }) => {
                            const checked = check(TrackingInput, {
                              carrier: event.carrier,
                              tracking_number: event.tracking_number,
                            });
                            return checked.ok ? {} : checked.fields;
                          },
                        }),
                      },
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
                        actions: assign({
                          action: ({ event }) =>
                            ({ type: 'decline', feedback: event.feedback.trim() }) as DealAction,
                          fields: {},
                        }),
                      },
                      {
                        actions: assign({
                          fields: ({ event }) => {
                            const checked = check(object({ feedback: contentFeedback }), {
                              feedback: event.feedback,
                            });
                            return checked.ok ? {} : checked.fields;
                          },
                        }),
                      },
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
                      guard: { type: 'may', params: { event: 'content.accept' } },
                      target: 'sending',
                      actions: assign({ error: null }),
                    },
                    'decline.open': {
                      guard: { type: 'may', params: { event: 'content.decline' } },
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
