/** CampaignSpend: active campaigns and what campaigns have cost, for the dashboard. */
import type { QueryResolver } from '../resolver-types';
import { campaignSpend } from '../../services/campaigns/listing';
import { signedIn } from '../access';

export const CampaignSpend: QueryResolver<'CampaignSpend'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  return campaignSpend(ctx.services.db, company.id);
};
