/**
 * Campaigns in the database and their money (issue 13). Every function takes the company it acts for and never
 * reads or changes another company's rows: another company's campaign behaves exactly like one that does not
 * exist.
 *
 * Submission charges the campaign's price into its escrow (`ledgerAccount.campaign(id)`) and creates it as
 * pending_admin_approval, once per idempotency key: the campaign's id is derived from the company and the key, so
 * a repeat (or ten at once) finds the same campaign and the ledger the same movement.
 * - Wallet: the campaign, its escrow and the wallet → escrow movement are one transaction; a short wallet rolls
 *   it all back.
 * - Card: the campaign is written first as awaiting_payment (not listed), then charged through chargeCard, whose
 *   completion (registered below, run in the charge's own transaction, also after a crash) moves it to approval.
 *   A declined card removes it again.
 * Status changes lock the row, check CAMPAIGN_TRANSITIONS, record the change in the history, refund what the
 * change gives back (rejection: everything, to what paid; deactivation: the escrow's unused slots, to the wallet)
 * and notify the company once committed.
 */
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  brands,
  campaignCounts,
  campaignDrafts,
  campaignProducts,
  campaigns,
  campaignStatusChanges,
  cardCharges,
  cards,
  deals,
  products,
  type CampaignRow,
  type CardRow,
  type ProductRow,
} from '../db/schema';
import {
  AWAITING_PAYMENT,
  CAMPAIGN_TRANSITIONS,
  canTransition,
  type CampaignActor,
  type CampaignInput,
  type CampaignSort,
  type CampaignStatus,
  type CampaignTransition,
  type CampaignsQuery,
} from '../../src/domain/campaign';
import { DEAL_FINAL_STATUSES } from '../../src/domain/deal';
import { priceCampaign, type CampaignPrice, type PaymentMethod } from '../../src/domain/pricing';
import type { NotificationCode } from '../../src/domain/messages';
import { balanceOf, ledgerAccount, openAccount, post } from './ledger';
import {
  chargeCard,
  refundCardCharge,
  whenCardCharged,
  type CardChargeServices,
} from './payments/card-charges';
import type { DeclineCode } from './payments/gateway';
import { atomically, type Work } from './unit-of-work';
import { codedNotice } from './notifications';
import { isId } from './catalog';

/** A campaign id made from the company and the submission's key: the same key always names the same campaign. */
export function campaignIdFor(companyId: string, key: string): string {
  const hex = createHash('sha256').update(`campaign:${companyId}:${key}`).digest('hex');
  // Shaped as a version 4 UUID so that every tool takes it as one.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Drafts

export async function findDraft(db: Database, companyId: string) {
  const [row] = await db.select().from(campaignDrafts).where(eq(campaignDrafts.company_id, companyId));
  return row ?? null;
}

export async function saveDraft(db: Database, companyId: string, data: Record<string, unknown>) {
  const [row] = await db
    .insert(campaignDrafts)
    .values({ company_id: companyId, data })
    .onConflictDoUpdate({ target: campaignDrafts.company_id, set: { data, updated_at: new Date() } })
    .returning();
  return row!;
}

export async function discardDraft(db: Database, companyId: string): Promise<void> {
  await db.delete(campaignDrafts).where(eq(campaignDrafts.company_id, companyId));
}

// ---------------------------------------------------------------------------------------------------------------
// Submission

/** The campaign's products, when every one is the company's and of the campaign's brand; else null. */
export async function productsForCampaign(
  db: Database,
  companyId: string,
  brandId: string,
  ids: string[],
): Promise<ProductRow[] | null> {
  if (!ids.every(isId) || !isId(brandId)) return null;
  const rows = await db
    .select()
    .from(products)
    .where(
      and(eq(products.company_id, companyId), eq(products.brand_id, brandId), inArray(products.id, ids)),
    );
  return rows.length === new Set(ids).size ? rows : null;
}

export async function findCard(db: Database, companyId: string, id: string): Promise<CardRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.company_id, companyId)));
  return row ?? null;
}

