/** Campaign: one of the company's campaigns; another company's id answers null. */
import type { QueryResolver } from '../resolver-types';
import { findCampaign } from '../../services/campaigns/listing';
import { signedIn } from '../access';

export const Campaign: QueryResolver<'Campaign'> = async (_parent, { id }, ctx) => {
  const { company } = signedIn(ctx);
  return findCampaign(ctx.services.db, company.id, id);
};
