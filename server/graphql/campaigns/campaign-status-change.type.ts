/** The fields of one change in a campaign's status history. */
import type { CampaignStatusChangeResolvers } from '../generated';

export const campaignStatusChangeFields: CampaignStatusChangeResolvers = {
  created_at: (change) => change.created_at.toISOString(),
};
