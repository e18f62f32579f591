/** CampaignDraft: the company's open draft of the creation wizard, or null. */
import type { QueryResolver } from '../resolver-types';
import { findDraft } from '../../services/campaigns/drafts';
import { signedIn } from '../access';

export const CampaignDraft: QueryResolver<'CampaignDraft'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  return findDraft(ctx.services.db, company.id);
};
