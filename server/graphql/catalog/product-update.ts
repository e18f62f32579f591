/** ProductUpdate: changes one of the company's products; the old image is removed once the change commits. */
import type { MutationResolver } from '../resolver-types';
import { ProductInput } from '../../../src/domain/catalog';
import { findProduct, updateProduct } from '../../services/catalog';
import { atomically } from '../../services/unit-of-work';
import { notFound, validInput, withoutNulls } from '../errors';
import { brandOf, unknownBrand } from './shared';
import { storeImage } from './product-image';
import { signedIn } from '../access';

export const ProductUpdate: MutationResolver<'ProductUpdate'> = async (_parent, { id, ...args }, ctx) => {
  const { price, image, ...input } = validInput(ProductInput, withoutNulls(args));
  const { company } = signedIn(ctx);
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
};
