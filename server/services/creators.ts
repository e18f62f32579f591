/**
 * Creators in the database: the discovery list (search and filters in one query, paged in the database), one
 * creator, portfolios of a page of creators at once, and adding a creator (staff). Creators belong to no company.
 */
import { and, arrayContains, arrayOverlaps, asc, between, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ShippingAddress } from '../../src/domain/shipping';
import type { Database } from '../db/client';
import { creators, portfolioItems, type CreatorRow, type PortfolioItemRow } from '../db/schema';
import {
  AGE_RANGE_BOUNDS,
  searchWords,
  type CreatorInput,
  type CreatorsQuery,
} from '../../src/domain/creators';
import { isId } from './catalog';
import { decodeCursor, encodeCursor } from '../../src/domain/paging';
import { afterCursor, cursorKey, searchTotal, type KeyOrder } from './keyset';

/** The discovery filters as the database applies them; empty lists filter nothing. */
function conditionsOf(query: CreatorsQuery): SQL[] {
  const conditions: SQL[] = [];
  const words = searchWords(query.search);
  // Each word is letters and digits only (searchWords), so it is safe as a prefix term of a tsquery.
  if (words.length > 0) {
    const terms = words.map((word) => `${word}:*`).join(' & ');
    conditions.push(sql`${creators.search} @@ to_tsquery('simple', ${terms})`);
  }
  if (query.tiers?.length) conditions.push(inArray(creators.tier, query.tiers));
  if (query.categories?.length) conditions.push(arrayOverlaps(creators.categories, query.categories));
  if (query.genders?.length) conditions.push(inArray(creators.gender, query.genders));
  if (query.ethnicities?.length) conditions.push(inArray(creators.ethnicity, query.ethnicities));
  if (query.age_ranges?.length) {
    const ranges = query.age_ranges.map((range) =>
      between(creators.age, AGE_RANGE_BOUNDS[range].min, AGE_RANGE_BOUNDS[range].max),
    );
    conditions.push(ranges.length === 1 ? ranges[0]! : or(...ranges)!);
  }
  if (query.country) conditions.push(eq(creators.country, query.country));
  if (query.language) conditions.push(arrayContains(creators.languages, [query.language]));
  return conditions;
}

/** The list's one order, as its cursors name it: by name (creators_name_idx), the id breaking ties. */
export const CREATORS_ORDER = 'name';
const ORDER: KeyOrder = { key: sql`lower(${creators.name})`, type: 'text', descending: false };

export type CreatorsPage = {
  items: CreatorRow[];
  total: number;
  /** Whether the total is the planner's estimate (past SEARCH_COUNT_LIMIT creators). */
  total_estimated: boolean;
  /** Where this page ended when it is full: the next page's cursor. */
  next_cursor: string | null;
};

/** The statement of one page: after the cursor of the page before when given (a seek in creators_name_idx). */
export function creatorsPageQuery(db: Database, query: CreatorsQuery, within: SQL[] = []) {
  const cursor = query.after ? decodeCursor(query.after) : null;
  const seek = cursor?.sort === CREATORS_ORDER ? cursor : null;
  return db
    .select({ creator: creators, key: cursorKey(ORDER) })
    .from(creators)
    .where(and(...within, ...conditionsOf(query), ...(seek ? [afterCursor(ORDER, creators.id, seek)] : [])))
    .orderBy(asc(sql`lower(${creators.name})`), asc(creators.id))
    .limit(query.page_size)
    .offset(seek ? 0 : (query.page - 1) * query.page_size);
}

/**
 * A page of the creators a query finds, in the order of creators_name_idx, and how many it finds in all (counted up
 * to SEARCH_COUNT_LIMIT, estimated beyond); `within` keeps them to a set (a campaign's targeting) the query narrows.
 */
export async function listCreators(
  db: Database,
  query: CreatorsQuery,
  within: SQL[] = [],
): Promise<CreatorsPage> {
  const where = and(...within, ...conditionsOf(query));
  const [rows, counted] = await Promise.all([
    creatorsPageQuery(db, query, within),
    searchTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(creators)
        .where(where)
        .getSQL(),
    ),
  ]);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => row.creator),
    total: counted.total,
    total_estimated: counted.estimated,
    next_cursor:
      last && rows.length === query.page_size
        ? encodeCursor({ sort: CREATORS_ORDER, key: last.key, id: last.creator.id })
        : null,
  };
}

export async function findCreator(db: Database, id: string): Promise<CreatorRow | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(creators).where(eq(creators.id, id)).limit(1);
  return row ?? null;
}

/** The portfolios of several creators, each in its order: one query for a whole page. */
export async function portfoliosOf(
  db: Database,
  creatorIds: string[],
): Promise<Map<string, PortfolioItemRow[]>> {
  const portfolios = new Map<string, PortfolioItemRow[]>(creatorIds.map((id) => [id, []]));
  if (creatorIds.length === 0) return portfolios;
  const rows = await db
    .select()
    .from(portfolioItems)
    .where(inArray(portfolioItems.creator_id, creatorIds))
    .orderBy(asc(portfolioItems.creator_id), asc(portfolioItems.position));
  for (const row of rows) portfolios.get(row.creator_id)?.push(row);
  return portfolios;
}

/** A portfolio item to add with a new creator: its files are already in the store (media.ts). */
export type NewPortfolioItem = Omit<PortfolioItemRow, 'id' | 'creator_id' | 'position' | 'created_at'>;

/** A new creator with their portfolio, or 'handle_taken' (then nothing is written). */
export async function createCreator(
  db: Database,
  input: CreatorInput & { address: ShippingAddress | null },
  portfolio: NewPortfolioItem[],
): Promise<CreatorRow | 'handle_taken'> {
  const [row] = await db
    .insert(creators)
    .values(input)
    .onConflictDoNothing({ target: creators.handle })
    .returning();
  if (!row) return 'handle_taken';
  if (portfolio.length > 0) {
    await db
      .insert(portfolioItems)
      .values(portfolio.map((item, position) => ({ ...item, creator_id: row.id, position })));
  }
  return row;
}
