/** The fields of a Brand: its product count, read for a whole list at once (the request's loader). */
import type { BrandResolvers } from '../generated';
import { loaders } from '../loaders';

export const brandFields: BrandResolvers = {
  created_at: (brand) => brand.created_at.toISOString(),
  products_count: (brand, _args, ctx) => loaders(ctx).productCounts.load(brand.id),
};
