/** Brands: the company's brands; their product counts are read for the whole list at once by the loader. */
import type { QueryResolver } from '../resolver-types';
import { listBrands } from '../../services/catalog';
import { signedIn } from '../access';
import { loaders, prime } from '../loaders';

export const Brands: QueryResolver<'Brands'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  const rows = await listBrands(ctx.services.db, company.id);
  prime(loaders(ctx).brands, rows);
  return rows;
};
