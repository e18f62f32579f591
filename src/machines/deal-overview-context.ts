/**
 * The deal overview's context helpers (deal-overview.ts): the context it starts with, how an answer or a live
 * event changes it (and which live events are news), the review checklist, and the checks of the ship and decline forms (the shared structs of
 * src/domain) turned into an action or field errors.
 */
import { object } from 'superstruct';
import { TrackingInput } from '../domain/shipping';
import { contentFeedback } from '../domain/deal';
import { check, type FieldErrors } from '../domain/validation';
import type { DealAction, DealLiveEvent, DealOverviewContext, OverviewDeal } from './deal-overview-types';

export const initialOverviewContext = (dealId: string): DealOverviewContext => ({
  dealId,
  deal: null,
  heard: 0,
  now: Date.now(),
  loadError: null,
  fields: {},
  error: null,
  action: null,
  checked: [],
  checkedFor: null,
});

const latestContentId = (deal: OverviewDeal | null): string | null => deal?.content[0]?.id ?? null;

/** What an answer about the deal changes: nothing when it is older than the deal shown. */
export function dealTaken(context: DealOverviewContext, deal: OverviewDeal): Partial<DealOverviewContext> {
  // An answer older than the deal shown (a reload overtaken by an action's answer, say) changes nothing.
  if (context.deal && deal.version < context.deal.version) return {};
  const upload = latestContentId(deal);
  return {
    deal,
    loadError: null,
    // A new upload is a new review: its checklist starts empty.
    ...(upload !== context.checkedFor ? { checked: [], checkedFor: upload } : {}),
  };
}

/** A live event about this deal that tells no version. */
export const isUnversioned = (context: DealOverviewContext, event: DealLiveEvent): boolean =>
  event.dealId === context.dealId && event.version === null;

/** A live event about a version of this deal newer than the one shown. */
export const isNews = (context: DealOverviewContext, event: DealLiveEvent): boolean =>
  event.dealId === context.dealId && event.version !== null && event.version > (context.deal?.version ?? 0);

/** The newest version heard of, after a live event that tells `version` (or none). */
export const heardVersion = (heard: number, version: number | null): number =>
  version !== null ? Math.max(heard, version) : heard;

/** The review checklist with `tag` ticked or not. */
export const tagsChecked = (checked: string[], tag: string, on: boolean): string[] =>
  on ? [...new Set([...checked, tag])] : checked.filter((each) => each !== tag);

const checkTracking = (form: { carrier: string; tracking_number: string }) =>
  check(TrackingInput, { carrier: form.carrier, tracking_number: form.tracking_number });

const checkFeedback = (feedback: string) => check(object({ feedback: contentFeedback }), { feedback });

export const isTrackingValid = (form: { carrier: string; tracking_number: string }): boolean =>
  checkTracking(form).ok;

export const isFeedbackValid = (feedback: string): boolean => checkFeedback(feedback).ok;

/** The shipping a valid ship form sends. */
export const shipAction = (form: { carrier: string; tracking_number: string }): DealAction => {
  const checked = checkTracking(form);
  return (checked.ok ? { type: 'ship', ...checked.value } : null) as DealAction;
};

/** The field errors of the ship form (none when it is valid). */
export const trackingFields = (form: { carrier: string; tracking_number: string }): FieldErrors => {
  const checked = checkTracking(form);
  return checked.ok ? {} : checked.fields;
};

/** The sending back a valid decline form sends. */
export const declineAction = (feedback: string): DealAction => ({
  type: 'decline',
  feedback: feedback.trim(),
});

/** The field errors of the decline form (none when it is valid). */
export const feedbackFields = (feedback: string): FieldErrors => {
  const checked = checkFeedback(feedback);
  return checked.ok ? {} : checked.fields;
};
