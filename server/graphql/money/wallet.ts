/**
 * The wallet (WalletOverview), top-ups by card (WalletTopUpCard) and by wire (WireTopUpRequest), billing history
 * (BillingHistory) and the billing profile (BillingProfile, BillingProfileUpdate).
 */
import type { Resolvers } from '../generated';
import {
  BillingFilter,
  BillingProfileInput,
  CardTopUpInput,
  PLATFORM_BANK,
  RECEIPT_KINDS,
  WALLET_RECENT_ACTIVITY,
  WireTopUpInput,
} from '../../../src/domain/billing';
import { CURRENCY } from '../../../src/domain/constants';
import { cardFee } from '../../../src/domain/ledger';
import { balanceOf, IdempotencyKeyReused, ledgerAccount } from '../../services/ledger';
import { billingHistory, billingProfile } from '../../services/billing';
import { openAccountNumber, saveBillingProfile } from '../../services/billing-profile';
import { pendingWires, requestWire, topUpByCard } from '../../services/top-ups';
import { companyFinances } from '../../services/wallet';
import { notFound, refused, validInput, withoutNulls } from '../errors';

const keyReused = () =>
  refused('IDEMPOTENCY_KEY_REUSED', 'This request was already sent with other values; please try again');

export const walletResolvers: Resolvers = {
  Query: {
    WalletOverview: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const { db } = ctx.services;
      const [balance, wires, recent] = await Promise.all([
        balanceOf(db, ledgerAccount.wallet(company.id)),
        pendingWires(db, company.id),
        billingHistory(db, company.id, { page: 1, page_size: WALLET_RECENT_ACTIVITY }, 'wallet'),
      ]);
      return {
        balance,
        currency: { ...CURRENCY },
        pending_wires: wires,
        recent: recent.items,
        platform_bank: { ...PLATFORM_BANK },
      };
    },
    BillingHistory: async (_parent, args, ctx) => {
      const filter = validInput(BillingFilter, withoutNulls(args));
      const { company } = await ctx.requireReadyCompany();
      return billingHistory(ctx.services.db, company.id, filter);
    },
    BillingProfile: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const [profile, finances] = await Promise.all([
        billingProfile(ctx.services.db, company.id),
        companyFinances(ctx.services.db, company.id),
      ]);
      const bank = finances.bank;
      return {
        tax_id: profile?.tax_id ?? null,
        bank_transfer_information: bank && {
          ...bank,
          account_number: openAccountNumber(ctx.services.sealer, bank.account_number),
          created_at: bank.created_at.toISOString(),
        },
      };
    },
  },
  Mutation: {
    WalletTopUpCard: async (_parent, args, ctx) => {
      const input = validInput(CardTopUpInput, args);
      const { company, session } = await ctx.requireReadyCompany();
      let outcome;
      try {
        outcome = await topUpByCard(ctx.services, company.id, {
          amount: input.amount,
          cardId: input.card_id,
          idempotencyKey: input.idempotency_key,
          origin: session.id,
        });
      } catch (error) {
        if (error instanceof IdempotencyKeyReused) throw keyReused();
        throw error;
      }
      if (outcome.status === 'card_not_found') throw notFound('Card');
      const balance = await balanceOf(ctx.services.db, ledgerAccount.wallet(company.id));
      return {
        status: outcome.status === 'succeeded',
        decline_code: outcome.status === 'declined' ? outcome.decline : null,
        amount: outcome.charge.amount_cents,
        fee: cardFee(outcome.charge.amount_cents),
        balance,
        entry_id: outcome.charge.ledger_transaction_id,
      };
    },
    WireTopUpRequest: async (_parent, args, ctx) => {
      const input = validInput(WireTopUpInput, args);
      const { company } = await ctx.requireReadyCompany();
      const wire = await requestWire(ctx.services, company.id, {
        amount: input.amount,
        idempotencyKey: input.idempotency_key,
      });
      if (wire.amount_cents !== input.amount) throw keyReused();
      return wire;
    },
    BillingProfileUpdate: async (_parent, args, ctx) => {
      const input = validInput(BillingProfileInput, args);
      const { company } = await ctx.requireReadyCompany();
      await saveBillingProfile(ctx.services, company.id, input);
      const [profile, finances] = await Promise.all([
        billingProfile(ctx.services.db, company.id),
        companyFinances(ctx.services.db, company.id),
      ]);
      const bank = finances.bank;
      return {
        tax_id: profile?.tax_id ?? null,
        bank_transfer_information: bank && {
          ...bank,
          account_number: openAccountNumber(ctx.services.sealer, bank.account_number),
          created_at: bank.created_at.toISOString(),
        },
      };
    },
  },
  WireTransfer: {
    amount: (wire) => wire.amount_cents,
    confirmed_amount: (wire) => wire.confirmed_amount_cents,
    created_at: (wire) => wire.created_at.toISOString(),
    confirmed_at: (wire) => wire.confirmed_at?.toISOString() ?? null,
  },
  BillingEntry: {
    created_at: (entry) => entry.created_at.toISOString(),
    has_receipt: (entry) => RECEIPT_KINDS.includes(entry.kind) && entry.amount !== 0,
  },
};
