/**
 * What completes each kind of card charge besides its ledger movement, in the movement's own transaction (also
 * when a charge left pending by a crash is finished later). The API gives it to its services at start-up.
 */
import type { ChargeCompletions } from './payments/card-charges';
import { cardToppedUp } from './top-ups';
import { campaignPaidByCard } from './campaigns/paid';

export const chargeCompletions: ChargeCompletions = {
  card_top_up: cardToppedUp,
  campaign_charge: campaignPaidByCard,
};
