/** The fields of a Product: its price in cents and its brand (read once per request). */
import type { ProductResolvers } from '../generated';
import { notFound } from '../errors';
import { brandOf } from './shared';

export const productFields: ProductResolvers = {
  price: (product) => product.price_cents,
  created_at: (product) => product.created_at.toISOString(),
  brand: async (product, _args, ctx) => {
    const brand = await brandOf(ctx, product.company_id, product.brand_id);
    if (!brand) throw notFound('Brand');
    return brand;
  },
};
