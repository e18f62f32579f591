/**
 * The deal lifecycle (SPEC.md §4; DESIGN.md §6 "Deal roles"), one machine for the web app and the API: its
 * states are the deal statuses of src/domain/deal.ts, its events say who sends them (`by`), and every event a
 * state does not take is answered by a refusal (`context.refusal`, one of DEAL_REFUSALS) that says why, so the
 * rules of what may happen, and of why not, are written here once. The API decides each event with
 * `decideDealEvent` (deal-decision.ts), built on this machine.
 *
 *   hired ─accept─▶ creator_accepted ─purchase (refund) | ship (shipping)─▶ purchased_sent ─receive─▶
 *   product_received ─upload─▶ creator_upload_content ─approve─▶ content_approved_by_admin ─accept─▶
 *   company_accepts_content ─publish─▶ completed ─finish─▶ finished
 *   content_approved_by_admin ─decline─▶ product_received (a revision; at most MAX_CONTENT_REVISIONS)
 *   company_accepts_content ─publish later─▶ creator_waiting_for_publish_date ─publish | its date─▶ completed
 *   hired, creator_accepted ─cancel─▶ canceled; a creator's missed due time ─▶ canceled;
 *   the brand's missed review ─▶ company_accepts_content
 *
 * A step held to a due time says how long in its meta (`dueWithin`); whose turn it is and what a due time does
 * are read from the transitions themselves (deal-turns.ts).
 *
 * Input: the delivery method (refund: the creator buys the product and is refunded; shipping: the brand ships it).
 * No actors: the machine decides, the API and the web app act.
 */
import { and, assign, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  BRAND_REVIEW_WITHIN_MS,
  CREATOR_ACCEPT_WITHIN_MS,
  CREATOR_PURCHASE_WITHIN_MS,
  CREATOR_RECEIVE_WITHIN_MS,
  CREATOR_UPLOAD_WITHIN_MS,
  DEAL_EVENT_ROLES,
  MAX_CONTENT_REVISIONS,
  type DealRefusal,
  type DealStatus,
  type DeliveryStatus,
} from '../domain/deal';
import type { DealContext, DealEvent, DealInput } from './deal-types';

export type { DealContext, DealEvent, DealInput } from './deal-types';

/** A step's meta: how long after it is reached its due time falls, where the machine takes one (deal-turns.ts). */
export type DealStepMeta = { dueWithin?: number };

