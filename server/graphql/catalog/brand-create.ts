/** BrandCreate: a new brand; a name the company already uses, whatever the case, is refused beside the field. */
import type { MutationResolver } from '../resolver-types';
import { BrandInput } from '../../../src/domain/catalog';
import { createBrand } from '../../services/catalog';
import { validInput } from '../errors';
import { brandNameTaken } from './shared';
import { signedIn } from '../access';

export const BrandCreate: MutationResolver<'BrandCreate'> = async (_parent, args, ctx) => {
  const input = validInput(BrandInput, { name: args.name, description: args.description });
  const { company } = signedIn(ctx);
  const row = await createBrand(ctx.services.db, company.id, input);
  if (row === 'name_taken') throw brandNameTaken();
  return row;
};
