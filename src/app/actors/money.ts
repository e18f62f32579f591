/**
 * The real actors of the money flows (issue 12), given to the money pages (src/app/flows/money.tsx): the wallet's
 * top-up, the saved cards, the wallet overview, the billing history and the billing profile. The card number
 * goes from here to the gateway's tokenization route only (SANDBOX_TOKENIZE_PATH, as a browser sends it to
 * Stripe); the API receives its token.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  BillingHistoryDocument,
  BillingProfileDocument,
  BillingProfileUpdateDocument,
  CardAddDocument,
  CardDeleteDocument,
  CardsDocument,
  CardSetDefaultDocument,
  WalletOverviewDocument,
  WalletTopUpCardDocument,
  WireTopUpRequestDocument,
  type BillingHistoryQueryVariables,
  type WalletOverviewQueryVariables,
} from '../../graphql/generated/graphql';
import { ApiError } from '../../domain/api-error';
import { BillingProfileInput, declineErrorCode, parseExpiry, type CardForm } from '../../domain/billing';
import { defineForm } from '../../machines/form';
import { resourceMachine } from '../../machines/resource';
import { reloadOnLive } from '../live-notices';
import type { LiveEvents } from '../../machines/app';
import { topUpMachine, type CardTopUpOutcome, type WireRequest } from '../../machines/top-up';
import { paymentMethodsMachine, type SavedCard } from '../../machines/payment-methods';
import type { MoneyFlows } from '../../screens/shared/flows';

/** Where the embedded sandbox gateway tokenizes cards (server/http/sandbox-gateway.ts). */
export const SANDBOX_TOKENIZE_URL = '/gateway/sandbox/payment_methods';

/** Sends the card to the gateway and answers its payment method token, or the coded decline. */
async function tokenize(card: CardForm): Promise<string> {
  const expiry = parseExpiry(card.expiry);
  let response: Response;
  try {
    response = await fetch(SANDBOX_TOKENIZE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: card.number.replace(/[\s-]/g, ''),
        exp_month: expiry?.month,
        exp_year: expiry?.year,
        cvc: card.cvc.trim(),
      }),
    });
  } catch (error) {
    throw new ApiError('network', String(error));
  }
  const body = (await response.json().catch(() => ({}))) as {
    id?: string;
    error?: { code?: string; retry_after?: number };
  };
  if (response.ok && body.id) return body.id;
  if (response.status === 429)
    throw new ApiError('rateLimited', 'too many cards tried', {
      code: 'RATE_LIMITED',
      retryAfter: body.error?.retry_after ?? 60,
    });
  const decline = body.error?.code ?? 'processing_error';
  throw new ApiError('refused', decline, { code: declineErrorCode(decline) });
}

/** What moves money shown by the wallet and billing: top-ups and wires, campaigns paid or refunded, deals. */
const MONEY_SUBJECTS = ['wallet', 'billing', 'campaign', 'deal'] as const;

async function cardsOf(api: Api): Promise<SavedCard[]> {
  return (await api.query(CardsDocument, {}, { requestPolicy: 'network-only' })).Cards;
}

export function createMoneyFlows(api: Api, getToken: () => string | null, live: LiveEvents): MoneyFlows {
  return {
    topUp: topUpMachine.provide({
      actors: {
        chargeCard: fromPromise<CardTopUpOutcome, { amount: number; cardId: string; key: string }>(
          async ({ input }) =>
            (
              await api.mutate(WalletTopUpCardDocument, {
                amount: input.amount,
                card_id: input.cardId,
                idempotency_key: input.key,
              })
            ).WalletTopUpCard,
        ),
        requestWire: fromPromise<WireRequest, { amount: number; key: string }>(
          async ({ input }) =>
            (await api.mutate(WireTopUpRequestDocument, { amount: input.amount, idempotency_key: input.key }))
              .WireTopUpRequest,
        ),
      },
    }),
    wallet: resourceMachine.provide({
      actors: {
        // Input: the wires whose arrival to ask for ({ wires }), once the top-up requested one.
        load: fromPromise<unknown, unknown>(async ({ input }) => {
          const [overview, cards] = await Promise.all([
            api.query(WalletOverviewDocument, (input ?? {}) as WalletOverviewQueryVariables, {
              requestPolicy: 'network-only',
            }),
            cardsOf(api),
          ]);
          return { ...overview.WalletOverview, cards };
        }),
        live: reloadOnLive(live, MONEY_SUBJECTS),
      },
    }),
    paymentMethods: paymentMethodsMachine.provide({
      actors: {
        loadCards: fromPromise(() => cardsOf(api)),
        saveCard: fromPromise<SavedCard, CardForm>(async ({ input }) => {
          const token = await tokenize(input);
          return (
            await api.mutate(CardAddDocument, {
              token,
              cardholder_name: input.cardholder_name,
              address_name: input.address_name,
              address: input.address,
              city: input.city,
              state: input.state,
              country: input.country,
              zip_code: input.zip_code,
            })
          ).CardAdd;
        }),
        setDefault: fromPromise<SavedCard[], { id: string }>(async ({ input }) => {
          await api.mutate(CardSetDefaultDocument, { id: input.id });
          return cardsOf(api);
        }),
        deleteCard: fromPromise<SavedCard[], { id: string }>(async ({ input }) => {
          await api.mutate(CardDeleteDocument, { id: input.id });
          return cardsOf(api);
        }),
      },
    }),
    billing: resourceMachine.provide({
      actors: {
        load: fromPromise<unknown, unknown>(
          async ({ input }) =>
            (
              await api.query(BillingHistoryDocument, input as BillingHistoryQueryVariables, {
                requestPolicy: 'network-only',
              })
            ).BillingHistory,
        ),
        live: reloadOnLive(live, MONEY_SUBJECTS),
      },
    }),
    billingProfile: resourceMachine.provide({
      actors: {
        load: fromPromise<unknown, unknown>(
          async () =>
            (await api.query(BillingProfileDocument, {}, { requestPolicy: 'network-only' })).BillingProfile,
        ),
      },
    }),
    billingProfileForm: (() => {
      const form = defineForm('billingProfile', BillingProfileInput);
      return form.machine.provide({
        actors: {
          submit: fromPromise<unknown, object>(
            async ({ input }) =>
              (await api.mutate(BillingProfileUpdateDocument, input as BillingProfileInput))
                .BillingProfileUpdate,
          ),
        },
      });
    })(),
    /** A download of the API's (CSV, PDF) with the session's token, handed to the browser as a file. */
    download: async (path: string) => {
      const token = getToken();
      const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok)
        throw new ApiError(response.status === 404 ? 'notFound' : 'badRequest', String(response.status));
      return response.blob();
    },
  };
}
