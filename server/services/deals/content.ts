/**
 * Reading a company's deal content: one deal's uploads, and the content listing with its filters, paged by keyset
 * (src/domain/paging.ts) over content_items_listing_idx and the filters' indexes, newest first.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, type ContentItemRow } from '../../db/schema';
import { encodeCursor, type PageCursor } from '../../../src/domain/paging';
import { isId } from '../catalog';
import { afterCursor, cursorKey, searchTotal, type KeyOrder } from '../keyset';
import { lastFirst } from './records';

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

/** The listing's one order, as its cursors name it: newest first, the id breaking ties. */
export const CONTENT_ORDER = 'newest';
const ORDER: KeyOrder = { key: sql`${contentItems.created_at}`, type: 'timestamptz', descending: true };

export type ContentPage = {
  items: ContentItemRow[];
  total: number;
  /** Whether the total is the planner's estimate (past SEARCH_COUNT_LIMIT matches). */
  total_estimated: boolean;
  /** Where this page ended when it is full: the next page's cursor. */
  next_cursor: string | null;
};

/**
 * A page of the company's content: after the cursor of the page before when the caller has it (a seek in the
 * index), else counted to by its number over the index. The total is counted up to SEARCH_COUNT_LIMIT items and
 * estimated beyond, so a company with a million files costs what one with a hundred does.
 */
export async function listContent(
  db: Database,
  companyId: string,
  query: ContentQuery & { page: number; page_size: number; after?: PageCursor | undefined },
): Promise<ContentPage> {
  const where = contentConditions(companyId, query);
  if (!where) return { items: [], total: 0, total_estimated: false, next_cursor: null };
  const seek = query.after?.sort === CONTENT_ORDER ? query.after : null;
  const [rows, counted] = await Promise.all([
    db
      .select({ item: contentItems, key: cursorKey(ORDER) })
      .from(contentItems)
      .where(seek ? and(where, afterCursor(ORDER, contentItems.id, seek)) : where)
      .orderBy(lastFirst(contentItems.created_at), lastFirst(contentItems.id))
      .limit(query.page_size)
      .offset(seek ? 0 : (query.page - 1) * query.page_size),
    searchTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(contentItems)
        .where(where)
        .getSQL(),
    ),
  ]);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => row.item),
    total: counted.total,
    total_estimated: counted.estimated,
    next_cursor:
      last && rows.length === query.page_size
        ? encodeCursor({ sort: CONTENT_ORDER, key: last.key, id: last.item.id })
        : null,
  };
}
