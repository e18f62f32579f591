/**
 * Reading a company's deals: the listing (`Deals`, paged in the database behind deals_listing_idx /
 * deals_status_listing_idx, what needs the brand first, then the most recently moved; its tab counts from
 * deal_counts, kept by a trigger), one deal, and a deal's history.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  campaigns,
  creators,
  dealCounts,
  dealEvents,
  deals,
  products,
  type CreatorRow,
  type DealRow,
  type ProductRow,
} from '../../db/schema';
import { DEAL_STATUSES, type DealStatus } from '../../../src/domain/deal';
import { searchWords } from '../../../src/domain/creators';
import { isId } from '../catalog';
import { encodeCursor, SEARCH_COUNT_LIMIT, type PageCursor } from '../../../src/domain/paging';
import { searchTotal } from '../keyset';
import { lastFirst } from './records';

export type DealsQuery = {
  statuses?: string[] | undefined;
  campaign_id?: string | undefined;
  awaiting_brand?: boolean | undefined;
  search?: string | undefined;
  page: number;
  page_size: number;
  /** Where the page before ended (its next_cursor): the page is read on from there. */
  after?: PageCursor | undefined;
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
  /** Whether the total and counts are estimates (a search past SEARCH_COUNT_LIMIT matches). */
  total_estimated: boolean;
  counts: Array<{ status: DealStatus; count: number }>;
  awaiting_brand: number;
  /** Where this page ended when it is full: the next page's cursor. */
  next_cursor: string | null;
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
  // A search counts its first SEARCH_COUNT_LIMIT + 1 matches only; past them the counts are those matches' shares
  // of the planner's estimate, and say so.
  const matches = db
    .select({ status: deals.status, needs_brand: deals.needs_brand })
    .from(deals)
    .where(and(...sharedConditions(companyId, query)));
  const found = matches.limit(SEARCH_COUNT_LIMIT + 1).as('found');
  const rows = await db
    .select({ status: found.status, needs_brand: found.needs_brand, n: count() })
    .from(found)
    .groupBy(found.status, found.needs_brand);
  const counted = rows.reduce((sum, row) => sum + Number(row.n), 0);
  if (counted <= SEARCH_COUNT_LIMIT) return rows.map((row) => ({ ...row, n: Number(row.n) }));
  const { total } = await searchTotal(db, matches.getSQL());
  return rows.map((row) => ({ ...row, n: Math.round((Number(row.n) / counted) * total), estimated: true }));
}

/** The listing's one order, as its cursors name it. */
export const DEAL_ORDER = 'brand-first';

/** A deal's place in the order as a cursor keeps it: whose turn, then when it moved (as the database writes it). */
const DEAL_KEY = sql<string>`(case when ${deals.needs_brand} then 't' else 'f' end) || ' ' || (${deals.updated_at})::text`;

/**
 * The deals after a cursor in the listing's order (needs_brand, updated_at, id, all descending): a row comparison,
 * read as a range of deals_listing_idx (deals_status_listing_idx within a status).
 */
function afterDeal(cursor: PageCursor): SQL {
  const [needsBrand, ...moved] = cursor.key.split(' ');
  return sql`(${deals.needs_brand}, ${deals.updated_at}, ${deals.id}) < (${needsBrand === 't'}, ${moved.join(' ')}::timestamptz, ${cursor.id}::uuid)`;
}

/** A page of a company's deals, what needs the brand first, then the most recently moved. */
export async function listDeals(db: Database, companyId: string, query: DealsQuery): Promise<DealsPage> {
  if (query.campaign_id !== undefined && !isId(query.campaign_id))
    return {
      items: [],
      total: 0,
      total_estimated: false,
      counts: DEAL_STATUSES.map((status) => ({ status, count: 0 })),
      awaiting_brand: 0,
      next_cursor: null,
    };
  const conditions = sharedConditions(companyId, query);
  if (query.statuses?.length) conditions.push(inArray(deals.status, query.statuses));
  if (query.awaiting_brand) conditions.push(eq(deals.needs_brand, true));
  if (query.after) conditions.push(afterDeal(query.after));
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
    .offset(query.after ? 0 : (query.page - 1) * query.page_size)
    .as('page');
  const rows = await db
    .select({ deal: deals, campaign: campaigns, product: products, creator: creators, key: DEAL_KEY })
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
  const last = rows.at(-1);
  return {
    items,
    total,
    total_estimated: byStatus.some((row) => 'estimated' in row),
    counts,
    awaiting_brand: awaiting,
    next_cursor:
      last && rows.length === query.page_size
        ? encodeCursor({ sort: DEAL_ORDER, key: last.key, id: last.deal.id })
        : null,
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