export const dealMachine = setup({
  types: {
    context: {} as DealContext,
    events: {} as DealEvent,
    input: {} as DealInput,
    meta: {} as DealStepMeta,
  },
  guards: {
    isFromCreator: ({ event }) => event.by === 'creator',
    isFromCompany: ({ event }) => event.by === 'company',
    isFromStaff: ({ event }) => event.by === 'staff',
    isFromSystem: ({ event }) => event.by === 'system',
    /** The event comes from someone it is not for (DEAL_EVENT_ROLES). */
    isNotTheirs: ({ event }) => DEAL_EVENT_ROLES[event.type] !== event.by,
    isRefund: ({ context }) => context.delivery === 'refund',
    isShipping: ({ context }) => context.delivery === 'shipping',
    hasRevisionsLeft: ({ context }) => context.revisions < MAX_CONTENT_REVISIONS,
    /** A post scheduled for later, rather than published now. */
    isScheduled: ({ event }) => event.type === 'content.publish' && !!event.publish_at,
    /** The system's due time of `step`, the step the deal is at (a due time of another step is stale). */
    isDueFor: ({ event }, params: { step: DealStatus }) =>
      event.type === 'deal.deadline' && event.by === 'system' && event.step === params.step,
  },
  actions: {
    refuse: assign((_, params: { code: DealRefusal }) => ({ refusal: params.code })),
    accepted: assign({ refusal: null }),
    sent: assign({ delivery_status: 'pending_delivery' as DeliveryStatus }),
    shipped: assign(({ event }) =>
      event.type === 'deal.ship'
        ? { carrier: event.carrier, tracking_number: event.tracking_number }
        : { carrier: null, tracking_number: null },
    ),
    delivered: assign({ delivery_status: 'delivered' as DeliveryStatus }),
    revised: assign({ revisions: ({ context }) => context.revisions + 1 }),
    scheduled: assign({
      publish_at: ({ event }) => (event.type === 'content.publish' ? (event.publish_at ?? null) : null),
    }),
    published: assign({ publish_at: null }),
    /** A deal canceled before the product arrived cancels its delivery too. */
    canceled: assign({
      delivery_status: ({ context }) =>
        context.delivery_status === 'delivered' ? context.delivery_status : ('canceled' as DeliveryStatus),
    }),
  },
}).createMachine({
  id: 'deal',
  context: ({ input }) => ({
    delivery: input.delivery,
    delivery_status: input.delivery_status ?? 'pending_shipping',
    revisions: input.revisions ?? 0,
    carrier: input.carrier ?? null,
    tracking_number: input.tracking_number ?? null,
    publish_at: input.publish_at ?? null,
    refusal: null,
  }),
  initial: 'hired',
  // What no state took: refused, with the most telling reason first.
  on: {
    '*': [
      { guard: 'isNotTheirs', actions: { type: 'refuse', params: { code: 'DEAL_NOT_YOUR_STEP' } } },
      { actions: { type: 'refuse', params: { code: 'DEAL_WRONG_STEP' } } },
    ],
    'deal.cancel': [
      { guard: 'isNotTheirs', actions: { type: 'refuse', params: { code: 'DEAL_NOT_YOUR_STEP' } } },
      { actions: { type: 'refuse', params: { code: 'DEAL_CANCEL_TOO_LATE' } } },
    ],
    'deal.ship': [
      { guard: 'isNotTheirs', actions: { type: 'refuse', params: { code: 'DEAL_NOT_YOUR_STEP' } } },
      { guard: 'isRefund', actions: { type: 'refuse', params: { code: 'DEAL_DELIVERY_MISMATCH' } } },
      { actions: { type: 'refuse', params: { code: 'DEAL_WRONG_STEP' } } },
    ],
    'deal.purchase': [
      { guard: 'isNotTheirs', actions: { type: 'refuse', params: { code: 'DEAL_NOT_YOUR_STEP' } } },
      { guard: 'isShipping', actions: { type: 'refuse', params: { code: 'DEAL_DELIVERY_MISMATCH' } } },
      { actions: { type: 'refuse', params: { code: 'DEAL_WRONG_STEP' } } },
    ],
  },
  states: {
    hired: {
      meta: { dueWithin: CREATOR_ACCEPT_WITHIN_MS },
      on: {
        'deal.accept': {
          guard: 'isFromCreator',
          target: 'creator_accepted',
          actions: 'accepted',
        },
        'deal.cancel': {
          guard: 'isFromCompany',
          target: 'canceled',
          actions: ['accepted', 'canceled'],
        },
        'deal.deadline': {
          guard: { type: 'isDueFor', params: { step: 'hired' } },
          target: 'canceled',
          actions: ['accepted', 'canceled'],
        },
      },
    },
    creator_accepted: {
      meta: { dueWithin: CREATOR_PURCHASE_WITHIN_MS },
      on: {
        'deal.purchase': {
          guard: and(['isFromCreator', 'isRefund']),
          target: 'purchased_sent',
          actions: ['accepted', 'sent'],
        },
        'deal.ship': {
          guard: and(['isFromCompany', 'isShipping']),
          target: 'purchased_sent',
          actions: ['accepted', 'sent', 'shipped'],
        },
        'deal.cancel': {
          guard: 'isFromCompany',
          target: 'canceled',
          actions: ['accepted', 'canceled'],
        },
        // Only the creator is held to a due time here: with shipping delivery the brand is waited for.
        'deal.deadline': {
          guard: and([{ type: 'isDueFor', params: { step: 'creator_accepted' as const } }, 'isRefund']),
          target: 'canceled',
          actions: ['accepted', 'canceled'],
        },
      },
    },
    purchased_sent: {
      meta: { dueWithin: CREATOR_RECEIVE_WITHIN_MS },
      on: {
        'deal.receive': {
          guard: 'isFromCreator',
          target: 'product_received',
          actions: ['accepted', 'delivered'],
        },
        'deal.deadline': {
          guard: { type: 'isDueFor', params: { step: 'purchased_sent' } },
          target: 'canceled',
          actions: ['accepted', 'canceled'],
        },
      },
    },
    product_received: {
      meta: { dueWithin: CREATOR_UPLOAD_WITHIN_MS },
      on: {
        'content.upload': {
          guard: 'isFromCreator',
          target: 'creator_upload_content',
          actions: 'accepted',
        },
        'deal.deadline': {
          guard: { type: 'isDueFor', params: { step: 'product_received' } },
          target: 'canceled',
          actions: ['accepted', 'canceled'],
        },
      },
    },
    creator_upload_content: {
      on: {
        'content.approve': {
          guard: 'isFromStaff',
          target: 'content_approved_by_admin',
          actions: 'accepted',
        },
      },
    },
    content_approved_by_admin: {
      meta: { dueWithin: BRAND_REVIEW_WITHIN_MS },
      on: {
        'content.accept': {
          guard: 'isFromCompany',
          target: 'company_accepts_content',
          actions: 'accepted',
        },
        'content.decline': [
          {
            guard: and(['isFromCompany', 'hasRevisionsLeft']),
            target: 'product_received',
            actions: ['accepted', 'revised'],
          },
          {
            guard: and(['isFromCompany', not('hasRevisionsLeft')]),
            actions: { type: 'refuse', params: { code: 'DEAL_REVISIONS_EXHAUSTED' } },
          },
        ],
        // The brand's review is due: its silence accepts the content.
        'deal.deadline': {
          guard: { type: 'isDueFor', params: { step: 'content_approved_by_admin' } },
          target: 'company_accepts_content',
          actions: 'accepted',
        },
      },
    },
    company_accepts_content: {
      on: {
        'content.publish': [
          {
            guard: and(['isFromCreator', 'isScheduled']),
            target: 'creator_waiting_for_publish_date',
            actions: ['accepted', 'scheduled'],
          },
          { guard: 'isFromCreator', target: 'completed', actions: 'accepted' },
        ],
      },
    },
    creator_waiting_for_publish_date: {
      on: {
        'content.publish': {
          guard: 'isFromCreator',
          target: 'completed',
          actions: ['accepted', 'published'],
        },
        // The post's date came: it is live.
        'deal.deadline': {
          guard: { type: 'isDueFor', params: { step: 'creator_waiting_for_publish_date' } },
          target: 'completed',
          actions: ['accepted', 'published'],
        },
      },
    },
    completed: {
      on: {
        'deal.finish': {
          guard: 'isFromSystem',
          target: 'finished',
          actions: 'accepted',
        },
      },
    },
    finished: { type: 'final' },
    canceled: { type: 'final' },
  },
});

export type DealActor = ActorRefFrom<typeof dealMachine>;
export type DealSnapshot = SnapshotFrom<typeof dealMachine>;
