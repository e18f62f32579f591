/**
 * Edit and resubmit (issue 22): a rejected campaign opens the wizard on a copy of it. Its answers become the
 * company's open draft (replacing any other, whose revision moves up so no late save of it lands), at the summary,
 * paid as it was; submitting the copy is an ordinary submission, charged once under its own key. The rejected
 * campaign's payment went back in full when staff rejected it (lifecycle.ts), so nothing is paid twice. The draft
 * remembers which campaign it copies (`resubmits`), and the campaign submitted from it links back to it
 * (`resubmitted_from`), so each campaign page leads to the other.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  campaignDrafts,
  campaignProducts,
  campaigns,
  type CampaignDraftRow,
  type CampaignRow,
} from '../../db/schema';
import {
  AWAITING_PAYMENT,
  canTransition,
  type CampaignDraft,
  type CampaignStatus,
} from '../../../src/domain/campaign';
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
    .values({ company_id: companyId, data, revision: 1, resubmits: campaign.id })
    .onConflictDoUpdate({
      target: campaignDrafts.company_id,
      set: {
        data,
        revision: sql`${campaignDrafts.revision} + 1`,
        resubmits: campaign.id,
        updated_at: new Date(),
      },
    })
    .returning();
  return { ok: true, draft: draft! };
}

/**
 * The rejected campaign the company's open draft is a copy of, when it is still the company's and rejected: the
 * campaign submitted from the draft records it as the one it resubmits.
 */
export async function resubmittedFrom(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaignDrafts)
    .innerJoin(campaigns, eq(campaigns.id, campaignDrafts.resubmits))
    .where(
      and(
        eq(campaignDrafts.company_id, companyId),
        eq(campaigns.company_id, companyId),
        eq(campaigns.status, 'rejected'),
      ),
    );
  return row?.id ?? null;
}

/** The newest campaign submitted as an edited copy of a rejected one (awaiting its card payment: not yet). */
export async function resubmittedAs(
  db: Database,
  companyId: string,
  id: string,
): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.company_id, companyId),
        eq(campaigns.resubmitted_from, id),
        ne(campaigns.status, AWAITING_PAYMENT),
      ),
    )
    .orderBy(desc(campaigns.created_at))
    .limit(1);
  return row ?? null;
}
