/**
 * Shared facts of the deal decision tests (deal-*.test.ts here): a fixed now, a deal's facts at a status, and a
 * valid event of each type as its sender would send it.
 */
import type { DealEventType, DealFacts, DealStatus } from '../domain/deal';
import type { DeliveryMethod } from '../domain/campaign';
import type { DealCommand } from './deal-decision';

export const NOW = new Date('2031-05-04T12:00:00.000Z');
export const LATER = new Date(NOW.getTime() + 3 * 24 * 60 * 60 * 1000).toISOString();

export const factsAt = (status: DealStatus, delivery: DeliveryMethod, revisions = 0): DealFacts => ({
  status,
  delivery,
  delivery_status: 'pending_shipping',
  revisions,
  carrier: null,
  tracking_number: null,
  publish_at: status === 'creator_waiting_for_publish_date' ? LATER : null,
});

/** A valid event of each type, as its sender would send it at `status`. */
export function commandOf(type: DealEventType, status: DealStatus): DealCommand {
  switch (type) {
    case 'deal.ship':
      return { type, carrier: 'ups', tracking_number: '1Z999AA10123456784' };
    case 'content.decline':
      return { type, feedback: 'Show the label in the first seconds, please.' };
    case 'deal.deadline':
      return { type, step: status };
    default:
      return { type } as DealCommand;
  }
}
