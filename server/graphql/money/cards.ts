/** Saved cards: the list (Cards). */
import type { Resolvers } from '../generated';
import { listCards } from '../../services/cards';

export const cardResolvers: Resolvers = {
  Query: {
    Cards: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      return listCards(ctx.services.db, company.id);
    },
  },
  Card: {
    created_at: (card) => card.created_at.toISOString(),
  },
};
