/** The fields of a saved card. */
import type { CardResolvers } from '../generated';

export const cardFields: CardResolvers = {
  created_at: (card) => card.created_at.toISOString(),
};
