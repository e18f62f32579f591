/**
 * Deal events of the live channel, for the screens that show deals: a deal screen's machine follows them through
 * `liveDealsOf` (provided with its real actors), so an open deal, listing or dashboard updates without a reload.
 * A notification about a deal carries its `deal_id` and the `deal_version` the change left it at (published on
 * companies/{companyId}/deals/{dealId}).
 */
import { fromCallback } from 'xstate';
import type { LiveNotification } from '../machines/broker-types';
import type { DealLiveEvent } from '../machines/deal-overview-types';
import type { LiveEvents } from '../machines/app';

export type { DealLiveEvent } from '../machines/deal-overview-types';

/** The deal event a notification tells, if it is about a deal. */
export function dealEventOf(notification: LiveNotification): DealLiveEvent | null {
  const dealId = notification.deal_id;
  if (typeof dealId !== 'string' || dealId === '') return null;
  const version = Number.isSafeInteger(notification.deal_version)
    ? (notification.deal_version as number)
    : null;
  return { type: 'deal.live', dealId, version };
}

/** The `liveDeals` actor of the deal screens' machines: sends them `deal.live` for every deal event. */
export const liveDealsOf = (live: LiveEvents) =>
  fromCallback<DealLiveEvent>(({ sendBack }) =>
    live.listen((notification) => {
      const event = dealEventOf(notification);
      if (event) sendBack(event);
    }),
  );
