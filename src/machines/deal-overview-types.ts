/**
 * The deal overview machine's types (deal-overview.ts): the deal as the API sends it, what the brand does to it,
 * the live events about it, what the machine holds and what it is sent.
 */
import type { Carrier } from '../domain/shipping';
import type { DealFieldsFragment } from '../graphql/generated/graphql';
import type { FieldErrors } from '../domain/validation';
import type { ApiError } from '../domain/api-error';

export type OverviewDeal = DealFieldsFragment;

/** What the brand does to a deal. */
export type DealAction =
  | { type: 'ship'; carrier: Carrier; tracking_number: string }
  | { type: 'cancel' }
  | { type: 'accept' }
  | { type: 'decline'; feedback: string };

/** The shared deal machine's events the brand sends. */
export type CompanyEvent = 'deal.ship' | 'deal.cancel' | 'content.accept' | 'content.decline';

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
  /** Must-have tags ticked in the review checklist (as shown), and the upload they were ticked for. */
  checked: string[];
  checkedFor: string | null;
  /** The ticks as the API last said it holds them, and the ticks on their way to it, oldest first. */
  checkedSaved: string[];
  checkQueue: MustHaveCheck[];
  /** Why the last tick could not be saved. */
  checkError: ApiError | null;
  /** The feedback typed in the send-back dialog: kept when the dialog is closed, until it is sent. */
  draft: string;
};

/** One tick of the review checklist, as it is saved. */
export type MustHaveCheck = { dealId: string; contentId: string; tag: string; checked: boolean };

/** The brand's dialogs on a deal, as the address names them (`?dialog=`). */
export const DEAL_DIALOGS = ['ship', 'cancel', 'accept', 'send-back'] as const;
export type DealDialog = (typeof DEAL_DIALOGS)[number];

export type DealOverviewEvent =
  | { type: 'overview.retry' }
  | DealLiveEvent
  | { type: 'ship.open' }
  | { type: 'ship.submit'; carrier: string; tracking_number: string }
  | { type: 'cancel.open' }
  | { type: 'cancel.confirm' }
  | { type: 'content.accept' }
  | { type: 'accept.confirm' }
  | { type: 'decline.open' }
  | { type: 'decline.edit'; feedback: string }
  | { type: 'decline.submit'; feedback: string }
  /** The address names a dialog, or none (Back or Forward moved it). */
  | { type: 'dialog.address'; dialog: string | null }
  | { type: 'action.close' }
  | { type: 'review.check'; tag: string; checked: boolean };
