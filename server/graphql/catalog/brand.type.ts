/** The fields of a Brand: its product count, read for a whole list at once. */
import type { BrandResolvers } from '../generated';
import { lookups, preloadProductCounts } from './shared';

export const brandFields: BrandResolvers = {
  created_at: (brand) => brand.created_at.toISOString(),
  products_count: async (brand, _args, ctx) => {
    const cached = lookups(ctx).counts.get(brand.id);
    if (cached !== undefined) return cached;
    await preloadProductCounts(ctx, brand.company_id, [brand.id]);
    return lookups(ctx).counts.get(brand.id) ?? 0;
  },
};