/** The frozen price of a campaign: the shared pricing function over the products' prices as they are now. */
export function priceOf(input: CampaignInput, rows: ProductRow[], method: PaymentMethod): CampaignPrice {
  const prices = new Map(rows.map((row) => [row.id, row.price_cents]));
  return priceCampaign({
    ...input,
    payment_method: method,
    products: input.products.map((product) => ({
      product_id: product.product_id,
      deals: product.deals,
      price: prices.get(product.product_id) ?? 0,
    })),
  });
}

export type Submission = {
  companyId: string;
  input: CampaignInput;
  price: CampaignPrice;
  method: PaymentMethod;
  card: CardRow | null;
  key: string;
  /** The session that submits: its own browser already says so, and does not hear it twice. */
  origin?: string;
};

export type SubmitOutcome =
  | { ok: true; campaign: CampaignRow }
  | { ok: false; reason: 'insufficient_funds'; balance: number; needed: number }
  | { ok: false; reason: 'declined'; decline: DeclineCode };

/** What the campaign keeps of the wizard besides its own columns. */
function settingsOf(input: CampaignInput): Record<string, unknown> {
  const { name: _name, brand_id: _brand, kind: _kind, products: _products, ...settings } = input;
  return settings;
}

async function findCampaignById(db: Database, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

/** Writes the campaign (or finds the one its key made); answers whether it was written now. */
async function insertCampaign(
  work: Work,
  submission: Submission,
  id: string,
  status: string,
): Promise<{ row: CampaignRow; created: boolean }> {
  const { input, price, method, card, key, companyId } = submission;
  const [row] = await work.db
    .insert(campaigns)
    .values({
      id,
      company_id: companyId,
      brand_id: input.brand_id,
      name: input.name,
      kind: input.kind,
      status,
      settings: settingsOf(input),
      price_breakdown: price,
      payment_method: method,
      payment_card_id: card?.id ?? null,
      submit_key: key,
      deals_total: input.deals,
      total_cents: price.total,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const existing = await findCampaignById(work.db, id);
    if (!existing || existing.company_id !== companyId) throw new Error('a submitted campaign vanished');
    return { row: existing, created: false };
  }
  await work.db
    .insert(campaignProducts)
    .values(input.products.map((product) => ({ campaign_id: id, ...product })));
  await openAccount(work, ledgerAccount.campaign(id), companyId);
  return { row, created: true };
}

/** What happens once a campaign is paid: it goes to approval, the draft is done, and the company is told. */
async function paid(work: Work, campaign: CampaignRow, origin?: string): Promise<CampaignRow> {
  const [row] = await work.db
    .update(campaigns)
    .set({ status: 'pending_admin_approval', updated_at: new Date() })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  await work.db
    .insert(campaignStatusChanges)
    .values({ campaign_id: campaign.id, status: 'pending_admin_approval', by: 'company' });
  await discardDraft(work.db, campaign.company_id);
  await work.notify(
    campaign.company_id,
    codedNotice({
      code: 'campaign.submitted',
      params: { name: campaign.name },
      ...(origin ? { origin } : {}),
    }),
  );
  return row!;
}

whenCardCharged('campaign_charge', async (work, charge) => {
  const id = String(charge.detail.campaign_id ?? '');
  const [campaign] = await work.db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (campaign?.status === AWAITING_PAYMENT)
    await paid(work, campaign, typeof charge.detail.origin === 'string' ? charge.detail.origin : undefined);
});

export async function submitCampaign(
  services: CardChargeServices,
  submission: Submission,
): Promise<SubmitOutcome> {
  const id = campaignIdFor(submission.companyId, submission.key);
  const { companyId, price, input } = submission;
  if (submission.method === 'wallet') {
    return atomically(services, async (work) => {
      const { row, created } = await insertCampaign(work, submission, id, 'pending_admin_approval');
      if (!created) return { ok: true as const, campaign: row };
      await openAccount(work, ledgerAccount.wallet(companyId), companyId);
      const posted = await post(work, {
        companyId,
        kind: 'campaign_charge',
        idempotencyKey: `campaign-submit:${submission.key}`,
        reference: id,
        legs: [
          { account: ledgerAccount.wallet(companyId), amount: -price.total },
          { account: ledgerAccount.campaign(id), amount: price.total },
        ],
        detail: { method: 'wallet', campaign_id: id, campaign_name: input.name },
      });
      if (!posted.posted) {
        // Nothing of the submission may stay: the unit rolls back.
        throw new ShortWallet(posted.balance, posted.needed);
      }
      await work.db
        .insert(campaignStatusChanges)
        .values({ campaign_id: id, status: 'pending_admin_approval', by: 'company' });
      await discardDraft(work.db, companyId);
      await work.notify(
        companyId,
        codedNotice({
          code: 'campaign.submitted',
          params: { name: input.name },
          ...(submission.origin ? { origin: submission.origin } : {}),
        }),
      );
      return { ok: true as const, campaign: row };
    }).catch((error: unknown) => {
      if (error instanceof ShortWallet)
        return { ok: false as const, reason: 'insufficient_funds' as const, ...error.figures };
      throw error;
    });
  }
  const card = submission.card;
  if (!card) throw new Error('a card payment needs a card');
  const { row } = await atomically(services, (work) =>
    insertCampaign(work, submission, id, AWAITING_PAYMENT),
  );
  if (row.status !== AWAITING_PAYMENT) return { ok: true, campaign: row };
  const outcome = await chargeCard(services, {
    companyId,
    card,
    idempotencyKey: `campaign-submit:${submission.key}`,
    amount: price.subtotal,
    kind: 'campaign_charge',
    creditAccount: ledgerAccount.campaign(id),
    detail: {
      campaign_id: id,
      campaign_name: input.name,
      ...(submission.origin ? { origin: submission.origin } : {}),
    },
    description: `CreatorHub campaign ${input.name}`.slice(0, 200),
  });
  if (outcome.status === 'declined') {
    await atomically(services, (work) =>
      work.db.delete(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.status, AWAITING_PAYMENT))),
    );
    return { ok: false, reason: 'declined', decline: outcome.decline };
  }
  return { ok: true, campaign: (await findCampaignById(services.db, id))! };
}

