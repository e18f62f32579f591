/** The money area: saved cards, the wallet, wire transfers and billing. */
import type { Resolvers } from '../generated';
import { cardResolvers } from './cards';

export const moneyResolvers: Resolvers = {
  Query: { ...cardResolvers.Query },
  Card: cardResolvers.Card,
};
