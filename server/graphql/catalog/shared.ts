/** Pieces the catalog resolvers share: a brand of the company through the request's loader, and refusals. */
import type { Context } from '../../context';
import type { BrandRow } from '../../db/schema';
import { badInput, refused } from '../errors';
import { loaders } from '../loaders';

/** The company's brand of that id, read with the request's other brands; null for another company's. */
export async function brandOf(ctx: Context, companyId: string, brandId: string): Promise<BrandRow | null> {
  const brand = await loaders(ctx).brands.load(brandId);
  return brand && brand.company_id === companyId ? brand : null;
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
