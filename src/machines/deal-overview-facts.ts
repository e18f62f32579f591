/**
 * A deal as the brand reads it (deal-overview.ts and the deal screens): its facts as the shared deal machine
 * (deal.ts) looks at them, whether the brand may send an event on it now, and whose turn is shown beside its status.
 */
import { transition } from 'xstate';
import type { Carrier } from '../domain/shipping';
import type { DealFacts, DealStatus, DeliveryStatus } from '../domain/deal';
import type { DeliveryMethod } from '../domain/campaign';
import { dealSnapshot } from './deal-turns';
import { dealMachine, type DealEvent } from './deal';
import type { CompanyEvent, OverviewDeal } from './deal-overview-types';

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
