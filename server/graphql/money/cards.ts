/** Cards: the company's saved cards, the default first, then the newest. */
import type { QueryResolver } from '../resolver-types';
import { listCards } from '../../services/cards';
import { signedIn } from '../access';

export const Cards: QueryResolver<'Cards'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  return listCards(ctx.services.db, company.id);
};
