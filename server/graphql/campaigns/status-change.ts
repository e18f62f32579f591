/** The brand's own status changes of a campaign, as the status mutations answer them. */
import type { Context } from '../../context';
import type { CampaignTransition } from '../../../src/domain/campaign';
import { changeStatus } from '../../services/campaigns/lifecycle';
import { notFound, refused } from '../errors';
import { signedIn } from '../access';
import { keyReused } from '../money/key-reused';

export async function brandTransition(
  ctx: Context,
  id: string,
  transition: Exclude<CampaignTransition, 'resubmit'>,
  requestKey?: string,
) {
  const { company, session } = signedIn(ctx);
  const outcome = await changeStatus(ctx.services, {
    companyId: company.id,
    campaignId: id,
    transition,
    actor: 'company',
    origin: session.id,
    ...(requestKey ? { requestKey } : {}),
  });
  if (outcome.ok) return outcome.campaign;
  if (outcome.reason === 'not_found') throw notFound('Campaign');
  if (outcome.reason === 'key_reused') throw keyReused();
  throw refused('CAMPAIGN_STATUS', `A campaign that is ${outcome.status ?? 'so'} cannot do that`, {
    status: outcome.status,
  });
}
