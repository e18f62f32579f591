/**
 * Edit and resubmit (issue 22): a rejected campaign opens the wizard on a copy of it. Its answers become the
 * company's open draft (replacing any other, whose revision moves up so no late save of it lands), at the summary,
 * paid as it was; submitting the copy is an ordinary submission, charged once under its own key. The rejected
 * campaign's payment went back in full when staff rejected it (lifecycle.ts), so nothing is paid twice.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignDrafts, campaignProducts, type CampaignDraftRow } from '../../db/schema';
import { canTransition, type CampaignDraft, type CampaignStatus } from '../../../src/domain/campaign';
import { findCampaign } from './listing';

export type ResubmitDraft =
  | { ok: true; draft: CampaignDraftRow }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'not_allowed'; status: string };

export async function draftFromRejected(db: Database, companyId: string, id: string): Promise<ResubmitDraft> {
  const campaign = await findCampaign(db, companyId, id);
  if (!campaign) return { ok: false, reason: 'not_found' };
  if (!canTransition('resubmit', campaign.status as CampaignStatus, 'company'))
    return { ok: false, reason: 'not_allowed', status: campaign.status };
  const products = await db
    .select({ product_id: campaignProducts.product_id, deals: campaignProducts.deals })
    .from(campaignProducts)
    .where(eq(campaignProducts.campaign_id, campaign.id))
    .orderBy(asc(campaignProducts.product_id));
  const data: CampaignDraft = {
    ...(campaign.settings as Partial<CampaignDraft>),
    kind: campaign.kind as CampaignDraft['kind'],
    name: campaign.name,
    brand_id: campaign.brand_id,
    products,
    step: 'summary',
    payment_method: campaign.payment_method === 'card' ? 'card' : 'wallet',
    ...(campaign.payment_card_id ? { card_id: campaign.payment_card_id } : {}),
  };
  const [draft] = await db
    .insert(campaignDrafts)
    .values({ company_id: companyId, data, revision: 1 })
    .onConflictDoUpdate({
      target: campaignDrafts.company_id,
      set: { data, revision: sql`${campaignDrafts.revision} + 1`, updated_at: new Date() },
    })
    .returning();
  return { ok: true, draft: draft! };
}
