/** Product: one of the company's products; another company's id answers null. */
import type { QueryResolver } from '../resolver-types';
import { findProduct } from '../../services/catalog';
import { signedIn } from '../access';

export const Product: QueryResolver<'Product'> = async (_parent, { id }, ctx) => {
  const { company } = signedIn(ctx);
  return findProduct(ctx.services.db, company.id, id);
};
