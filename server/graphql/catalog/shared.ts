/** Pieces the catalog resolvers share: per-request look-ups of brands and product counts, and refusals. */
import type { Context } from '../../context';
import type { BrandRow } from '../../db/schema';
import { findBrand, productCountsByBrand } from '../../services/catalog';
import { badInput, refused } from '../errors';

type Lookups = { brands: Map<string, Promise<BrandRow | null>>; counts: Map<string, number> };
const perRequest = new WeakMap<object, Lookups>();

/** Look-ups remembered for the length of one request, so a list does not ask once per row. */
export function lookups(ctx: Context): Lookups {
  let found = perRequest.get(ctx);
  if (!found) {
    found = { brands: new Map(), counts: new Map() };
    perRequest.set(ctx, found);
  }
  return found;
}

export function brandOf(ctx: Context, companyId: string, brandId: string): Promise<BrandRow | null> {
  const cache = lookups(ctx).brands;
  let brand = cache.get(brandId);
  if (!brand) {
    brand = findBrand(ctx.services.db, companyId, brandId);
    cache.set(brandId, brand);
  }
  return brand;
}

export function rememberBrands(ctx: Context, rows: BrandRow[]): void {
  const cache = lookups(ctx).brands;
  for (const row of rows) cache.set(row.id, Promise.resolve(row));
}

/** Loads the product counts of several brands at once, for the brand list. */
export async function preloadProductCounts(
  ctx: Context,
  companyId: string,
  brandIds: string[],
): Promise<void> {
  const counts = await productCountsByBrand(ctx.services.db, companyId, brandIds);
  const cache = lookups(ctx).counts;
  for (const id of brandIds) cache.set(id, counts.get(id) ?? 0);
}

/** A brand id the company does not own is refused like one that does not exist. */
export const unknownBrand = () => badInput({ brand_id: { code: 'oneOf' } });

export const brandNameTaken = () =>
  refused('BRAND_NAME_TAKEN', 'The company already has a brand with this name', {
    fields: { name: { code: 'brandNameTaken' } },
  });

export const brandHasProducts = () =>
  refused('BRAND_HAS_PRODUCTS', 'This brand still has products. Move or delete them first.');

export const productInUse = () =>
  refused('PRODUCT_IN_USE', 'This product is used by a campaign and cannot be deleted.');
