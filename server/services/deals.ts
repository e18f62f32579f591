/**
 * Deals in the database (issue 14): hiring a creator, and every event of a deal decided by the deal machine
 * (src/machines/deal-decision.ts) and stored with what it causes, in the caller's unit of work:
 * - the deal's facts, whose turn it is, the timeline date of the step reached, a history row;
 * - the content of the deal (uploaded, approved, accepted, declined, published);
 * - the money, through the ledger: hiring reserves the deal's itemised cost from the campaign's escrow into the
 *   deal's own account (`deal_reserve`); accepted content pays the creator their part and the platform its fee
 *   (`creator_payout`); a canceled deal gives its cost back to the company's wallet (`deal_refund`);
 * - the due time of the new step (deal-timers.ts), and the campaign completed once its deals are all done;
 * - a live message on the deal's topic, after commit.
 * A refused event throws DealRefused with its code; bad input DealBadInput with the field errors.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  brands,
  campaignProducts,
  campaigns,
  contentItems,
  creators,
  dealCounts,
  dealEvents,
  deals,
  products,
  type ContentItemRow,
  type CreatorRow,
  type DealRow,
  type ProductRow,
} from '../db/schema';
import {
  awaitedRole,
  DEAL_STATUSES,
  dueOf,
  isFinalDealStatus,
  type DealFacts,
  type DealRole,
  type DealStatus,
  type DeliveryStatus,
  type TimelineStep,
} from '../../src/domain/deal';
import type { DeliveryMethod } from '../../src/domain/campaign';
import { ACCENT_FOLD, searchWords } from '../../src/domain/creators';
import { fitsTargeting, perDealOf, targetingOf, type HireRefusal } from '../../src/domain/hiring';
import type { DealPrice } from '../../src/domain/pricing';
import type { FieldErrors } from '../../src/domain/validation';
import { decideDealEvent, type DealCommand } from '../../src/machines/deal-decision';
import { balanceOf, ledgerAccount, openAccount, post } from './ledger';
import { completeCampaignIfDone } from './campaigns';
import { setDealDue } from './deal-timers';
import { codedNotice } from './notifications';
import type { Work } from './unit-of-work';
import { isId } from './catalog';

/** A refused hire or event: its code (DEAL_REFUSALS, HIRE_REFUSALS or NOT_FOUND). */
export class DealRefused extends Error {
  constructor(readonly code: string) {
    super(`refused: ${code}`);
    this.name = 'DealRefused';
  }
}

export class DealBadInput extends Error {
  constructor(readonly fields: FieldErrors) {
    super('bad input');
    this.name = 'DealBadInput';
  }
}

/** The deal's own ledger account: its reserved cost, until paid out or refunded. */
export const dealAccount = (dealId: string): string => `deal:${dealId}`;

/** The machine's facts of a stored deal. */
export function factsOf(deal: DealRow): DealFacts {
  return {
    status: deal.status as DealStatus,
    delivery: deal.delivery as DeliveryMethod,
    delivery_status: deal.delivery_status as DeliveryStatus,
    revisions: deal.revisions,
    tracking_number: deal.tracking_number,
    publish_at: deal.publish_at ? deal.publish_at.toISOString() : null,
  };
}

const TIMELINE_COLUMNS = {
  started: 'started_at',
  purchased: 'purchased_at',
  received: 'received_at',
  uploaded: 'uploaded_at',
  paid: 'paid_at',
} as const satisfies Record<TimelineStep, keyof DealRow>;

/**
 * Descending as the listing indexes are ordered (DESC NULLS LAST): a plain DESC (NULLS FIRST) would not be read
 * from them, and every page would sort all of a company's rows.
 */
export const lastFirst = (column: AnyPgColumn): SQL => sql`${column} desc nulls last`;

export const costOf = (deal: Pick<DealRow, 'cost'>): DealPrice => deal.cost as unknown as DealPrice;

/** The words a deal is found by, as a tsvector expression (the creator, the campaign, the product). */
function searchVector(words: string): SQL {
  return sql`to_tsvector('simple', translate(lower(${words}), ${ACCENT_FOLD.from}, ${ACCENT_FOLD.to}))`;
}

