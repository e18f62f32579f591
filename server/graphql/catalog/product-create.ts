/** ProductCreate: a new product of one of the company's brands, with its image stored first. */
import type { MutationResolver } from '../resolver-types';
import { ProductInput } from '../../../src/domain/catalog';
import { createProduct } from '../../services/catalog';
import { atomically } from '../../services/unit-of-work';
import { validInput, withoutNulls } from '../errors';
import { brandOf, unknownBrand } from './shared';
import { storeImage } from './product-image';
import { signedIn } from '../access';

export const ProductCreate: MutationResolver<'ProductCreate'> = async (_parent, args, ctx) => {
  const { price, image, ...input } = validInput(ProductInput, withoutNulls(args));
  const { company } = signedIn(ctx);
  if (!(await brandOf(ctx, company.id, input.brand_id))) throw unknownBrand();
  const stored = image ? await storeImage(ctx, image) : null;
  return atomically(ctx.services, (work) => {
    work.onRollback(() => ctx.services.files.remove(stored));
    return createProduct(work.db, company.id, { ...input, price_cents: price, image: stored });
  });
};
