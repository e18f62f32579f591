/** Brands: the company's brands, with their product counts read for the whole list at once. */
import type { QueryResolver } from '../resolver-types';
import { listBrands } from '../../services/catalog';
import { preloadProductCounts, rememberBrands } from './shared';
import { signedIn } from '../access';

export const Brands: QueryResolver<'Brands'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  const rows = await listBrands(ctx.services.db, company.id);
  rememberBrands(ctx, rows);
  await preloadProductCounts(
    ctx,
    company.id,
    rows.map((row) => row.id),
  );
  return rows;
};
