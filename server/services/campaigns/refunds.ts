/**
 * What a campaign's status change gives back: a rejection everything, to what paid (the card, its fee included,
 * or the wallet); a deactivation or completion what the escrow still holds, to the wallet, itemised per product.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardCharges, deals, type CampaignRow } from '../../db/schema';
import { balanceOf, ledgerAccount, post } from '../ledger';
import { refundCardCharge, type RefundServices } from '../payments/card-refunds';
import type { Work } from '../unit-of-work';

/**
 * A rejected campaign, or one its company canceled before approval, gets everything back, to what paid: the
 * wallet, or the card (its fee included); once per campaign. A cancel's refund keeps the request's key.
 */
export async function refundInFull(
  work: Work,
  services: RefundServices,
  campaign: CampaignRow,
  why: { reason: 'rejected' } | { reason: 'canceled'; requestKey: string } = { reason: 'rejected' },
): Promise<number> {
  const escrow = ledgerAccount.campaign(campaign.id);
  const detail = {
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    ...(why.reason === 'canceled'
      ? { reason: 'canceled', request_key: why.requestKey }
      : { reason: 'rejected' }),
  };
  const idempotencyKey = `campaign-${why.reason === 'canceled' ? 'cancel' : 'reject'}:${campaign.id}`;
  if (campaign.payment_method === 'card') {
    const [charge] = await work.db
      .select()
      .from(cardCharges)
      .where(and(eq(cardCharges.credit_account, escrow), eq(cardCharges.status, 'succeeded')));
    if (!charge) return 0;
    const refunded = await refundCardCharge(work, services, charge, {
      idempotencyKey,
      kind: 'campaign_refund',
      detail,
    });
    if (!refunded.refunded) throw new Error(`a campaign could not be refunded in full: ${refunded.reason}`);
    return charge.amount_cents + charge.fee_cents;
  }
  const balance = await balanceOf(work.db, escrow);
  if (balance === 0) return 0;
  const posted = await post(work, {
    companyId: campaign.company_id,
    kind: 'campaign_refund',
    idempotencyKey,
    reference: campaign.id,
    legs: [
      { account: escrow, amount: -balance },
      { account: ledgerAccount.wallet(campaign.company_id), amount: balance },
    ],
    detail: { ...detail, method: 'wallet' },
  });
  if (!posted.posted) throw new Error('a campaign could not be refunded in full');
  return balance;
}

/**
 * A campaign that hires no one more (deactivated, or completed): what its escrow still holds (the deal slots not
 * hired, a canceled deal's slot included when it was not hired again) goes back to the wallet, once per campaign
 * and reason, itemised per product by the slots unused and what each had reserved.
 */
export async function refundUnused(
  work: Work,
  campaign: CampaignRow,
  reason: 'deactivate' | 'complete',
): Promise<number> {
  const escrow = ledgerAccount.campaign(campaign.id);
  const balance = await balanceOf(work.db, escrow);
  if (balance <= 0) return 0;
  const posted = await post(work, {
    companyId: campaign.company_id,
    kind: 'campaign_refund',
    idempotencyKey: `campaign-${reason}:${campaign.id}`,
    reference: campaign.id,
    legs: [
      { account: escrow, amount: -balance },
      { account: ledgerAccount.wallet(campaign.company_id), amount: balance },
    ],
    detail: {
      method: 'wallet',
      campaign_id: campaign.id,
      campaign_name: campaign.name,
      reason: reason === 'deactivate' ? 'deactivated' : 'completed',
      unused_deals: Math.max(0, campaign.deals_total - campaign.deals_hired),
      deals_total: campaign.deals_total,
      lines: await unusedSlots(work.db, campaign),
    },
  });
  if (!posted.posted) throw new Error(`a campaign could not be refunded (${reason})`);
  return balance;
}

/**
 * Per product of a campaign: the slots bought, those with a creator hired now, those canceled (each one's cost
 * back in the campaign's funds since its cancel) and the slots left unused, with what a slot costs.
 */
async function unusedSlots(db: Database, campaign: CampaignRow) {
  const rows = await db
    .select({
      product_id: deals.product_id,
      hired: sql<number>`count(*) filter (where ${deals.status} <> 'canceled')`,
      canceled: sql<number>`count(*) filter (where ${deals.status} = 'canceled')`,
    })
    .from(deals)
    .where(eq(deals.campaign_id, campaign.id))
    .groupBy(deals.product_id);
  return (campaign.price_breakdown?.lines ?? []).map((line) => {
    const row = rows.find((candidate) => candidate.product_id === line.product_id);
    const hired = Number(row?.hired ?? 0);
    return {
      product_id: line.product_id,
      deals: line.deals,
      hired,
      canceled: Number(row?.canceled ?? 0),
      unused: Math.max(0, line.deals - hired),
      per_deal: line.per_deal.total,
    };
  });
}
