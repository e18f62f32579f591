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
