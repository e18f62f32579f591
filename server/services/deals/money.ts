/**
 * The money a deal's status change moves, through the ledger: accepted content pays the creator their part and
 * the platform its fee out of the deal's account (`creator_payout`); a canceled deal gives its slot back to the
 * campaign and its whole cost back to the company's wallet (`deal_refund`).
 */
import { and, eq, sql } from 'drizzle-orm';
import { campaigns, type DealRow } from '../../db/schema';
import type { DealStatus } from '../../../src/domain/deal';
import { ledgerAccount, openAccount, post } from '../ledger';
import type { Work } from '../unit-of-work';
import { costOf, dealAccount } from './records';

/**
 * The money a status change moves: the creator paid when content is accepted, the cost refunded on cancel.
 * Answers what the creator was paid, in cents (0 when the change paid nobody).
 */
export async function moneyEffects(
  work: Work,
  deal: DealRow,
  status: DealStatus,
  now: Date,
): Promise<number> {
  if (status === 'company_accepts_content' && deal.status !== status) return payCreator(work, deal, now);
  if (status === 'canceled' && deal.status !== status) await refundDeal(work, deal, now);
  return 0;
}

async function payCreator(work: Work, deal: DealRow, now: Date): Promise<number> {
  const cost = costOf(deal);
  const creatorAccount = ledgerAccount.creator(deal.creator_id);
  await openAccount(work, creatorAccount, null);
  const fee = Math.min(cost.platform_fee, cost.total);
  const legs = [
    { account: dealAccount(deal.id), amount: -cost.total },
    { account: creatorAccount, amount: cost.total - fee },
    { account: ledgerAccount.platformFees, amount: fee },
  ].filter((leg) => leg.amount !== 0);
  const paid = await post(work, {
    companyId: deal.company_id,
    kind: 'creator_payout',
    idempotencyKey: `deal:${deal.id}:payout`,
    reference: deal.id,
    detail: { deal_id: deal.id, creator_id: deal.creator_id, platform_fee: fee, at: now.toISOString() },
    legs,
  });
  if (!paid.posted) throw new Error(`deal ${deal.id} holds less than its cost`);
  return cost.total - fee;
}

async function refundDeal(work: Work, deal: DealRow, now: Date): Promise<void> {
  const cost = costOf(deal);
  // The slot is the campaign's again: the brand may hire another creator for it.
  await work.db
    .update(campaigns)
    .set({ deals_hired: sql`${campaigns.deals_hired} - 1` })
    .where(and(eq(campaigns.id, deal.campaign_id), sql`${campaigns.deals_hired} > 0`));
  const refunded = await post(work, {
    companyId: deal.company_id,
    kind: 'deal_refund',
    idempotencyKey: `deal:${deal.id}:refund`,
    reference: deal.id,
    detail: { deal_id: deal.id, cost, at: now.toISOString() },
    legs: [
      { account: dealAccount(deal.id), amount: -cost.total },
      { account: ledgerAccount.wallet(deal.company_id), amount: cost.total },
    ],
  });
  if (!refunded.posted) throw new Error(`deal ${deal.id} holds less than its cost`);
}
