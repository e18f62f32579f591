/**
 * What happens once a campaign is paid, from the wallet or by card: it awaits approval, the company's draft is
 * done, and the company is told once committed. A card charge's completion (campaignPaidByCard) runs in the
 * charge's own transaction, also when the charge is finished after a crash; the API wires it at start-up
 * (services/charge-completions.ts).
 */
import { eq } from 'drizzle-orm';
import { campaigns, campaignStatusChanges, type CampaignRow } from '../../db/schema';
import { AWAITING_PAYMENT } from '../../../src/domain/campaign';
import type { ChargeCompletion } from '../payments/card-charges';
import { codedNotice } from '../notifications';
import type { Work } from '../unit-of-work';
import { discardDraft } from './drafts';

/** The submission recorded: its first status change, the draft discarded, the company told. */
export async function recordSubmitted(
  work: Work,
  campaign: Pick<CampaignRow, 'id' | 'company_id' | 'name'>,
  origin?: string,
): Promise<void> {
  await work.db
    .insert(campaignStatusChanges)
    .values({ campaign_id: campaign.id, status: 'pending_admin_approval', by: 'company' });
  await discardDraft(work.db, campaign.company_id);
  await work.notify(
    campaign.company_id,
    codedNotice({
      code: 'campaign.submitted',
      params: { name: campaign.name },
      subject: 'campaign',
      subject_id: campaign.id,
      ...(origin ? { origin } : {}),
    }),
  );
}

/** A campaign awaiting its card payment, once the charge has succeeded: it goes to approval. */
export const campaignPaidByCard: ChargeCompletion = async (work, charge) => {
  const id = String(charge.detail.campaign_id ?? '');
  const [campaign] = await work.db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (campaign?.status !== AWAITING_PAYMENT) return;
  await work.db
    .update(campaigns)
    .set({ status: 'pending_admin_approval', updated_at: new Date() })
    .where(eq(campaigns.id, campaign.id));
  await recordSubmitted(
    work,
    campaign,
    typeof charge.detail.origin === 'string' ? charge.detail.origin : undefined,
  );
};
