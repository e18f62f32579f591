/**
 * Brands: list, one, create, update (a name the company already uses, whatever the case, is refused beside the
 * name field), delete (refused while the brand has products).
 */
import type { Resolvers } from '../generated';
import { BrandInput } from '../../../src/domain/catalog';
import { createBrand, deleteBrand, findBrand, listBrands, updateBrand } from '../../services/catalog';
import { notFound, validInput } from '../errors';
import { brandHasProducts, brandNameTaken, lookups, preloadProductCounts, rememberBrands } from './shared';
import { statusMessage } from '../answers';

export const brandResolvers: Resolvers = {
  Query: {
    Brands: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const rows = await listBrands(ctx.services.db, company.id);
      rememberBrands(ctx, rows);
      await preloadProductCounts(
        ctx,
        company.id,
        rows.map((row) => row.id),
      );
      return rows;
    },
    Brand: async (_parent, { id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      return findBrand(ctx.services.db, company.id, id);
    },
  },
  Mutation: {
    BrandCreate: async (_parent, args, ctx) => {
      const input = validInput(BrandInput, { name: args.name, description: args.description });
      const { company } = await ctx.requireReadyCompany();
      const row = await createBrand(ctx.services.db, company.id, input);
      if (row === 'name_taken') throw brandNameTaken();
      return row;
    },
    BrandUpdate: async (_parent, { id, ...args }, ctx) => {
      const input = validInput(BrandInput, args);
      const { company } = await ctx.requireReadyCompany();
      const row = await updateBrand(ctx.services.db, company.id, id, input);
      if (row === 'name_taken') throw brandNameTaken();
      if (!row) throw notFound('Brand');
      return row;
    },
    BrandDelete: async (_parent, { id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const outcome = await deleteBrand(ctx.services.db, company.id, id);
      if (outcome === 'not_found') throw notFound('Brand');
      if (outcome === 'has_products') throw brandHasProducts();
      return statusMessage('brand.deleted');
    },
  },
  Brand: {
    created_at: (brand) => brand.created_at.toISOString(),
    products_count: async (brand, _args, ctx) => {
      const cached = lookups(ctx).counts.get(brand.id);
      if (cached !== undefined) return cached;
      await preloadProductCounts(ctx, brand.company_id, [brand.id]);
      return lookups(ctx).counts.get(brand.id) ?? 0;
    },
  },
};
