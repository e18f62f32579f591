/**
 * Products: a searchable, paged list, one, create, update, delete (refused while a campaign uses it).
 * Images arrive as data URLs and are stored by the file service; the row keeps the public path.
 */
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import { ProductInput, ProductsQuery, PRODUCTS_PAGE_SIZE } from '../../../src/domain/catalog';
import {
  createProduct,
  deleteProduct,
  findProduct,
  isProductUsedByCampaign,
  listProducts,
  updateProduct,
} from '../../services/catalog';
import { atomically } from '../../services/unit-of-work';
import { badInput, notFound, validInput, withoutNulls } from '../errors';
import { brandOf, productInUse, unknownBrand } from './shared';
import { statusMessage } from '../answers';

/** Stores a new image, or answers BAD_USER_INPUT on the image field. */
async function storeImage(ctx: Context, dataUrl: string): Promise<string> {
  const saved = await ctx.services.files.saveImage(dataUrl);
  if (!saved.ok) throw badInput({ image: { code: saved.code } });
  return saved.path;
}

export const productResolvers: Resolvers = {
  Query: {
    Products: async (_parent, args, ctx) => {
      const query = validInput(ProductsQuery, {
        ...withoutNulls(args),
        page: args.page ?? 1,
        page_size: args.page_size ?? PRODUCTS_PAGE_SIZE,
      });
      const { company } = await ctx.requireReadyCompany();
      const search = query.search?.trim() || undefined;
      const { items, total } = await listProducts(ctx.services.db, company.id, {
        search,
        brandId: query.brand_id || undefined,
        page: query.page,
        pageSize: query.page_size,
      });
      return { items, total, page: query.page, page_size: query.page_size };
    },
    Product: async (_parent, { id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      return findProduct(ctx.services.db, company.id, id);
    },
  },
  Mutation: {
    ProductCreate: async (_parent, args, ctx) => {
      const { price, image, ...input } = validInput(ProductInput, withoutNulls(args));
      const { company } = await ctx.requireReadyCompany();
      if (!(await brandOf(ctx, company.id, input.brand_id))) throw unknownBrand();
      const stored = image ? await storeImage(ctx, image) : null;
      return atomically(ctx.services, (work) => {
        work.onRollback(() => ctx.services.files.remove(stored));
        return createProduct(work.db, company.id, { ...input, price_cents: price, image: stored });
      });
    },
    ProductUpdate: async (_parent, { id, ...args }, ctx) => {
      const { price, image, ...input } = validInput(ProductInput, withoutNulls(args));
      const { company } = await ctx.requireReadyCompany();
      const current = await findProduct(ctx.services.db, company.id, id);
      if (!current) throw notFound('Product');
      if (!(await brandOf(ctx, company.id, input.brand_id))) throw unknownBrand();
      // Omitted keeps the picture, an empty string removes it, a data URL replaces it.
      const stored = image ? await storeImage(ctx, image) : image === '' ? null : undefined;
      return atomically(ctx.services, async (work) => {
        work.onRollback(() => ctx.services.files.remove(stored));
        const row = await updateProduct(work.db, company.id, id, {
          ...input,
          price_cents: price,
          ...(stored === undefined ? {} : { image: stored }),
        });
        if (!row) throw notFound('Product');
        if (stored !== undefined && current.image !== row.image) {
          work.afterCommit(() => ctx.services.files.remove(current.image));
        }
        return row;
      });
    },
    ProductDelete: async (_parent, { id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const current = await findProduct(ctx.services.db, company.id, id);
      if (!current) throw notFound('Product');
      if (await isProductUsedByCampaign(ctx.services.db, current.id)) throw productInUse();
      await atomically(ctx.services, async (work) => {
        const deleted = await deleteProduct(work.db, company.id, id);
        if (!deleted) throw notFound('Product');
        work.afterCommit(() => ctx.services.files.remove(deleted.image));
      });
      return statusMessage('product.deleted');
    },
  },
  Product: {
    price: (product) => product.price_cents,
    created_at: (product) => product.created_at.toISOString(),
    brand: async (product, _args, ctx) => {
      const brand = await brandOf(ctx, product.company_id, product.brand_id);
      if (!brand) throw notFound('Brand');
      return brand;
    },
  },
};
