/** BrandDelete: deletes one of the company's brands, refused while it has products. */
import type { MutationResolver } from '../resolver-types';
import { deleteBrand } from '../../services/catalog';
import { notFound } from '../errors';
import { statusMessage } from '../answers';
import { brandHasProducts } from './shared';
import { signedIn } from '../access';

export const BrandDelete: MutationResolver<'BrandDelete'> = async (_parent, { id }, ctx) => {
  const { company } = signedIn(ctx);
  const outcome = await deleteBrand(ctx.services.db, company.id, id);
  if (outcome === 'not_found') throw notFound('Brand');
  if (outcome === 'has_products') throw brandHasProducts();
  return statusMessage('brand.deleted');
};
