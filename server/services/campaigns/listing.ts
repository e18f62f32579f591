/**
 * Reading a company's campaigns: the listing (one tab, searched, sorted and paged in the database, with the tab
 * counts the database keeps), one campaign, its products and history, the dashboard's spend, and staff's list.
 * A campaign still awaiting its card payment is nobody's to see.
 */
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  campaignCounts,
  campaignProducts,
  campaigns,
  campaignStatusChanges,
  products,
  type BrandRow,
  type CampaignRow,
  type ProductRow,
} from '../../db/schema';
import { AWAITING_PAYMENT } from '../../../src/domain/campaign';
import {
  LISTED_STATUSES,
  TAB_STATUSES,
  tabCounts,
  type CampaignSort,
  type CampaignTab,
  type CampaignsQuery,
} from '../../../src/domain/campaign-listing';
import { isId } from '../catalog';
import { decodeCursor, encodeCursor, type CountedTotal } from '../../../src/domain/paging';
import { afterCursor, cursorKey, searchTotal, type KeyOrder } from '../keyset';

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

/** Each order of the listing, read from its index (campaigns_listing_*), the id breaking ties. */
const ORDERS: Record<CampaignSort, KeyOrder> = {
  newest: { key: sql`${campaigns.created_at}`, type: 'timestamptz', descending: true },
  oldest: { key: sql`${campaigns.created_at}`, type: 'timestamptz', descending: false },
  name: { key: sql`lower(${campaigns.name})`, type: 'text', descending: false },
  total: { key: sql`${campaigns.total_cents}`, type: 'bigint', descending: true },
};

const orderBy = (order: KeyOrder): SQL[] =>
  order.descending ? [desc(order.key), desc(campaigns.id)] : [asc(order.key), asc(campaigns.id)];

export type CampaignListing = {
  items: CampaignRow[];
  brands: BrandRow[];
  /** The search's total (null without a search: the tab's kept count is the total). */
  total: CountedTotal | null;
  /** Where this page ended, when it is full (the next page reads on from there). */
  next_cursor: string | null;
};

/**
 * A page of one tab, or of a search through every tab: after the cursor of the page before when the caller has it
 * (a seek in the order's index), else counted to by its number over that index. A search is matched through the
 * trigram index of the names.
 */
export async function listCampaigns(
  db: Database,
  companyId: string,
  query: CampaignsQuery & { tab: CampaignTab },
): Promise<CampaignListing> {
  const search = query.search?.trim();
  const statuses = search ? LISTED_STATUSES : TAB_STATUSES[query.tab];
  const conditions: SQL[] = [
    eq(campaigns.company_id, companyId),
    statuses.length === 1 ? eq(campaigns.status, statuses[0]!) : inArray(campaigns.status, [...statuses]),
  ];
  if (search) conditions.push(ilike(campaigns.name, likePattern(search)));
  const order = ORDERS[query.sort];
  const cursor = query.after ? decodeCursor(query.after) : null;
  const seek = cursor && cursor.sort === query.sort ? cursor : null;
  const where = and(...conditions, ...(seek ? [afterCursor(order, campaigns.id, seek)] : []));
  // The page's ids and sort values first, from the index of the tab and the order, then the page's rows.
  const page = db
    .select({ id: campaigns.id, key: cursorKey(order).as('key') })
    .from(campaigns)
    .where(where)
    .orderBy(...orderBy(order))
    .limit(query.page_size)
    .offset(seek ? 0 : (query.page - 1) * query.page_size)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({ campaign: campaigns, brand: brands, key: page.key })
      .from(campaigns)
      .innerJoin(page, eq(page.id, campaigns.id))
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .orderBy(...orderBy(order)),
    search
      ? searchTotal(
          db,
          db
            .select({ one: sql`1` })
            .from(campaigns)
            .where(and(...conditions))
            .getSQL(),
        )
      : null,
  ]);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => row.campaign),
    brands: rows.map((row) => row.brand),
    total,
    next_cursor:
      last && rows.length === query.page_size
        ? encodeCursor({ sort: query.sort, key: last.key, id: last.campaign.id })
        : null,
  };
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

/** Every listing tab with its count (tabCounts): the listing's tabs and the dashboard's figures. */
export async function countTabs(db: Database, companyId: string) {
  return tabCounts(await countByStatus(db, companyId));
}

/** The Active tab's count and what the company has spent on campaigns (charged, less refunds): the dashboard's. */
export async function campaignSpend(
  db: Database,
  companyId: string,
): Promise<{ active: number; spent: number }> {
  const [[row], tabs] = await Promise.all([
    db
      .select({
        spent: sql<string>`coalesce(sum(${campaigns.total_cents} - ${campaigns.refunded_cents}) filter (where ${campaigns.status} <> ${AWAITING_PAYMENT}), 0)`,
      })
      .from(campaigns)
      .where(eq(campaigns.company_id, companyId)),
    countTabs(db, companyId),
  ]);
  const active = tabs.find((entry) => entry.tab === 'active')?.count ?? 0;
  return { active, spent: Number(row?.spent ?? 0) };
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
