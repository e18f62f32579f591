/** The fields of a deal's campaign: what the review shows of it, and its brand. */
import type { DealCampaignResolvers } from '../generated';
import { brandOf } from './related';
import { mustHavesOf } from '../../services/deals/checklist';

export const dealCampaignFields: DealCampaignResolvers = {
  must_haves: (campaign) => mustHavesOf(campaign.settings),
  content_brief: (campaign) =>
    typeof campaign.settings.content_brief === 'string' ? campaign.settings.content_brief : null,
  format: (campaign) => (typeof campaign.settings.format === 'string' ? campaign.settings.format : null),
  brand: (campaign, _args, ctx) => brandOf(ctx, campaign.brand_id),
};
