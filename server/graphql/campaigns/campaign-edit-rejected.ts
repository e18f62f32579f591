/**
 * CampaignEditRejected: "Edit and resubmit" of a rejected campaign, allowed by the campaign's transitions
 * (canTransition 'resubmit'): its answers become the open draft, at the summary (services/campaigns/resubmission.ts).
 */
import type { MutationResolver } from '../resolver-types';
import { draftFromRejected } from '../../services/campaigns/resubmission';
import { atomically } from '../../services/unit-of-work';
import { notFound, refused } from '../errors';
import { signedIn } from '../access';

export const CampaignEditRejected: MutationResolver<'CampaignEditRejected'> = async (
  _parent,
  { id },
  ctx,
) => {
  const { company } = signedIn(ctx);
  const outcome = await atomically(ctx.services, (work) => draftFromRejected(work.db, company.id, id));
  if (outcome.ok) return outcome.draft;
  if (outcome.reason === 'not_found') throw notFound('Campaign');
  throw refused('CAMPAIGN_STATUS', `A campaign that is ${outcome.status} cannot be resubmitted`, {
    status: outcome.status,
  });
};