class ShortWallet extends Error {
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super('the wallet is short');
  }
  get figures() {
    return { balance: this.balance, needed: this.needed };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

export async function findCampaign(db: Database, companyId: string, id: string): Promise<CampaignRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.company_id, companyId),
        sql`${campaigns.status} <> ${AWAITING_PAYMENT}`,
      ),
    );
  return row ?? null;
}

/** Escapes the wildcards of LIKE so a search for "50%" finds "50%", not everything. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const ORDER: Record<CampaignSort, SQL[]> = {
  newest: [desc(campaigns.created_at), desc(campaigns.id)],
  oldest: [asc(campaigns.created_at), asc(campaigns.id)],
  name: [asc(sql`lower(${campaigns.name})`), asc(campaigns.id)],
  total: [desc(campaigns.total_cents), desc(campaigns.id)],
};

export async function listCampaigns(
  db: Database,
  companyId: string,
  query: CampaignsQuery,
): Promise<{ items: CampaignRow[]; total: number | null }> {
  const conditions: SQL[] = [eq(campaigns.company_id, companyId), eq(campaigns.status, query.tab)];
  const search = query.search?.trim();
  if (search) conditions.push(ilike(campaigns.name, likePattern(search)));
  const where = and(...conditions);
  // The page's ids first, read from the listing index that matches the tab and the order (the rows skipped by the
  // offset are index entries only), then the page's rows themselves.
  const page = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .as('page');
  const rows = await db
    .select({ campaign: campaigns })
    .from(campaigns)
    .innerJoin(page, eq(page.id, campaigns.id))
    .orderBy(...ORDER[query.sort]);
  const items = rows.map((row) => row.campaign);
  // Without a search the tab's count (countByStatus) is the total: no second count is asked for.
  if (!search) return { items, total: null };
  const [totals] = await db.select({ total: count() }).from(campaigns).where(where);
  return { items, total: Number(totals?.total ?? 0) };
}

/** How many campaigns the company has in each status (the listing's tabs). */
export async function countByStatus(db: Database, companyId: string): Promise<Map<string, number>> {
  // Kept by the database as campaigns are written (campaign_counts): no page counts the company's campaigns.
  const rows = await db
    .select({ status: campaignCounts.status, n: campaignCounts.n })
    .from(campaignCounts)
    .where(eq(campaignCounts.company_id, companyId));
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

/** The products of several campaigns with how many deals feature each, for a page of the listing. */
export async function productsOfCampaigns(
  db: Database,
  campaignIds: string[],
): Promise<Map<string, Array<{ product: ProductRow; deals: number }>>> {
  const found = new Map<string, Array<{ product: ProductRow; deals: number }>>();
  if (campaignIds.length === 0) return found;
  const rows = await db
    .select({ campaign_id: campaignProducts.campaign_id, deals: campaignProducts.deals, product: products })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.product_id))
    .where(inArray(campaignProducts.campaign_id, campaignIds))
    .orderBy(asc(products.name));
  for (const row of rows) {
    const list = found.get(row.campaign_id) ?? [];
    list.push({ product: row.product, deals: row.deals });
    found.set(row.campaign_id, list);
  }
  return found;
}