// ---------------------------------------------------------------------------------------------------------------
// Events

/** A content file stored for an upload (the caller removes the files should the unit roll back). */
export type UploadedContent = Pick<
  ContentItemRow,
  'kind' | 'file_name' | 'content_type' | 'size' | 'file' | 'thumbnail' | 'width' | 'height' | 'duration_ms'
>;

export type DealAct = {
  command: DealCommand;
  role: DealRole;
  now: Date;
  /** The file of a content.upload. */
  content?: UploadedContent;
  /** The session whose action it is, so its own browser does not hear it twice. */
  origin?: string;
};

/** Locks and reads one deal of a company (any company when companyId is null: creators, staff, the system). */
export async function lockDeal(
  db: Database,
  dealId: string,
  companyId: string | null,
): Promise<DealRow | null> {
  if (!isId(dealId)) return null;
  const where = companyId ? and(eq(deals.id, dealId), eq(deals.company_id, companyId)) : eq(deals.id, dealId);
  const [row] = await db.select().from(deals).where(where).for('update');
  return row ?? null;
}

/** The newest content item of a deal. */
async function latestContent(db: Database, dealId: string): Promise<ContentItemRow | null> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(eq(contentItems.deal_id, dealId))
    .orderBy(desc(contentItems.created_at), desc(contentItems.id))
    .limit(1);
  return row ?? null;
}

async function setLatestContent(
  db: Database,
  dealId: string,
  from: string,
  set: Partial<ContentItemRow>,
): Promise<void> {
  const latest = await latestContent(db, dealId);
  if (latest && latest.status === from)
    await db.update(contentItems).set(set).where(eq(contentItems.id, latest.id));
}

/**
 * Decides an event on a locked deal and stores it with everything it causes. Returns the deal as it is after.
 */
export async function actOnDeal(work: Work, deal: DealRow, act: DealAct): Promise<DealRow> {
  const { command, role, now } = act;
  if (command.type === 'content.upload' && !act.content)
    throw new DealBadInput({ file: { code: 'required' } });
  const decision = decideDealEvent(factsOf(deal), command, role, now);
  if (!decision.ok) {
    if (decision.code === 'BAD_USER_INPUT') throw new DealBadInput(decision.fields);
    throw new DealRefused(decision.code);
  }
  const { facts, due, timelineStep } = decision;
  const awaiting = awaitedRole(facts);
  const set: Partial<DealRow> = {
    status: facts.status,
    delivery_status: facts.delivery_status,
    revisions: facts.revisions,
    tracking_number: facts.tracking_number,
    publish_at: facts.publish_at ? new Date(facts.publish_at) : null,
    awaiting,
    needs_brand: awaiting === 'company',
    due_at: due?.at ?? null,
    due_outcome: due?.outcome ?? null,
    updated_at: now,
  };
  if (timelineStep) {
    const column = TIMELINE_COLUMNS[timelineStep];
    // A step keeps the date it was first reached; a new upload after a revision is dated again.
    if (deal[column] === null || timelineStep === 'uploaded') set[column] = now;
  }
  const detail: Record<string, unknown> = {};
  const db = work.db;
  const content = await contentEffects(work, deal, act, facts.status, detail);
  if (command.type === 'deal.ship') detail.tracking_number = facts.tracking_number;
  if (command.type === 'deal.deadline') detail.step = command.step;
  if (command.type === 'content.publish' && facts.publish_at) detail.publish_at = facts.publish_at;
  if (content) detail.content_id = content;
  const [after] = await db.update(deals).set(set).where(eq(deals.id, deal.id)).returning();
  await db
    .insert(dealEvents)
    .values({ deal_id: deal.id, event: command.type, by: role, status: facts.status, detail, at: now });
  await moneyEffects(work, deal, facts.status, now);
  // The system's own events run within the deal's due-time job (or right after one): left in place, the job is
  // marked done by the runner with what it caused, instead of being deleted under it.
  if (due || role !== 'system') await setDealDue(db, deal.id, due);
  await work.notify(
    deal.company_id,
    {
      ...codedNotice({
        code: 'deal.changed',
        params: { creator: await creatorName(db, deal.creator_id) },
        ...(act.origin ? { origin: act.origin } : {}),
      }),
      deal_id: deal.id,
      event: command.type,
      status: facts.status,
    },
    { dealId: deal.id },
  );
  let result = after!;
  // Published content completes the deal; the system closes it at once, its money having been paid already.
  if (facts.status === 'completed')
    result = await actOnDeal(work, result, { command: { type: 'deal.finish' }, role: 'system', now });
  else if (isFinalDealStatus(facts.status)) await completeCampaignIfDone(work, deal.campaign_id);
  return result;
}

