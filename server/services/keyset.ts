/**
 * Keyset paging (src/domain/paging.ts) for the listings: the condition that seeks past a page's cursor in the index
 * of the list's order, and a search's total counted up to SEARCH_COUNT_LIMIT matches, estimated by the planner
 * beyond (an exact count would read every match).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { SEARCH_COUNT_LIMIT, type CountedTotal, type PageCursor } from '../../src/domain/paging';

/** One order of a listing: the sort value (an indexed expression), its type, and its direction. */
export type KeyOrder = { key: SQL; type: 'timestamptz' | 'text' | 'bigint' | 'boolean'; descending: boolean };

/**
 * The rows after a cursor in the order (key, id): a row comparison, which PostgreSQL reads as a range of the
 * listing index, so the page starts where the last one ended without reading what came before.
 */
export function afterCursor(order: KeyOrder, id: AnyPgColumn, cursor: PageCursor): SQL {
  const key = sql`${cursor.key}::${sql.raw(order.type)}`;
  return order.descending
    ? sql`(${order.key}, ${id}) < (${key}, ${cursor.id}::uuid)`
    : sql`(${order.key}, ${id}) > (${key}, ${cursor.id}::uuid)`;
}

/** The sort value of a row as a cursor keeps it: text the database reads back to the very same value. */
export const cursorKey = (order: KeyOrder): SQL<string> => sql<string>`(${order.key})::text`;

/** The matching rows of a search, in SQL form, without order or limit ("select 1 from … where …"). */
export async function searchTotal(db: Database, matches: SQL): Promise<CountedTotal> {
  const limit = SEARCH_COUNT_LIMIT + 1;
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from (${matches} limit ${limit}) as found`),
  );
  const counted = Number(row?.n ?? 0);
  if (counted <= SEARCH_COUNT_LIMIT) return { total: counted, estimated: false };
  return { total: Math.max(limit, await plannedRows(db, matches)), estimated: true };
}

/** The planner's estimate of the rows a query returns (EXPLAIN, which runs nothing). */
async function plannedRows(db: Database, query: SQL): Promise<number> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${query}`));
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/** The rows of a raw statement: node-postgres and PGlite both answer with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
