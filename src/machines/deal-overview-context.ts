/**
 * The deal overview's context helpers (deal-overview.ts): the context it starts with, how an answer or a live
 * event changes it (and which live events are news), the review checklist, and the checks of the ship and decline forms (the shared structs of
 * src/domain) turned into an action or field errors.
 */
import { object } from 'superstruct';
import { TrackingInput } from '../domain/shipping';
import { contentFeedback } from '../domain/deal';
import { check, type FieldErrors } from '../domain/validation';
import { mustHavesTicked } from '../domain/content';
import { toApiError } from '../domain/api-error';
import type {
  DealAction,
  DealLiveEvent,
  DealOverviewContext,
  MustHaveCheck,
  OverviewDeal,
} from './deal-overview-types';

export const initialOverviewContext = (dealId: string, now: number): DealOverviewContext => ({
  dealId,
  deal: null,
  heard: 0,
  now,
  loadError: null,
  fields: {},
  error: null,
  action: null,
  checked: [],
  checkedFor: null,
  checkedSaved: [],
  checkQueue: [],
  checkError: null,
  draft: '',
});

const latestContentId = (deal: OverviewDeal | null): string | null => deal?.content[0]?.id ?? null;

/** What an answer about the deal changes: nothing when it is older than the deal shown. */
export function dealTaken(context: DealOverviewContext, deal: OverviewDeal): Partial<DealOverviewContext> {
  // An answer older than the deal shown (a reload overtaken by an action's answer, say) changes nothing.
  if (context.deal && deal.version < context.deal.version) return {};
  const upload = latestContentId(deal);
  const saved = deal.content[0]?.checked_must_haves ?? [];
  return {
    deal,
    loadError: null,
    // A new upload is a new review, with the ticks the API holds for it; on the same upload the ticks still on
    // their way are kept, else the API's (another tab's ticks included).
    checkedSaved: saved,
    ...(upload !== context.checkedFor
      ? { checked: saved, checkedFor: upload, checkQueue: [], checkError: null }
      : context.checkQueue.length === 0
        ? { checked: saved }
        : {}),
    // Feedback sent (a revision more) or a new upload: the send-back dialog starts empty again.
    ...(context.deal && (deal.revisions !== context.deal.revisions || upload !== context.checkedFor)
      ? { draft: '' }
      : {}),
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

/** The upload under review, when the brand may tick its checklist; null when none is. */
export const reviewedUpload = (context: DealOverviewContext): string | null => {
  const latest = context.deal?.content[0];
  return latest && latest.status === 'pending_approval' ? latest.id : null;
};

/** A tick: shown at once and queued to be saved. */
export function checkQueued(
  context: DealOverviewContext,
  tag: string,
  checked: boolean,
): Partial<DealOverviewContext> {
  const check: MustHaveCheck = {
    dealId: context.dealId,
    contentId: reviewedUpload(context) ?? '',
    tag,
    checked,
  };
  return {
    checked: mustHavesTicked(context.deal?.campaign.must_haves ?? [], context.checked, tag, checked),
    checkQueue: [...context.checkQueue, check],
    checkError: null,
  };
}

/** A tick saved: the API's list is kept, and shown once nothing more is on its way (another tab's ticks too). */
export function checksSavedAs(context: DealOverviewContext, saved: string[]): Partial<DealOverviewContext> {
  const queue = context.checkQueue.slice(1);
  return { checkQueue: queue, checkedSaved: saved, ...(queue.length ? {} : { checked: saved }) };
}

/** A tick refused: the checklist shows what the API holds, and why. */
export const checksDropped = (
  context: DealOverviewContext,
  error: unknown,
): Partial<DealOverviewContext> => ({
  checkQueue: [],
  checked: context.checkedSaved,
  checkError: toApiError(error),
});
