/**
 * Hiring a creator for one product of a company's active campaign (DealHire): the campaign is locked so hires of
 * one campaign are decided one after the other; the creator must fit the targeting, the product have a slot left
 * and the creator not be hired on the campaign yet. The deal's itemised cost (the campaign's frozen per-deal
 * price) moves from the campaign's escrow into the deal's own ledger account (`deal_reserve`), once per
 * idempotency key. A refusal throws DealRefused with its code (HIRE_REFUSALS or NOT_FOUND).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { campaignProducts, campaigns, creators, deals, products, type CampaignRow } from '../../db/schema';
import type { CreatorRow, DealRow, ProductRow } from '../../db/schema';
import { type DealFacts } from '../../../src/domain/deal';
import { awaitedRole, dueOf } from '../../../src/machines/deal-turns';
import type { DeliveryMethod } from '../../../src/domain/campaign';
import {
  escrowKeptForOtherSlots,
  hireFunding,
  perDealOf,
  targetingMiss,
  targetingOf,
  type HireRefusal,
} from '../../../src/domain/hiring';
import type { DealPrice } from '../../../src/domain/pricing';
import { balanceOf, ledgerAccount, openAccount, post } from '../ledger';
import { codedNotice } from '../notifications';
import type { Work } from '../unit-of-work';
import { isId } from '../catalog';
import { setDealDue } from './due-times';
import { dealAccount, searchVector } from './records';
import { DealRefused } from './refusals';

export type HireInput = {
  campaignId: string;
  productId: string;
  creatorId: string;
  idempotencyKey: string;
  now: Date;
  origin?: string;
};

const refuse = (code: HireRefusal | 'NOT_FOUND'): never => {
  throw new DealRefused(code);
};

/** What a hire is decided on, all read under the campaign's lock. */
type Hire = {
  campaign: CampaignRow;
  product: ProductRow;
  creator: CreatorRow;
  perDeal: DealPrice;
  /** What the escrow keeps for the campaign's other slots never hired (their cost was never taken from it). */
  keptForOthers: number;
};

/** Hires a creator for a product of a company's campaign and reserves the deal's cost from the escrow. */
export async function hireCreator(work: Work, companyId: string, input: HireInput): Promise<DealRow> {
  if (!isId(input.campaignId) || !isId(input.productId) || !isId(input.creatorId)) refuse('NOT_FOUND');
  // The campaign is locked: hires of one campaign are decided one after the other, slots counted right.
  const [campaign] = await work.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.company_id, companyId)))
    .for('update');
  if (!campaign) return refuse('NOT_FOUND');
  const repeat = await repeatedHire(work, companyId, input);
  if (repeat) return repeat;
  const hire = await decideHire(work, campaign, input);
  const deal = await insertDeal(work, hire, input);
  await reserveCost(work, hire, deal);
  await work.notify(
    companyId,
    {
      ...codedNotice({
        code: 'deal.hired',
        params: { creator: hire.creator.name },
        subject: 'deal',
        subject_id: deal.id,
        ...(input.origin ? { origin: input.origin } : {}),
      }),
      deal_id: deal.id,
      deal_version: deal.version,
      event: 'deal.hire',
      status: 'hired',
      updated_at: deal.updated_at.toISOString(),
    },
    { dealId: deal.id },
  );
  return deal;
}

/** The deal an earlier request with the same key made; a key reused for another hire is refused. */
async function repeatedHire(work: Work, companyId: string, input: HireInput): Promise<DealRow | null> {
  const [repeat] = await work.db
    .select()
    .from(deals)
    .where(and(eq(deals.company_id, companyId), eq(deals.hire_key, input.idempotencyKey)));
  if (!repeat) return null;
  const same =
    repeat.campaign_id === input.campaignId &&
    repeat.product_id === input.productId &&
    repeat.creator_id === input.creatorId;
  return same ? repeat : refuse('IDEMPOTENCY_KEY_REUSED');
}

