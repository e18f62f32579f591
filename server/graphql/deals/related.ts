/**
 * The rows deals and content refer to (campaigns, products, creators, brands), read once per request: a page's
 * rows in one query per table, and each answered from the request's cache after.
 */
import { inArray } from 'drizzle-orm';
import type { Context } from '../../context';
import {
  brands,
  campaigns,
  creators,
  products,
  type BrandRow,
  type CreatorRow,
  type ProductRow,
} from '../../db/schema';
import { notFound } from '../errors';
import type { DealCampaignParent } from './mappers';

export type Lookups = {
  campaigns: Map<string, Promise<DealCampaignParent | null>>;
  products: Map<string, Promise<ProductRow | null>>;
  creators: Map<string, Promise<CreatorRow | null>>;
  brands: Map<string, Promise<BrandRow | null>>;
};
const requestLookups = new WeakMap<object, Lookups>();

export function lookups(ctx: Context): Lookups {
  let found = requestLookups.get(ctx);
  if (!found) {
    found = { campaigns: new Map(), products: new Map(), creators: new Map(), brands: new Map() };
    requestLookups.set(ctx, found);
  }
  return found;
}

type Table = typeof campaigns | typeof products | typeof creators | typeof brands;

/** Reads the rows of `ids` not read yet in one query, and answers each id's row from the request's cache. */
function loadMany<Row extends { id: string }>(
  ctx: Context,
  cache: Map<string, Promise<Row | null>>,
  table: Table,
  ids: string[],
): void {
  const missing = [...new Set(ids)].filter((id) => !cache.has(id));
  if (missing.length === 0) return;
  const rows = ctx.services.db.select().from(table).where(inArray(table.id, missing)) as unknown as Promise<
    Row[]
  >;
  for (const id of missing)
    cache.set(
      id,
      rows.then((found) => found.find((row) => row.id === id) ?? null),
    );
}

async function one<Row extends { id: string }>(
  ctx: Context,
  cache: Map<string, Promise<Row | null>>,
  table: Table,
  id: string,
  what: string,
): Promise<Row> {
  loadMany(ctx, cache, table, [id]);
  const row = await cache.get(id)!;
  if (!row) throw notFound(what);
  return row;
}

export const campaignOf = (ctx: Context, id: string) =>
  one(ctx, lookups(ctx).campaigns, campaigns, id, 'Campaign');
export const productOf = (ctx: Context, id: string) =>
  one(ctx, lookups(ctx).products, products, id, 'Product');
export const creatorOf = (ctx: Context, id: string) =>
  one(ctx, lookups(ctx).creators, creators, id, 'Creator');
export const brandOf = (ctx: Context, id: string) => one(ctx, lookups(ctx).brands, brands, id, 'Brand');

/** Reads the related rows of a page of deals (or content) at once. */
export function preload(
  ctx: Context,
  rows: Array<{ campaign_id: string; product_id: string; creator_id: string }>,
): void {
  const found = lookups(ctx);
  loadMany(
    ctx,
    found.campaigns,
    campaigns,
    rows.map((row) => row.campaign_id),
  );
  loadMany(
    ctx,
    found.products,
    products,
    rows.map((row) => row.product_id),
  );
  loadMany(
    ctx,
    found.creators,
    creators,
    rows.map((row) => row.creator_id),
  );
}

/** Keeps rows already read with a page, so the page's fields do not read them again. */
export function prime<Row extends { id: string }>(
  cache: Map<string, Promise<Row | null>>,
  rows: Row[],
): void {
  for (const row of rows) if (!cache.has(row.id)) cache.set(row.id, Promise.resolve(row));
}
