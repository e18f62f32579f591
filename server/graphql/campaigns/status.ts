/** The brand's own status changes: pause and resume an active campaign, deactivate it (unused slots refunded). */
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import type { CampaignTransition } from '../../../src/domain/campaign';
import { changeStatus } from '../../services/campaigns';
import { notFound, refused } from '../errors';

async function change(ctx: Context, id: string, transition: CampaignTransition) {
  const { company, session } = await ctx.requireReadyCompany();
  const outcome = await changeStatus(ctx.services, {
    companyId: company.id,
    campaignId: id,
    transition,
    actor: 'company',
    origin: session.id,
  });
  if (outcome.ok) return outcome.campaign;
  if (outcome.reason === 'not_found') throw notFound('Campaign');
  throw refused('CAMPAIGN_STATUS', `A campaign that is ${outcome.status ?? 'so'} cannot do that`, {
    status: outcome.status,
  });
}

export const statusResolvers: Resolvers = {
  Mutation: {
    CampaignPause: (_parent, { id }, ctx) => change(ctx, id, 'pause'),
    CampaignResume: (_parent, { id }, ctx) => change(ctx, id, 'resume'),
    CampaignDeactivate: (_parent, { id }, ctx) => change(ctx, id, 'deactivate'),
  },
};
