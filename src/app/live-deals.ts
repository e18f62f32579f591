/**
 * Deal events of the live channel, for the screens that show deals: the root hands every live notification to
 * `publishDealEvent`, and a deal screen's machine listens through `liveDealsActor` (provided with its real actors),
 * so an open deal, listing or dashboard updates without a reload. A notification about a deal carries its
 * `deal_id` and the `deal_version` the change left it at (published on companies/{companyId}/deals/{dealId}).
 */
import { fromCallback } from 'xstate';
import type { LiveNotification } from '../machines/broker-types';
import type { DealLiveEvent } from '../machines/deal-overview-types';

export type { DealLiveEvent } from '../machines/deal-overview-types';

const listeners = new Set<(event: DealLiveEvent) => void>();

export function publishDealEvent(notification: LiveNotification): void {
  const dealId = notification.deal_id;
  if (typeof dealId !== 'string' || dealId === '') return;
  const version = Number.isSafeInteger(notification.deal_version)
    ? (notification.deal_version as number)
    : null;
  for (const listener of [...listeners]) listener({ type: 'deal.live', dealId, version });
}

/** Listens to deal events until stopped. */
export function onDealEvent(listener: (event: DealLiveEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The `liveDeals` actor of the deal screens' machines: sends them `deal.live` for every deal event. */
export const liveDealsActor = fromCallback<DealLiveEvent>(({ sendBack }) => onDealEvent(sendBack));
