/** Products: the company's products, searched, filtered by brand and paged in the database. */
import type { QueryResolver } from '../resolver-types';
import { ProductsQuery, PRODUCTS_PAGE_SIZE } from '../../../src/domain/catalog';
import { listProducts } from '../../services/catalog';
import { validInput, withoutNulls } from '../errors';
import { signedIn } from '../access';

export const Products: QueryResolver<'Products'> = async (_parent, args, ctx) => {
  const query = validInput(ProductsQuery, {
    ...withoutNulls(args),
    page: args.page ?? 1,
    page_size: args.page_size ?? PRODUCTS_PAGE_SIZE,
  });
  const { company } = signedIn(ctx);
  const search = query.search?.trim() || undefined;
  const { items, total } = await listProducts(ctx.services.db, company.id, {
    search,
    brandId: query.brand_id || undefined,
    page: query.page,
    pageSize: query.page_size,
  });
  return { items, total, page: query.page, page_size: query.page_size };
};
