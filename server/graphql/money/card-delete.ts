/** CardDelete: removes a saved card, refused while a campaign pays with it (SPEC.md §8). */
import type { MutationResolver } from '../resolver-types';
import { deleteCard } from '../../services/cards';
import { isId } from '../../services/catalog';
import { notFound, refused } from '../errors';
import { statusMessage } from '../answers';
import { signedIn } from '../access';

export const CardDelete: MutationResolver<'CardDelete'> = async (_parent, { id }, ctx) => {
  const { company } = signedIn(ctx);
  const outcome = isId(id) ? await deleteCard(ctx.services, company.id, id) : 'not_found';
  if (outcome === 'not_found') throw notFound('Card');
  if (outcome === 'in_use')
    throw refused(
      'CARD_IN_USE',
      'This card pays for a campaign. Change the payment method of those campaigns before deleting it',
    );
  return statusMessage('card.deleted');
};
