/** The money area: saved cards, the wallet, wire transfers and billing. */
import type { Resolvers } from '../generated';
import { cardResolvers } from './cards';
import { walletResolvers } from './wallet';

export const moneyResolvers: Resolvers = {
  Query: { ...cardResolvers.Query, ...walletResolvers.Query },
  Mutation: { ...cardResolvers.Mutation, ...walletResolvers.Mutation },
  Card: cardResolvers.Card,
  WireTransfer: walletResolvers.WireTransfer,
  BillingEntry: walletResolvers.BillingEntry,
};