async function creatorName(db: Database, creatorId: string): Promise<string> {
  const [row] = await db.select({ name: creators.name }).from(creators).where(eq(creators.id, creatorId));
  return row?.name ?? '';
}

/** What an event does to the deal's content; answers the content item it made, if any. */
async function contentEffects(
  work: Work,
  deal: DealRow,
  act: DealAct,
  status: DealStatus,
  detail: Record<string, unknown>,
): Promise<string | null> {
  const { db } = work;
  switch (act.command.type) {
    case 'content.upload': {
      const [campaign] = await db
        .select({ brand_id: campaigns.brand_id })
        .from(campaigns)
        .where(eq(campaigns.id, deal.campaign_id));
      const [item] = await db
        .insert(contentItems)
        .values({
          ...act.content!,
          company_id: deal.company_id,
          deal_id: deal.id,
          campaign_id: deal.campaign_id,
          brand_id: campaign!.brand_id,
          creator_id: deal.creator_id,
          product_id: deal.product_id,
          status: 'created',
          revision: deal.revisions,
          created_at: act.now,
        })
        .returning({ id: contentItems.id });
      return item!.id;
    }
    case 'content.approve':
      await setLatestContent(db, deal.id, 'created', { status: 'pending_approval' });
      return null;
    case 'content.decline': {
      const feedback = act.command.feedback.trim();
      detail.feedback = feedback;
      detail.revision = deal.revisions + 1;
      const latest = await latestContent(db, deal.id);
      if (latest) {
        detail.content_id = latest.id;
        await db
          .update(contentItems)
          .set({ status: 'denied', feedback, reviewed_at: act.now })
          .where(eq(contentItems.id, latest.id));
      }
      return null;
    }
    default:
      if (status === 'company_accepts_content' && deal.status === 'content_approved_by_admin')
        await setLatestContent(db, deal.id, 'pending_approval', { status: 'bought', reviewed_at: act.now });
      if (status === 'completed') await setLatestContent(db, deal.id, 'bought', { status: 'accepted' });
      return null;
  }
}

