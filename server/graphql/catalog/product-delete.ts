/** ProductDelete: deletes one of the company's products, refused while a campaign uses it. */
import type { MutationResolver } from '../resolver-types';
import { deleteProduct, findProduct, isProductUsedByCampaign } from '../../services/catalog';
import { atomically } from '../../services/unit-of-work';
import { notFound } from '../errors';
import { statusMessage } from '../answers';
import { productInUse } from './shared';
import { signedIn } from '../access';

export const ProductDelete: MutationResolver<'ProductDelete'> = async (_parent, { id }, ctx) => {
  const { company } = signedIn(ctx);
  const current = await findProduct(ctx.services.db, company.id, id);
  if (!current) throw notFound('Product');
  if (await isProductUsedByCampaign(ctx.services.db, current.id)) throw productInUse();
  await atomically(ctx.services, async (work) => {
    const deleted = await deleteProduct(work.db, company.id, id);
    if (!deleted) throw notFound('Product');
    work.afterCommit(() => ctx.services.files.remove(deleted.image));
  });
  return statusMessage('product.deleted');
};
