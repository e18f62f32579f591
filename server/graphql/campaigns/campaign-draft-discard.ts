/** CampaignDraftDiscard: the open draft is dropped (the user starts a new campaign). */
import type { MutationResolver } from '../resolver-types';
import { discardDraft } from '../../services/campaigns/drafts';
import { atomically } from '../../services/unit-of-work';
import { statusMessage } from '../answers';
import { signedIn } from '../access';

export const CampaignDraftDiscard: MutationResolver<'CampaignDraftDiscard'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  await atomically(ctx.services, (work) => discardDraft(work.db, company.id));
  return statusMessage('campaign.draftDiscarded');
};
