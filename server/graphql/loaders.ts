/**
 * The rows a request's fields refer to, each through one DataLoader per request: the campaigns, products,
 * creators and brands a page of deals, content or campaigns names; the brands' product counts, the campaigns'
 * products, the creators' portfolios, and a campaign's hiring state for discovery. The ids asked
 * for within one tick are read in one query, each row once per request; a listing that read rows with its page
 * (a join) primes them, so its fields read nothing more. Every id comes from a row the signed-in company's query
 * already answered; a brand is checked against its company where a caller names one (catalog/shared.ts).
 */
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Context } from '../context';
import {
  brands,
  campaigns,
  creators,
  products,
  type BrandRow,
  type CreatorRow,
  type PortfolioItemRow,
  type ProductRow,
} from '../db/schema';
import { isId, productCountsByBrand } from '../services/catalog';
import { portfoliosOf } from '../services/creators';
import { productsOfCampaigns } from '../services/campaigns/listing';
import { hiringOf } from '../services/deals/slots';
import type { HiringState } from '../../src/domain/hiring';
import type { DealCampaignParent } from './deals/mappers';
import { signedIn } from './access';

type Table = typeof campaigns | typeof products | typeof creators | typeof brands;

/** One loader of a table's rows by id: null for an id no row has. */
function rowsById<Row extends { id: string }>(ctx: Context, table: Table): DataLoader<string, Row | null> {
  return new DataLoader<string, Row | null>(async (ids) => {
    const wanted = ids.filter((id) => isId(id));
    const rows = wanted.length
      ? ((await ctx.services.db.select().from(table).where(inArray(table.id, wanted))) as unknown as Row[])
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

async function hiringStateOf(ctx: Context, campaignId: string): Promise<HiringState | null> {
  const hiring = await hiringOf(ctx.services.db, signedIn(ctx).company.id, campaignId);
  if (!hiring) return null;
  return {
    hiring: hiring.campaign.status === 'active' && hiring.products.length > 0,
    targeting: hiring.targeting,
    hiredCreatorIds: hiring.hired_creator_ids,
    slotsLeft: hiring.slots_left,
  };
}

function createLoaders(ctx: Context) {
  return {
    campaigns: rowsById<DealCampaignParent>(ctx, campaigns),
    products: rowsById<ProductRow>(ctx, products),
    creators: rowsById<CreatorRow>(ctx, creators),
    brands: rowsById<BrandRow>(ctx, brands),
    /** How many products each of the signed-in company's brands has. */
    productCounts: new DataLoader<string, number>(async (brandIds) => {
      const counts = await productCountsByBrand(ctx.services.db, signedIn(ctx).company.id, [...brandIds]);
      return brandIds.map((id) => counts.get(id) ?? 0);
    }),
    /** Each campaign's products with their deals. */
    campaignProducts: new DataLoader<string, Array<{ product: ProductRow; deals: number }>>(async (ids) => {
      const found = await productsOfCampaigns(ctx.services.db, [...ids]);
      return ids.map((id) => found.get(id) ?? []);
    }),
    /** Each creator's portfolio. */
    portfolios: new DataLoader<string, PortfolioItemRow[]>(async (ids) => {
      const found = await portfoliosOf(ctx.services.db, [...ids]);
      return ids.map((id) => found.get(id) ?? []);
    }),
    /** What hiring may do on each of the signed-in company's campaigns; null for another company's. */
    hiringStates: new DataLoader<string, HiringState | null>(
      (ids) => Promise.all(ids.map((id) => hiringStateOf(ctx, id))),
      // One campaign per discovery page: nothing to batch, only to read once.
      { batch: false },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

const perRequest = new WeakMap<Context, Loaders>();

/** The request's loaders, made on first use. */
export function loaders(ctx: Context): Loaders {
  let found = perRequest.get(ctx);
  if (!found) {
    found = createLoaders(ctx);
    perRequest.set(ctx, found);
  }
  return found;
}

/** Keeps rows a listing read with its page, so its fields answer them without a query. */
export function prime<Row extends { id: string }>(loader: DataLoader<string, Row | null>, rows: Row[]): void {
  for (const row of rows) loader.prime(row.id, row);
}
