/**
 * The money a deal's status change moves, through the ledger: accepted content pays the creator their part and
 * the platform its fee out of the deal's account (`creator_payout`); a canceled deal gives its slot back to the
 * campaign and its whole cost back (`deal_refund`): to the campaign's funds for that slot while the campaign may
 * hire again, else to the company's wallet (freedSlotFundsGoTo).
 */
import { eq, sql } from 'drizzle-orm';
import { campaigns, type DealRow } from '../../db/schema';
import type { DealStatus } from '../../../src/domain/deal';
import { freedSlotFundsGoTo, type FreedSlotFunds } from '../../../src/domain/hiring';
import { creatorPayout } from '../../../src/domain/pricing';
import { ledgerAccount, openAccount, post } from '../ledger';
import type { Work } from '../unit-of-work';
import { costOf, dealAccount } from './records';

/** What a status change moved: the creator's pay in cents (0 when nobody was paid), and where a refund went. */
export type MoneyMoved = { paidCents: number; refundedTo: FreedSlotFunds | null };

/** The money a status change moves: the creator paid when content is accepted, the cost refunded on cancel. */
export async function moneyEffects(
  work: Work,
  deal: DealRow,
  status: DealStatus,
  now: Date,
): Promise<MoneyMoved> {
  if (status === 'company_accepts_content' && deal.status !== status)
    return { paidCents: await payCreator(work, deal, now), refundedTo: null };
  if (status === 'canceled' && deal.status !== status)
    return { paidCents: 0, refundedTo: await refundDeal(work, deal, now) };
  return { paidCents: 0, refundedTo: null };
}

async function payCreator(work: Work, deal: DealRow, now: Date): Promise<number> {
  const cost = costOf(deal);
  const creatorAccount = ledgerAccount.creator(deal.creator_id);
  await openAccount(work, creatorAccount, null);
  const pay = creatorPayout(cost);
  const fee = cost.total - pay;
  const legs = [
    { account: dealAccount(deal.id), amount: -cost.total },
    { account: creatorAccount, amount: pay },
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
  return pay;
}

async function refundDeal(work: Work, deal: DealRow, now: Date): Promise<FreedSlotFunds> {
  const cost = costOf(deal);
  // The slot is the campaign's again: the brand may hire another creator for it. The campaign's row stays locked
  // to the end, so a deactivation or completion (which gives the funds back) comes wholly before or after.
  const [campaign] = await work.db
    .update(campaigns)
    .set({ deals_hired: sql`greatest(${campaigns.deals_hired} - 1, 0)` })
    .where(eq(campaigns.id, deal.campaign_id))
    .returning({ status: campaigns.status });
  const to = freedSlotFundsGoTo(campaign?.status ?? 'deactivated');
  const refunded = await post(work, {
    companyId: deal.company_id,
    kind: 'deal_refund',
    idempotencyKey: `deal:${deal.id}:refund`,
    reference: deal.id,
    detail: { deal_id: deal.id, cost, to, at: now.toISOString() },
    legs: [
      { account: dealAccount(deal.id), amount: -cost.total },
      {
        account:
          to === 'campaign'
            ? ledgerAccount.campaign(deal.campaign_id)
            : ledgerAccount.wallet(deal.company_id),
        amount: cost.total,
      },
    ],
  });
  if (!refunded.posted) throw new Error(`deal ${deal.id} holds less than its cost`);
  return to;
}
