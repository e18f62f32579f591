/** BrandUpdate: renames or redescribes one of the company's brands (a name taken is refused as on create). */
import type { MutationResolver } from '../resolver-types';
import { BrandInput } from '../../../src/domain/catalog';
import { updateBrand } from '../../services/catalog';
import { notFound, validInput } from '../errors';
import { brandNameTaken } from './shared';
import { signedIn } from '../access';

export const BrandUpdate: MutationResolver<'BrandUpdate'> = async (_parent, { id, ...args }, ctx) => {
  const input = validInput(BrandInput, args);
  const { company } = signedIn(ctx);
  const row = await updateBrand(ctx.services.db, company.id, id, input);
  if (row === 'name_taken') throw brandNameTaken();
  if (!row) throw notFound('Brand');
  return row;
};
