/**
 * The money area (issue 12): saved cards, the wallet, wire transfers, billing and the billing profile. One file per
 * resolver; this file only gathers them.
 */
import type { Resolvers } from '../generated';
import { Cards } from './cards';
import { WalletOverview } from './wallet-overview';
import { BillingHistory } from './billing-history';
import { BillingProfile } from './billing-profile';
import { CardAdd } from './card-add';
import { CardSetDefault } from './card-set-default';
import { CardDelete } from './card-delete';
import { WalletTopUpCard } from './wallet-top-up-card';
import { WireTopUpRequest } from './wire-top-up-request';
import { BillingProfileUpdate } from './billing-profile-update';
import { cardFields } from './card.type';
import { wireTransferFields } from './wire-transfer.type';
import { billingEntryFields } from './billing-entry.type';
import { Cents } from './cents';

export const moneyResolvers: Resolvers = {
  Cents,
  Query: { Cards, WalletOverview, BillingHistory, BillingProfile },
  Mutation: { CardAdd, CardSetDefault, CardDelete, WalletTopUpCard, WireTopUpRequest, BillingProfileUpdate },
  Card: cardFields,
  WireTransfer: wireTransferFields,
  BillingEntry: billingEntryFields,
};