export function statusHistory(db: Database, campaignId: string) {
  return db
    .select()
    .from(campaignStatusChanges)
    .where(eq(campaignStatusChanges.campaign_id, campaignId))
    .orderBy(asc(campaignStatusChanges.created_at), asc(campaignStatusChanges.id));
}

/** Active campaigns and what the company has spent on campaigns (charged, less refunds): the dashboard's. */
export async function campaignSpend(
  db: Database,
  companyId: string,
): Promise<{ active: number; spent: number }> {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${campaigns.status} = 'active')`,
      spent: sql<string>`coalesce(sum(${campaigns.total_cents} - ${campaigns.refunded_cents}) filter (where ${campaigns.status} <> ${AWAITING_PAYMENT}), 0)`,
    })
    .from(campaigns)
    .where(eq(campaigns.company_id, companyId));
  return { active: Number(row?.active ?? 0), spent: Number(row?.spent ?? 0) };
}

/** Brands of several campaigns, by id. */
export async function brandsById(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof brands.$inferSelect>();
  const rows = await db.select().from(brands).where(inArray(brands.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

// ---------------------------------------------------------------------------------------------------------------
// Status changes

const NOTICES: Record<CampaignTransition, NotificationCode> = {
  approve: 'campaign.approved',
  reject: 'campaign.rejected',
  pause: 'campaign.paused',
  resume: 'campaign.resumed',
  deactivate: 'campaign.deactivated',
  complete: 'campaign.completed',
};

export type ChangeOutcome =
  | { ok: true; campaign: CampaignRow; refunded: number }
  | { ok: false; reason: 'not_found' | 'not_allowed'; status?: CampaignStatus };

/**
 * Applies a transition to a campaign: `companyId` null is staff (any company's campaign). Refunds what the change
 * gives back in the same transaction, and tells the company once committed.
 */
export async function changeStatus(
  services: CardChargeServices,
  change: {
    companyId: string | null;
    campaignId: string;
    transition: CampaignTransition;
    actor: CampaignActor;
    reason?: string;
    origin?: string;
  },
): Promise<ChangeOutcome> {
  if (!isId(change.campaignId)) return { ok: false, reason: 'not_found' };
  return atomically(services, async (work) => {
    const [campaign] = await work.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, change.campaignId))
      .for('update');
    if (!campaign || campaign.status === AWAITING_PAYMENT)
      return { ok: false as const, reason: 'not_found' as const };
    if (change.companyId !== null && campaign.company_id !== change.companyId)
      return { ok: false as const, reason: 'not_found' as const };
    const status = campaign.status as CampaignStatus;
    if (!canTransition(change.transition, status, change.actor))
      return { ok: false as const, reason: 'not_allowed' as const, status };
    return { ok: true as const, ...(await applyTransition(work, services, campaign, change)) };
  });
}

/**
 * Moves a locked campaign along an allowed transition: refunds what the change gives back, records the change in
 * the history and tells the company once committed.
 */
async function applyTransition(
  work: Work,
  services: CardChargeServices | null,
  campaign: CampaignRow,
  change: { transition: CampaignTransition; actor: CampaignActor; reason?: string; origin?: string },
): Promise<{ campaign: CampaignRow; refunded: number }> {
  let refunded = 0;
  if (change.transition === 'reject') {
    if (!services) throw new Error('a rejection refunds through the card gateway');
    refunded = await refundInFull(work, services, campaign);
  } else if (change.transition === 'deactivate' || change.transition === 'complete')
    refunded = await refundUnused(work, campaign, change.transition);
  const to = CAMPAIGN_TRANSITIONS[change.transition].to;
  const [row] = await work.db
    .update(campaigns)
    .set({ status: to, refunded_cents: campaign.refunded_cents + refunded, updated_at: new Date() })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  await work.db.insert(campaignStatusChanges).values({
    campaign_id: campaign.id,
    status: to,
    by: change.actor,
    reason: change.reason ?? null,
  });
  await work.notify(
    campaign.company_id,
    codedNotice({
      code: NOTICES[change.transition],
      params: { name: campaign.name },
      ...(change.origin ? { origin: change.origin } : {}),
    }),
  );
  return { campaign: row!, refunded };
}

/**
 * Completes a campaign once its deals are all done, in the unit of the deal event that closed the last one: every
 * slot hired (a canceled deal gave its slot back, so a campaign with a slot open stays hiring) and every deal in
 * a final status. What the escrow still holds goes back to the wallet, itemised, once. Answers whether it did.
 */
export async function completeCampaignIfDone(work: Work, campaignId: string): Promise<boolean> {
  const [campaign] = await work.db.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!campaign || !canTransition('complete', campaign.status as CampaignStatus, 'system')) return false;
  if (campaign.deals_total === 0 || campaign.deals_hired < campaign.deals_total) return false;
  const [open] = await work.db
    .select({ n: count() })
    .from(deals)
    .where(and(eq(deals.campaign_id, campaignId), notInArray(deals.status, [...DEAL_FINAL_STATUSES])));
  if (Number(open?.n ?? 0) > 0) return false;
  await applyTransition(work, null, campaign, { transition: 'complete', actor: 'system' });
  return true;
}

/** A rejected campaign gets everything back, to what paid: the wallet, or the card (its fee included). */
async function refundInFull(
  work: Work,
  services: CardChargeServices,
  campaign: CampaignRow,
): Promise<number> {
  const escrow = ledgerAccount.campaign(campaign.id);
  const detail = { campaign_id: campaign.id, campaign_name: campaign.name, reason: 'rejected' };
  if (campaign.payment_method === 'card') {
    const [charge] = await work.db
      .select()
      .from(cardCharges)
      .where(and(eq(cardCharges.credit_account, escrow), eq(cardCharges.status, 'succeeded')));
    if (!charge) return 0;
    const refunded = await refundCardCharge(work, services, charge, {
      idempotencyKey: `campaign-reject:${campaign.id}`,
      kind: 'campaign_refund',
      detail,
    });
    if (!refunded.refunded) throw new Error(`a rejected campaign could not be refunded: ${refunded.reason}`);
    return charge.amount_cents + charge.fee_cents;
  }
  const balance = await balanceOf(work.db, escrow);
  if (balance === 0) return 0;
  const posted = await post(work, {
    companyId: campaign.company_id,
    kind: 'campaign_refund',
    idempotencyKey: `campaign-reject:${campaign.id}`,
    reference: campaign.id,
    legs: [
      { account: escrow, amount: -balance },
      { account: ledgerAccount.wallet(campaign.company_id), amount: balance },
    ],
    detail: { ...detail, method: 'wallet' },
  });
  if (!posted.posted) throw new Error('a rejected campaign could not be refunded');
  return balance;
}

/**
 * A campaign that hires no one more (deactivated, or completed): what its escrow still holds (the deal slots not
 * hired, a canceled deal's slot included when it was not hired again) goes back to the wallet, once per campaign
 * and reason, itemised per product by the slots unused and what each had reserved.
 */
async function refundUnused(
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
 * Per product of a campaign: the slots bought, those with a creator hired now, those canceled (each refunded to
 * the wallet when it was canceled) and the slots left unused, with what a slot costs.
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

/** Staff's list: campaigns of every company, in a status or all, newest first. */
export async function staffListCampaigns(db: Database, status: string | undefined, limit = 100) {
  return db
    .select({ campaign: campaigns, brand: brands.name })
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brand_id))
    .where(status ? eq(campaigns.status, status) : sql`${campaigns.status} <> ${AWAITING_PAYMENT}`)
    .orderBy(desc(campaigns.created_at), desc(campaigns.id))
    .limit(limit);
}
