/** CampaignHiring: what hiring for one of the company's campaigns may still do, and its targeting. */
import type { QueryResolver } from '../resolver-types';
import { hiringOf } from '../../services/deals/slots';
import { signedIn } from '../access';

export const CampaignHiring: QueryResolver<'CampaignHiring'> = async (_parent, { campaign_id }, ctx) => {
  const { company } = signedIn(ctx);
  const hiring = await hiringOf(ctx.services.db, company.id, campaign_id);
  if (!hiring) return null;
  return { ...hiring, campaign_id: hiring.campaign.id };
};
