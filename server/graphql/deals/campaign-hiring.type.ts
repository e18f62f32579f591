/** The fields of CampaignHiring: the campaign's targeting as the Creators query's filters. */
import type { CampaignHiringResolvers } from '../generated';

export const campaignHiringFields: CampaignHiringResolvers = {
  campaign_id: (hiring) => hiring.campaign.id,
  tiers: (hiring) => hiring.targeting.tiers,
  categories: (hiring) => hiring.targeting.categories,
  genders: (hiring) => hiring.targeting.genders,
  age_ranges: (hiring) => hiring.targeting.age_ranges,
  ethnicities: (hiring) => hiring.targeting.ethnicities,
};