/** Checks a hire against the locked campaign and takes its slot; refuses with the first rule it breaks. */
async function decideHire(work: Work, campaign: CampaignRow, input: HireInput): Promise<Hire> {
  const { db } = work;
  const [product] = await db
    .select({ product: products })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.product_id))
    .where(
      and(eq(campaignProducts.campaign_id, campaign.id), eq(campaignProducts.product_id, input.productId)),
    );
  if (!product) return refuse('NOT_FOUND');
  const [creator] = await db.select().from(creators).where(eq(creators.id, input.creatorId));
  if (!creator) return refuse('NOT_FOUND');
  const line = perDealOf(campaign.price_breakdown, input.productId);
  if (campaign.status !== 'active' || !line) return refuse('CAMPAIGN_NOT_HIRING');
  const criterion = targetingMiss(creator, targetingOf(campaign.settings));
  if (criterion) throw new DealRefused('DEAL_CREATOR_NOT_TARGETED', { criterion });
  // Counted in the database, under the campaign's lock: the creator's deal, the product's slots taken, and those
  // freed by a canceled deal (whose cost went back to the wallet).
  const [taken] = await db
    .select({
      creator: sql<number>`count(*) filter (where ${deals.creator_id} = ${creator.id} and ${deals.status} <> 'canceled')`,
      product: sql<number>`count(*) filter (where ${deals.product_id} = ${input.productId} and ${deals.status} <> 'canceled')`,
    })
    .from(deals)
    .where(eq(deals.campaign_id, campaign.id));
  if (Number(taken?.creator ?? 0) > 0) return refuse('DEAL_CREATOR_ALREADY_HIRED');
  if (Number(taken?.product ?? 0) >= line.deals) return refuse('DEAL_NO_SLOTS_LEFT');
  // The campaign's count goes up only while a slot is left: the database decides, so a hire can never take a
  // slot another has just taken.
  const [counted] = await db
    .update(campaigns)
    .set({ deals_hired: sql`${campaigns.deals_hired} + 1`, updated_at: input.now })
    .where(and(eq(campaigns.id, campaign.id), sql`${campaigns.deals_hired} < ${campaigns.deals_total}`))
    .returning({ deals_hired: campaigns.deals_hired });
  if (!counted) return refuse('DEAL_NO_SLOTS_LEFT');
  return {
    campaign,
    product: product.product,
    creator,
    perDeal: line.per_deal,
    keptForOthers: await keptForOtherSlots(db, campaign, input.productId),
  };
}

/** What the escrow keeps for the campaign's open slots, this hire's aside (escrowKeptForOtherSlots). */
async function keptForOtherSlots(db: Work['db'], campaign: CampaignRow, productId: string): Promise<number> {
  const filled = await db
    .select({ product_id: deals.product_id, n: sql<number>`count(*)` })
    .from(deals)
    .where(and(eq(deals.campaign_id, campaign.id), ne(deals.status, 'canceled')))
    .groupBy(deals.product_id);
  const counts = Object.fromEntries(filled.map((row) => [row.product_id, Number(row.n)]));
  return escrowKeptForOtherSlots(campaign.price_breakdown, counts, productId);
}

/** The new deal, at its first step, with its due time. */
async function insertDeal(work: Work, hire: Hire, input: HireInput): Promise<DealRow> {
  const { campaign, creator, product } = hire;
  const delivery = (campaign.settings.delivery === 'shipping' ? 'shipping' : 'refund') as DeliveryMethod;
  const facts: DealFacts = {
    status: 'hired',
    delivery,
    delivery_status: 'pending_shipping',
    revisions: 0,
    carrier: null,
    tracking_number: null,
    publish_at: null,
  };
  const due = dueOf(facts, input.now);
  const awaiting = awaitedRole(facts);
  const words = [creator.name, creator.handle, campaign.name, product.name].join(' ');
  const [deal] = await work.db
    .insert(deals)
    .values({
      company_id: campaign.company_id,
      campaign_id: campaign.id,
      product_id: product.id,
      creator_id: creator.id,
      status: 'hired',
      delivery,
      delivery_status: 'pending_shipping',
      awaiting,
      needs_brand: awaiting === 'company',
      due_at: due?.at ?? null,
      due_outcome: due?.outcome ?? null,
      cost: hire.perDeal as unknown as Record<string, number>,
      hire_key: input.idempotencyKey,
      search: searchVector(words) as unknown as string,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning();
  await setDealDue(work.db, deal!.id, due);
  return deal!;
}

/**
 * The deal's cost comes from the escrow, beyond what it keeps for the other open slots (a slot given back by a
 * canceled deal has its cost back in the escrow). Only what the escrow lacks comes from the wallet.
 */
async function reserveCost(work: Work, hire: Hire, deal: DealRow): Promise<void> {
  const { campaign, creator } = hire;
  const companyId = campaign.company_id;
  await openAccount(work, dealAccount(deal.id), companyId);
  const cost = hire.perDeal.total;
  const escrow = ledgerAccount.campaign(campaign.id);
  const funding = hireFunding(cost, await balanceOf(work.db, escrow), hire.keptForOthers);
  const fromEscrow = funding.from_escrow;
  const fromWallet = funding.from_wallet;
  const reserved = await post(work, {
    companyId,
    kind: 'deal_reserve',
    idempotencyKey: `deal:${deal.id}:reserve`,
    reference: deal.id,
    detail: {
      deal_id: deal.id,
      campaign: campaign.name,
      creator_id: creator.id,
      cost: hire.perDeal,
      from_escrow: fromEscrow,
      from_wallet: fromWallet,
    },
    legs: [
      { account: escrow, amount: -fromEscrow },
      { account: ledgerAccount.wallet(companyId), amount: -fromWallet },
      { account: dealAccount(deal.id), amount: cost },
    ].filter((leg) => leg.amount !== 0),
  });
  if (!reserved.posted) refuse('CAMPAIGN_ESCROW_SHORT');
}
