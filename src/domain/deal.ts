/**
 * Deals (SPEC.md §4; DESIGN.md §6 "Deal roles", "Deadlines"): the statuses a deal goes through and their labels,
 * the delivery statuses, the timeline, who acts at each step, the due time of each step and what its passing does,
 * the most revisions a brand may ask for, and the rules of what an event carries (tracking number, feedback,
 * publication date). The deal machine (src/machines/deal.ts) is built on these; the API runs it to accept or
 * refuse each event (`decideDealEvent`), the web app to show and help.
 *
 * One status is added to SPEC.md §4's: `hired`. A hired creator has not accepted yet (they accept within
 * CREATOR_ACCEPT_WITHIN_MS), and `creator_accepted` ("Deal started") is only reached once they have.
 */
import type { Carrier } from './shipping';
import { refine, type Struct } from 'superstruct';
import type { DeliveryMethod } from './campaign';
import { text } from './validation';

export const DEAL_STATUSES = [
  'hired',
  'creator_accepted',
  'purchased_sent',
  'product_received',
  'creator_upload_content',
  'content_approved_by_admin',
  'company_accepts_content',
  'creator_waiting_for_publish_date',
  'completed',
  'finished',
  'canceled',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Statuses a deal never leaves. */
export const DEAL_FINAL_STATUSES: readonly DealStatus[] = ['finished', 'canceled'];
export const isFinalDealStatus = (status: DealStatus): boolean => DEAL_FINAL_STATUSES.includes(status);

/**
 * The label of each status, as a key of the `deals` namespace (t('deals:status.' + key)). Two statuses share
 * "Content uploaded": uploaded, and approved by staff and waiting for the brand's review.
 */
export const DEAL_STATUS_LABELS = {
  hired: 'awaitingCreator',
  creator_accepted: 'dealStarted',
  purchased_sent: 'productPurchased',
  product_received: 'contentCreation',
  creator_upload_content: 'contentUploaded',
  content_approved_by_admin: 'contentUploaded',
  company_accepts_content: 'getPaid',
  creator_waiting_for_publish_date: 'waiting',
  completed: 'completed',
  finished: 'finished',
  canceled: 'canceled',
} as const satisfies Record<DealStatus, string>;
export type DealStatusLabel = (typeof DEAL_STATUS_LABELS)[DealStatus];

/** Where the product is (SPEC.md §4's delivery labels), shown as t('deals:delivery.' + status). */
export const DELIVERY_STATUSES = ['pending_shipping', 'pending_delivery', 'delivered', 'canceled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The timeline of a deal (SPEC.md §4), shown as t('deals:timeline.' + step). */
export const TIMELINE_STEPS = ['started', 'purchased', 'received', 'uploaded', 'paid'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** The timeline step a status reaches: the deal keeps the date it first reached each one. */
export const TIMELINE_STEP_OF: Partial<Record<DealStatus, TimelineStep>> = {
  creator_accepted: 'started',
  purchased_sent: 'purchased',
  product_received: 'received',
  creator_upload_content: 'uploaded',
  company_accepts_content: 'paid',
};

/** Who acts on a deal: the brand's company, the creator, staff, or the system (due times). */
export const DEAL_ROLES = ['company', 'creator', 'staff', 'system'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];

/** The events of a deal. */
export const DEAL_EVENTS = [
  'deal.accept',
  'deal.purchase',
  'deal.ship',
  'deal.receive',
  'content.upload',
  'content.approve',
  'content.accept',
  'content.decline',
  'content.publish',
  'deal.cancel',
  'deal.deadline',
  'deal.finish',
] as const;
export type DealEventType = (typeof DEAL_EVENTS)[number];

/**
 * Who may send each event at all (DESIGN.md §6 "Deal roles"). The brand ships (shipping delivery), accepts content
 * or sends it back, and cancels before the product is sent; the creator accepts, buys (refund delivery), confirms
 * receipt, uploads and publishes; staff approve content; the system fires due times and closes completed deals.
 */
export const DEAL_EVENT_ROLES: Record<DealEventType, DealRole> = {
  'deal.accept': 'creator',
  'deal.purchase': 'creator',
  'deal.ship': 'company',
  'deal.receive': 'creator',
  'content.upload': 'creator',
  'content.approve': 'staff',
  'content.accept': 'company',
  'content.decline': 'company',
  'content.publish': 'creator',
  'deal.cancel': 'company',
  'deal.deadline': 'system',
  'deal.finish': 'system',
};

/** The label of each event, as a key of the `deals` namespace (t('deals:event.' + key)), e.g. in a deal's history. */
export const DEAL_EVENT_LABELS = {
  'deal.accept': 'accept',
  'deal.purchase': 'purchase',
  'deal.ship': 'ship',
  'deal.receive': 'receive',
  'content.upload': 'upload',
  'content.approve': 'approve',
  'content.accept': 'acceptContent',
  'content.decline': 'declineContent',
  'content.publish': 'publish',
  'deal.cancel': 'cancel',
  'deal.deadline': 'deadline',
  'deal.finish': 'finish',
} as const satisfies Record<DealEventType, string>;

/**
 * Why an event is refused (t('errors:codes.' + code)):
 * - DEAL_CLOSED: the deal is finished or canceled;
 * - DEAL_NOT_YOUR_STEP: the event is someone else's to send (a brand cannot upload content);
 * - DEAL_WRONG_STEP: not at this stage of the deal (or a due time of another step);
 * - DEAL_DELIVERY_MISMATCH: shipping a product the creator buys, or buying one the brand ships;
 * - DEAL_CANCEL_TOO_LATE: the product has been sent, the deal can no longer be canceled;
 * - DEAL_REVISIONS_EXHAUSTED: the content was sent back MAX_CONTENT_REVISIONS times already.
 */
export const DEAL_REFUSALS = [
  'DEAL_CLOSED',
  'DEAL_NOT_YOUR_STEP',
  'DEAL_WRONG_STEP',
  'DEAL_DELIVERY_MISMATCH',
  'DEAL_CANCEL_TOO_LATE',
  'DEAL_REVISIONS_EXHAUSTED',
] as const;
export type DealRefusal = (typeof DEAL_REFUSALS)[number];

/** The most times a brand may send a deal's content back for changes; then it accepts it. */
export const MAX_CONTENT_REVISIONS = 2;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The creator accepts a hire within 48 hours, or the deal is canceled. */
export const CREATOR_ACCEPT_WITHIN_MS = 48 * HOUR_MS;
/** The creator buys the product (refund delivery) within 5 days of accepting, or the deal is canceled. */
export const CREATOR_PURCHASE_WITHIN_MS = 5 * DAY_MS;
/** The creator confirms receipt within 5 days of the purchase or shipment, or the deal is canceled. */
export const CREATOR_RECEIVE_WITHIN_MS = 5 * DAY_MS;
/** The creator uploads within 7 days of receiving the product (or of content sent back), or the deal is canceled. */
export const CREATOR_UPLOAD_WITHIN_MS = 7 * DAY_MS;
/** The brand reviews approved content within 72 hours, or the content is accepted. */
export const BRAND_REVIEW_WITHIN_MS = 72 * HOUR_MS;
/** The latest a creator may schedule a post, from now. */
export const PUBLISH_WITHIN_MS = 90 * DAY_MS;

/** What the passing of a step's due time does: the creator's cancels the deal, the brand's accepts the content. */
export type DueOutcome = 'cancel' | 'accept' | 'publish';
export type DealDue = { step: DealStatus; at: Date; outcome: DueOutcome };

/** What of a deal the rules look at, as the deals table keeps it. */
export type DealFacts = {
  status: DealStatus;
  delivery: DeliveryMethod;
  delivery_status: DeliveryStatus;
  /** Times the brand sent the content back. */
  revisions: number;
  /** Who carries a shipped product (src/domain/shipping.ts CARRIERS), and its tracking number. */
  carrier: Carrier | null;
  tracking_number: string | null;
  /** When a scheduled post goes live (ISO 8601), while waiting for it. */
  publish_at: string | null;
};

export { TRACKING_NUMBER } from './shipping';
export const CONTENT_FEEDBACK = { min: 8, max: 255 } as const;

const encode = (code: string, params?: Record<string, number>) => JSON.stringify({ code, params });

/** The brand's feedback when it sends content back (SPEC.md §5: 8 to 255). */
export const contentFeedback = text(CONTENT_FEEDBACK.min, CONTENT_FEEDBACK.max, { multiline: true });

/** When a scheduled post goes live: a date and time after `now`, within PUBLISH_WITHIN_MS. */
export function publishAt(now: Date): Struct<string, null> {
  return refine(text(1, 40), 'publishAt', (value) => {
    const at = Date.parse(value);
    if (Number.isNaN(at) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return encode('dateTime');
    if (at <= now.getTime()) return encode('dateFuture');
    if (at > now.getTime() + PUBLISH_WITHIN_MS)
      return encode('publishTooLate', { days: PUBLISH_WITHIN_MS / DAY_MS });
    return true;
  });
}
