/** Saved cards: the list (Cards), adding one the browser tokenized, choosing the default, deleting. */
import type { Resolvers } from '../generated';
import { CardInput, declineErrorCode } from '../../../src/domain/billing';
import { addCard, deleteCard, listCards, setDefaultCard } from '../../services/cards';
import { isId } from '../../services/catalog';
import { notFound, refused, validInput } from '../errors';
import { statusMessage } from '../answers';

export const cardResolvers: Resolvers = {
  Query: {
    Cards: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      return listCards(ctx.services.db, company.id);
    },
  },
  Mutation: {
    CardAdd: async (_parent, args, ctx) => {
      const input = validInput(CardInput, args);
      const { company } = await ctx.requireReadyCompany();
      const outcome = await addCard(ctx.services, company.id, input);
      if (!outcome.ok)
        throw refused(declineErrorCode(outcome.decline), 'The card was declined', {
          decline_code: outcome.decline,
        });
      return outcome.card;
    },
    CardSetDefault: async (_parent, { id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const card = isId(id) ? await setDefaultCard(ctx.services, company.id, id) : null;
      if (!card) throw notFound('Card');
      return card;
    },
    CardDelete: async (_parent, { id }, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const outcome = isId(id) ? await deleteCard(ctx.services, company.id, id) : 'not_found';
      if (outcome === 'not_found') throw notFound('Card');
      if (outcome === 'in_use')
        throw refused(
          'CARD_IN_USE',
          'This card pays for a campaign. Change the payment method of those campaigns before deleting it',
        );
      return statusMessage('card.deleted');
    },
  },
  Card: {
    created_at: (card) => card.created_at.toISOString(),
  },
};
