/** Brand: one of the company's brands; another company's id answers null. */
import type { QueryResolver } from '../resolver-types';
import { findBrand } from '../../services/catalog';
import { signedIn } from '../access';

export const Brand: QueryResolver<'Brand'> = async (_parent, { id }, ctx) => {
  const { company } = signedIn(ctx);
  return findBrand(ctx.services.db, company.id, id);
};
