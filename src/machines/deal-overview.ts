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
 *     action: idle → shipping | canceling | accepting (open → sending) | declining (open → flushing → sending)
 *             → idle with the deal as the API answered it; a refusal goes back to `open` with its error. Each
 *             dialog is named by the address (dialogOf): Back closes it (the typed feedback is kept in `draft`),
 *             Forward opens it again (`dialog.address`).
 *     review: saved ⇄ saving: the must-haves ticked on the upload under review, each saved in turn
 *             (deal-overview-review.ts); sending back waits for them
 *     live:   listening (the `liveDeals` actor reports deal events of the company)
 *
 * Answers and live events may arrive in any order: each carries the deal's version, the page keeps the newest deal
 * it was answered (an older answer is dropped), a live event about a version it shows already is ignored, and a
 * reload answered older than a version a live event announced is made again.
 *
 * Input: the deal id. Actors to provide: `loadDeal` (id → deal), `act` ({ dealId, action } → deal), `saveCheck`
 * (a tick → the ticks the API holds), `liveDeals`
 * (sends `deal.live` with the id of a deal that changed). Actions a screen may provide: `announceDone`. Its types,
 * the deal's facts, its context helpers and the state that sends an action are in deal-overview-types.ts,
 * deal-overview-facts.ts, deal-overview-context.ts and deal-overview-sending.ts.
 */
import { and, assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toApiError } from '../domain/api-error';
import type {
  CompanyEvent,
  DealAction,
  DealDialog,
  DealLiveEvent,
  DealOverviewContext,
  DealOverviewEvent,
  MustHaveCheck,
  OverviewDeal,
} from './deal-overview-types';
import { companyMay, factsOf } from './deal-overview-facts';
import { sending } from './deal-overview-sending';
import {
  checkQueued,
  checksDropped,
  checksSavedAs,
  dealTaken,
  declineAction,
  feedbackFields,
  heardVersion,
  initialOverviewContext,
  isNews,
  isUnversioned,
  isFeedbackValid,
  reviewedUpload,
  isTrackingValid,
  shipAction,
  trackingFields,
} from './deal-overview-context';
import { accepting, checklist, closingDialog, declining } from './deal-overview-review';
import { environmentOf } from './environment';

/** How often the countdown moves. */
export const CLOCK_TICK_MS = 1000;

const missing = (name: string) => () => Promise.reject(new Error(`dealOverview: ${name} is not provided`));

/** The guard that asks the shared deal machine whether the brand may send `event` now. */
const may = (event: CompanyEvent) => ({ type: 'may' as const, params: { event } });

/** The guard that the address names `dialog` (none: Back left the dialog's address). */
const addressNames = (dialog: DealDialog | null) => ({ type: 'addressNames' as const, params: { dialog } });

export const dealOverviewMachine = setup({
  types: {
    context: {} as DealOverviewContext,
    events: {} as DealOverviewEvent,
    input: {} as { dealId: string },
  },
  actors: {
    loadDeal: fromPromise<OverviewDeal, string>(missing('loadDeal')),
    act: fromPromise<OverviewDeal, { dealId: string; action: DealAction }>(missing('act')),
    saveCheck: fromPromise<string[], MustHaveCheck>(missing('saveCheck')),
    liveDeals: fromCallback<DealLiveEvent>(() => () => {}),
  },
  actions: {
    announceDone: (_, _action: DealAction) => {},
    hear: assign({
      heard: ({ context, event }) =>
        event.type === 'deal.live' ? heardVersion(context.heard, event.version) : context.heard,
    }),
    tick: assign({ now: ({ system }) => environmentOf(system).now() }),
    takeError: assign(({ event }) => {
      const error = toApiError((event as { error?: unknown }).error);
      return { error, fields: error.fields };
    }),
    takeDeal: assign(({ context }, deal: OverviewDeal) => dealTaken(context, deal)),
    takeDecline: assign(({ event }) =>
      event.type === 'decline.submit'
        ? { action: declineAction(event.feedback), draft: event.feedback, fields: {} }
        : {},
    ),
    takeAccept: assign({ action: { type: 'accept' } as DealAction, error: null }),
    keepDraft: assign({
      draft: ({ context, event }) => (event.type === 'decline.edit' ? event.feedback : context.draft),
    }),
    queueCheck: assign(({ context, event }) =>
      event.type === 'review.check' ? checkQueued(context, event.tag, event.checked) : {},
    ),
    takeSavedChecks: assign(({ context }, saved: string[]) => checksSavedAs(context, saved)),
    dropChecks: assign(({ context, event }) => checksDropped(context, (event as { error?: unknown }).error)),
    takeFeedbackFields: assign({
      fields: ({ event }) => (event.type === 'decline.submit' ? feedbackFields(event.feedback) : {}),
    }),
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
    /** The upload shown waits for the brand's review: its checklist may be ticked. */
    isReviewing: ({ context }) => reviewedUpload(context) !== null,
    hasQueuedChecks: ({ context }) => context.checkQueue.length > 0,
    checksSaved: ({ context }) => context.checkQueue.length === 0,
    /** The address names `dialog` (Back or Forward moved it there). */
    addressNames: ({ event }, params: { dialog: DealDialog | null }) =>
      event.type === 'dialog.address' && event.dialog === params.dialog,
  },
}).createMachine({
  id: 'dealOverview',
  context: ({ input, self }) => initialOverviewContext(input.dealId, environmentOf(self.system).now()),
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
        review: checklist,
        action: {
          initial: 'idle',
          states: {
            idle: {
              entry: assign({ fields: {}, error: null, action: null }),
              on: {
                'ship.open': { guard: may('deal.ship'), target: 'shipping' },
                'cancel.open': { guard: may('deal.cancel'), target: 'canceling' },
                'decline.open': { guard: may('content.decline'), target: 'declining' },
                'content.accept': { guard: may('content.accept'), target: 'accepting' },
                // Forward (or an address given) names a dialog: it opens when its action may happen now.
                'dialog.address': [
                  { guard: and([addressNames('ship'), may('deal.ship')]), target: 'shipping' },
                  { guard: and([addressNames('cancel'), may('deal.cancel')]), target: 'canceling' },
                  { guard: and([addressNames('accept'), may('content.accept')]), target: 'accepting' },
                  { guard: and([addressNames('send-back'), may('content.decline')]), target: 'declining' },
                ],
              },
            },
            shipping: {
              tags: ['shipping'],
              initial: 'open',
              on: closingDialog,
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
            declining,
            canceling: {
              tags: ['canceling'],
              initial: 'open',
              on: closingDialog,
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
            accepting,
          },
        },
      },
    },
  },
});

/** The dialog open in a state, as the address names it; null when none is. */
export function dialogOf(snapshot: DealOverviewSnapshot): DealDialog | null {
  if (snapshot.hasTag('shipping')) return 'ship';
  if (snapshot.hasTag('canceling')) return 'cancel';
  if (snapshot.hasTag('accepting')) return 'accept';
  if (snapshot.hasTag('declining')) return 'send-back';
  return null;
}

export type DealOverviewMachine = typeof dealOverviewMachine;
export type DealOverviewActor = ActorRefFrom<typeof dealOverviewMachine>;
export type DealOverviewSnapshot = SnapshotFrom<typeof dealOverviewMachine>;
