/**
 * Topping up the wallet (/wallet): by card, with the card fee and the total shown before paying, or by wire,
 * which gives a reference to quote and the platform's bank details.
 *
 * editing → charging → succeeded | declined, or back to editing with the refusal (a network failure, a card gone);
 * editing → requestingWire → wireRequested. `topUp.again` starts a new top-up from any outcome. Each submission is
 * one attempt with an idempotency key of its own (made by the system's environment), so a repeat of the same call
 * never charges twice; a call left without an answer (no connection) is sent again with its key, any change of
 * method, amount or card makes a new attempt.
 *
 * Input: the amount to prefill (cents, from `?topUp=`), the card to use (the default) and where to return after a
 * successful top-up (`?return=`, a same-site path). Actors to provide: `chargeCard` and `requestWire`. Actions the
 * screen may provide: `announceTopUp` (after a card top-up or a wire request) and `returnToCaller`.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';
import { keyToRetry } from '../domain/idempotency';
import { check, type FieldErrors } from '../domain/validation';
import { topUpAmount, wireAmount } from '../domain/billing';
import { cardFee } from '../domain/ledger';
import { environmentOf } from './environment';

export type TopUpMethod = 'card' | 'wire';

export type CardTopUpOutcome = {
  status: boolean;
  decline_code: string | null;
  amount: number;
  fee: number;
  balance: number;
  entry_id: string | null;
};
export type WireRequest = { reference: string; amount: number };

export type TopUpContext = {
  method: TopUpMethod;
  /** Cents, or null while nothing readable is typed. */
  amount: number | null;
  cardId: string | null;
  /** The idempotency key of the attempt in flight or last sent. */
  key: string | null;
  fields: FieldErrors;
  error: ApiError | null;
  outcome: CardTopUpOutcome | null;
  wire: WireRequest | null;
  returnTo: string | null;
};

export type TopUpEvent =
  | { type: 'topUp.method'; method: TopUpMethod }
  | { type: 'topUp.amount'; cents: number | null }
  | { type: 'topUp.card'; cardId: string | null }
  | { type: 'topUp.submit' }
  | { type: 'topUp.again' };

export type TopUpInput = { amount?: number | null; cardId?: string | null; returnTo?: string | null };

/** A same-site path to go back to (`/campaign/creation/summary`), or null: never another site. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return /[\u0000-\u001f]/.test(value) ? null : value;
}

/** What the card is charged: the amount and its fee (src/domain/ledger cardFee). */
export const cardTotal = (cents: number) => ({ fee: cardFee(cents), total: cents + cardFee(cents) });

function amountErrors(context: Pick<TopUpContext, 'method' | 'amount' | 'cardId'>): FieldErrors {
  const fields: FieldErrors = {};
  const amount = check(context.method === 'card' ? topUpAmount : wireAmount, context.amount ?? undefined);
  if (!amount.ok) fields.amount = amount.fields.form ?? { code: 'required' };
  if (context.method === 'card' && !context.cardId) fields.card = { code: 'required' };
  return fields;
}

export const topUpMachine = setup({
  types: {
    context: {} as TopUpContext,
    events: {} as TopUpEvent,
    input: {} as TopUpInput,
  },
  actors: {
    chargeCard: fromPromise<CardTopUpOutcome, { amount: number; cardId: string; key: string }>(() =>
      Promise.reject(new Error('top-up: chargeCard is not provided')),
    ),
    requestWire: fromPromise<WireRequest, { amount: number; key: string }>(() =>
      Promise.reject(new Error('top-up: requestWire is not provided')),
    ),
  },
  guards: {
    isValid: ({ context }) => Object.keys(amountErrors(context)).length === 0,
    byCard: ({ context }) => context.method === 'card',
    wasCharged: (_, params: { outcome: CardTopUpOutcome }) => params.outcome.status,
  },
  actions: {
    announceTopUp: () => {},
    returnToCaller: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'topUp',
  context: ({ input }) => ({
    method: 'card',
    amount: input.amount ?? null,
    cardId: input.cardId ?? null,
    key: null,
    fields: {},
    error: null,
    outcome: null,
    wire: null,
    returnTo: safeReturnPath(input.returnTo),
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        // Another request is another attempt: its key is made when it is sent.
        'topUp.method': {
          actions: assign({ method: ({ event }) => event.method, key: null, fields: {}, error: null }),
        },
        'topUp.amount': { actions: assign({ amount: ({ event }) => event.cents, key: null, fields: {} }) },
        'topUp.card': { actions: assign({ cardId: ({ event }) => event.cardId, key: null, fields: {} }) },
        'topUp.submit': [
          {
            guard: 'isValid',
            target: 'submitting',
            actions: assign({
              key: ({ context, system }) => context.key ?? environmentOf(system).newId(),
              fields: {},
              error: null,
            }),
          },
          { actions: assign({ fields: ({ context }) => amountErrors(context), error: null }) },
        ],
      },
    },
    submitting: {
      always: [{ guard: 'byCard', target: 'charging' }, { target: 'requestingWire' }],
    },
    charging: {
      tags: ['busy'],
      invoke: {
        src: 'chargeCard',
        input: ({ context }) => ({ amount: context.amount!, cardId: context.cardId!, key: context.key! }),
        onDone: [
          {
            guard: { type: 'wasCharged', params: ({ event }) => ({ outcome: event.output }) },
            target: 'succeeded',
            actions: [assign({ outcome: ({ event }) => event.output }), 'announceTopUp'],
          },
          { target: 'declined', actions: assign({ outcome: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => toApiError(event.error),
            fields: ({ event }) => toApiError(event.error).fields,
            key: ({ context, event }) => keyToRetry(context.key, event.error),
          }),
        },
      },
    },
    requestingWire: {
      tags: ['busy'],
      invoke: {
        src: 'requestWire',
        input: ({ context }) => ({ amount: context.amount!, key: context.key! }),
        onDone: {
          target: 'wireRequested',
          actions: [assign({ wire: ({ event }) => event.output }), 'announceTopUp'],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => toApiError(event.error),
            fields: ({ event }) => toApiError(event.error).fields,
            key: ({ context, event }) => keyToRetry(context.key, event.error),
          }),
        },
      },
    },
    succeeded: {
      tags: ['done'],
      entry: {
        type: 'returnToCaller',
        params: ({ context }) => ({ path: context.returnTo ?? '' }),
      },
      on: {
        'topUp.again': { target: 'editing', actions: assign({ outcome: null, amount: null, key: null }) },
      },
    },
    declined: {
      tags: ['done'],
      on: { 'topUp.again': { target: 'editing', actions: assign({ outcome: null, key: null }) } },
    },
    wireRequested: {
      tags: ['done'],
      on: { 'topUp.again': { target: 'editing', actions: assign({ wire: null, amount: null, key: null }) } },
    },
  },
});

export type TopUpMachine = typeof topUpMachine;
export type TopUpActor = ActorRefFrom<typeof topUpMachine>;
export type TopUpSnapshot = SnapshotFrom<typeof topUpMachine>;