/** The money a status change moves: the creator paid when content is accepted, the cost refunded on cancel. */
async function moneyEffects(work: Work, deal: DealRow, status: DealStatus, now: Date): Promise<void> {
  const cost = costOf(deal);
  if (status === 'company_accepts_content' && deal.status !== status) {
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
  }
  if (status === 'canceled' && deal.status !== status) {
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
}

// ---------------------------------------------------------------------------------------------------------------
// Hiring

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

/** Hires a creator for a product of a company's campaign and reserves the deal's cost from the escrow. */
export async function hireCreator(work: Work, companyId: string, input: HireInput): Promise<DealRow> {
  const { db } = work;
  if (!isId(input.campaignId) || !isId(input.productId) || !isId(input.creatorId)) refuse('NOT_FOUND');
  // The campaign is locked: hires of one campaign are decided one after the other, slots counted right.
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.company_id, companyId)))
    .for('update');
  if (!campaign) return refuse('NOT_FOUND');
  const [repeat] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.company_id, companyId), eq(deals.hire_key, input.idempotencyKey)));
  if (repeat) {
    const same =
      repeat.campaign_id === input.campaignId &&
      repeat.product_id === input.productId &&
      repeat.creator_id === input.creatorId;
    return same ? repeat : refuse('IDEMPOTENCY_KEY_REUSED');
  }
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
  if (!fitsTargeting(creator, targetingOf(campaign.settings))) return refuse('DEAL_CREATOR_NOT_TARGETED');
  // Counted in the database, under the campaign's lock: the creator's deal, the product's slots taken, and those
  // freed by a canceled deal (whose cost went back to the wallet).
  const [taken] = await db
    .select({
      creator: sql<number>`count(*) filter (where ${deals.creator_id} = ${creator.id} and ${deals.status} <> 'canceled')`,
      product: sql<number>`count(*) filter (where ${deals.product_id} = ${input.productId} and ${deals.status} <> 'canceled')`,
      canceled: sql<number>`count(*) filter (where ${deals.product_id} = ${input.productId} and ${deals.status} = 'canceled')`,
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
  const delivery = (campaign.settings.delivery === 'shipping' ? 'shipping' : 'refund') as DeliveryMethod;
  const facts: DealFacts = {
    status: 'hired',
    delivery,
    delivery_status: 'pending_shipping',
    revisions: 0,
    tracking_number: null,
    publish_at: null,
  };
  const due = dueOf(facts, input.now);
  const awaiting = awaitedRole(facts);
  const words = [creator.name, creator.handle, campaign.name, product.product.name].join(' ');
  const [deal] = await db
    .insert(deals)
    .values({
      company_id: companyId,
      campaign_id: campaign.id,
      product_id: input.productId,
      creator_id: creator.id,
      status: 'hired',
      delivery,
      delivery_status: 'pending_shipping',
      awaiting,
      needs_brand: awaiting === 'company',
      due_at: due?.at ?? null,
      due_outcome: due?.outcome ?? null,
      cost: line.per_deal as unknown as Record<string, number>,
      hire_key: input.idempotencyKey,
      search: searchVector(words) as unknown as string,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning();
  await openAccount(work, dealAccount(deal!.id), companyId);
  // The cost comes from the escrow. A slot given back by a canceled deal had its cost refunded to the wallet
  // then: hiring for it again takes from the wallet what the escrow no longer holds.
  const cost = line.per_deal.total;
  const escrow = ledgerAccount.campaign(campaign.id);
  const fromEscrow = Number(taken?.canceled ?? 0) > 0 ? Math.min(cost, await balanceOf(db, escrow)) : cost;
  const fromWallet = cost - fromEscrow;
  const reserved = await post(work, {
    companyId,
    kind: 'deal_reserve',
    idempotencyKey: `deal:${deal!.id}:reserve`,
    reference: deal!.id,
    detail: {
      deal_id: deal!.id,
      campaign: campaign.name,
      creator_id: creator.id,
      cost: line.per_deal,
      from_escrow: fromEscrow,
      from_wallet: fromWallet,
    },
    legs: [
      { account: escrow, amount: -fromEscrow },
      { account: ledgerAccount.wallet(companyId), amount: -fromWallet },
      { account: dealAccount(deal!.id), amount: cost },
    ].filter((leg) => leg.amount !== 0),
  });
  if (!reserved.posted) refuse('CAMPAIGN_ESCROW_SHORT');
  await setDealDue(db, deal!.id, due);
  await work.notify(
    companyId,
    {
      ...codedNotice({
        code: 'deal.changed',
        params: { creator: creator.name },
        ...(input.origin ? { origin: input.origin } : {}),
      }),
      deal_id: deal!.id,
      event: 'deal.hire',
      status: 'hired',
    },
    { dealId: deal!.id },
  );
  return deal!;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

export type DealsQuery = {
  statuses?: string[] | undefined;
  campaign_id?: string | undefined;
  awaiting_brand?: boolean | undefined;
  search?: string | undefined;
  page: number;
  page_size: number;
};

/** The conditions of a listing but its statuses and whose turn: those the counts share. */
function sharedConditions(companyId: string, query: DealsQuery): SQL[] {
  const conditions: SQL[] = [eq(deals.company_id, companyId)];
  if (query.campaign_id) conditions.push(eq(deals.campaign_id, query.campaign_id));
  const words = searchWords(query.search);
  if (words.length > 0) {
    const terms = words.map((word) => `${word}:*`).join(' & ');
    conditions.push(sql`${deals.search} @@ to_tsquery('simple', ${terms})`);
  }
  return conditions;
}

export type DealsPage = {
  items: DealRow[];
  /** The rows the page's deals refer to, read with them. */
  related?: {
    campaigns: Array<typeof campaigns.$inferSelect>;
    products: ProductRow[];
    creators: CreatorRow[];
  };
  total: number;
  counts: Array<{ status: string; count: number }>;
  awaiting_brand: number;
};

/** The campaign id under which deal_counts keeps the counts of all of a company's campaigns. */
const ALL_CAMPAIGNS = '00000000-0000-0000-0000-000000000000';

/**
 * The deals per status and whose turn under a listing's shared conditions: from the counts the database keeps
 * (deal_counts) without a search, by counting the deals found with one.
 */
async function countsOf(db: Database, companyId: string, query: DealsQuery) {
  if (searchWords(query.search).length === 0) {
    const where = and(
      eq(dealCounts.company_id, companyId),
      eq(dealCounts.campaign_id, query.campaign_id ?? ALL_CAMPAIGNS),
    );
    const rows = await db
      .select({
        status: dealCounts.status,
        needs_brand: dealCounts.needs_brand,
        n: sql<string | number>`sum(${dealCounts.n})`,
      })
      .from(dealCounts)
      .where(where)
      .groupBy(dealCounts.status, dealCounts.needs_brand);
    return rows.map((row) => ({ ...row, n: Number(row.n) }));
  }
  const rows = await db
    .select({ status: deals.status, needs_brand: deals.needs_brand, n: count() })
    .from(deals)
    .where(and(...sharedConditions(companyId, query)))
    .groupBy(deals.status, deals.needs_brand);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** A page of a company's deals, what needs the brand first, then the most recently moved. */
export async function listDeals(db: Database, companyId: string, query: DealsQuery): Promise<DealsPage> {
  if (query.campaign_id !== undefined && !isId(query.campaign_id))
    return {
      items: [],
      total: 0,
      counts: DEAL_STATUSES.map((status) => ({ status, count: 0 })),
      awaiting_brand: 0,
    };
  const conditions = sharedConditions(companyId, query);
  if (query.statuses?.length) conditions.push(inArray(deals.status, query.statuses));
  if (query.awaiting_brand) conditions.push(eq(deals.needs_brand, true));
  const where = and(...conditions);
  const byStatus = await countsOf(db, companyId, query);
  const order = [lastFirst(deals.needs_brand), lastFirst(deals.updated_at), lastFirst(deals.id)];
  // The page's ids first, from the listing index of the filters (the rows an offset skips are index entries, not
  // joined), then the page with its campaigns, products and creators: what every row of the listing shows.
  const page = db
    .select({ id: deals.id })
    .from(deals)
    .where(where)
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .as('page');
  const rows = await db
    .select({ deal: deals, campaign: campaigns, product: products, creator: creators })
    .from(deals)
    .innerJoin(page, eq(page.id, deals.id))
    .innerJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .innerJoin(products, eq(products.id, deals.product_id))
    .innerJoin(creators, eq(creators.id, deals.creator_id))
    .orderBy(...order);
  const items = rows.map((row) => row.deal);
  // The total is the counts' sum over what the filters keep.
  const total = byStatus
    .filter((row) => !query.statuses?.length || query.statuses.includes(row.status))
    .filter((row) => !query.awaiting_brand || row.needs_brand)
    .reduce((sum, row) => sum + row.n, 0);
  const counts = DEAL_STATUSES.map((status) => ({
    status,
    count: byStatus.filter((row) => row.status === status).reduce((sum, row) => sum + row.n, 0),
  }));
  const awaiting = byStatus.filter((row) => row.needs_brand).reduce((sum, row) => sum + row.n, 0);
  return {
    items,
    total,
    counts,
    awaiting_brand: awaiting,
    related: {
      campaigns: rows.map((row) => row.campaign),
      products: rows.map((row) => row.product),
      creators: rows.map((row) => row.creator),
    },
  };
}

export async function findDeal(db: Database, companyId: string, dealId: string): Promise<DealRow | null> {
  if (!isId(dealId)) return null;
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, dealId), eq(deals.company_id, companyId)));
  return row ?? null;
}

/**
 * A deal's events in the order they happened. Closing a completed deal happens in the same instant as the
 * publication that completed it (actOnDeal): among events of one instant, the closing one comes last.
 */
export async function historyOf(db: Database, dealId: string) {
  return db
    .select()
    .from(dealEvents)
    .where(eq(dealEvents.deal_id, dealId))
    .orderBy(asc(dealEvents.at), asc(sql`${dealEvents.event} = 'deal.finish'`), asc(dealEvents.id));
}

export async function contentOfDeal(db: Database, dealId: string): Promise<ContentItemRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(eq(contentItems.deal_id, dealId))
    .orderBy(desc(contentItems.created_at), desc(contentItems.id));
}

export type ContentQuery = {
  campaign_id?: string | undefined;
  brand_id?: string | undefined;
  kind?: string | undefined;
  status?: string | undefined;
};

export function contentConditions(companyId: string, query: ContentQuery): SQL | null {
  if ((query.campaign_id && !isId(query.campaign_id)) || (query.brand_id && !isId(query.brand_id)))
    return null;
  const conditions: SQL[] = [eq(contentItems.company_id, companyId)];
  if (query.campaign_id) conditions.push(eq(contentItems.campaign_id, query.campaign_id));
  if (query.brand_id) conditions.push(eq(contentItems.brand_id, query.brand_id));
  if (query.kind) conditions.push(eq(contentItems.kind, query.kind));
  if (query.status) conditions.push(eq(contentItems.status, query.status));
  return and(...conditions)!;
}

export async function listContent(
  db: Database,
  companyId: string,
  query: ContentQuery & { page: number; page_size: number },
): Promise<{ items: ContentItemRow[]; total: number }> {
  const where = contentConditions(companyId, query);
  if (!where) return { items: [], total: 0 };
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(lastFirst(contentItems.created_at), lastFirst(contentItems.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return { items, total: Number(totals[0]?.total ?? 0) };
}

/** The slots of a company's campaign: per product, deals bought and hired (not canceled), and who is hired. */
export async function hiringOf(db: Database, companyId: string, campaignId: string) {
  if (!isId(campaignId)) return null;
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.company_id, companyId)));
  if (!campaign) return null;
  const [lines, taken] = await Promise.all([
    db
      .select({ product: products })
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.product_id))
      .where(eq(campaignProducts.campaign_id, campaign.id)),
    db
      .select({ product_id: deals.product_id, creator_id: deals.creator_id })
      .from(deals)
      .where(and(eq(deals.campaign_id, campaign.id), ne(deals.status, 'canceled'))),
  ]);
  const productLines = lines.flatMap(({ product }) => {
    const line = perDealOf(campaign.price_breakdown, product.id);
    if (!line) return [];
    const hired = taken.filter((deal) => deal.product_id === product.id).length;
    return [
      {
        product,
        deals: line.deals,
        hired,
        slots_left: Math.max(0, line.deals - hired),
        per_deal: line.per_deal,
      },
    ];
  });
  const bought = productLines.reduce((sum, line) => sum + line.deals, 0);
  const hired = productLines.reduce((sum, line) => sum + line.hired, 0);
  const slotsLeft = productLines.reduce((sum, line) => sum + line.slots_left, 0);
  return {
    campaign,
    deals: bought,
    hired,
    slots_left: slotsLeft,
    can_hire: campaign.status === 'active' && slotsLeft > 0,
    products: productLines,
    hired_creator_ids: taken.map((deal) => deal.creator_id),
    targeting: targetingOf(campaign.settings),
  };
}

export async function brandOfCampaign(db: Database, brandId: string) {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
  return row ?? null;
}
