/**
 * DealShip: the brand ships the product with its carrier and a tracking number of that carrier's format
 * (src/domain/shipping.ts TrackingInput).
 */
import type { Carrier } from '../../../src/domain/shipping';
import type { MutationResolver } from '../resolver-types';
import { brandEvent } from './brand-event';
import { refuseControlCharacters } from '../plain-text';

// Carrier and number go to the deal machine as typed: the machine judges the step first, then checks both with
// TrackingInput (an unknown carrier is a field error there).
export const DealShip: MutationResolver<'DealShip'> = (_parent, { id, carrier, tracking_number }, ctx) => {
  refuseControlCharacters({ carrier, tracking_number });
  return brandEvent(ctx, id, { type: 'deal.ship', carrier: carrier as Carrier, tracking_number });
};
