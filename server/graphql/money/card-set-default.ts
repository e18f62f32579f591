/** CardSetDefault: the card that pays unless another is chosen. */
import type { MutationResolver } from '../resolver-types';
import { setDefaultCard } from '../../services/cards';
import { isId } from '../../services/catalog';
import { notFound } from '../errors';
import { signedIn } from '../access';

export const CardSetDefault: MutationResolver<'CardSetDefault'> = async (_parent, { id }, ctx) => {
  const { company } = signedIn(ctx);
  const card = isId(id) ? await setDefaultCard(ctx.services, company.id, id) : null;
  if (!card) throw notFound('Card');
  return card;
};
