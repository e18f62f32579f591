/**
 * The company's saved cards (/account/payment-methods): the list, adding a card (its number tokenized by the
 * gateway, then saved with its billing address), making one the default, deleting one after confirming.
 *
 * loading → ready | failed. ready: idle; adding (editing → saving → back to idle, or editing with the refusal);
 * confirming → deleting; settingDefault. A successful add runs `cardAdded` (the screen announces it and, with
 * `?return=`, goes back). Actors to provide: `loadCards`, `saveCard` (the form's checked values → the saved card,
 * tokenizing first), `setDefault`, `deleteCard`.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';
import { check, type FieldErrors } from '../domain/validation';
import { CardForm } from '../domain/billing';

export type SavedCard = {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  cardholder_name: string;
  is_default: boolean;
};

export type PaymentMethodsContext = {
  cards: SavedCard[];
  /** The card the user asked to delete or make the default. */
  target: SavedCard | null;
  fields: FieldErrors;
  error: ApiError | null;
};

export type PaymentMethodsEvent =
  | { type: 'cards.add' }
  | { type: 'cards.cancel' }
  | { type: 'cards.save'; values: unknown }
  | { type: 'cards.setDefault'; id: string }
  | { type: 'cards.delete'; id: string }
  | { type: 'cards.confirm' }
  | { type: 'cards.retry' };

const cardOf = (context: PaymentMethodsContext, id: string) =>
  context.cards.find((card) => card.id === id) ?? null;

export const paymentMethodsMachine = setup({
  types: {
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
  },
  actors: {
    loadCards: fromPromise<SavedCard[]>(() => Promise.reject(new Error('cards: loadCards is not provided'))),
    saveCard: fromPromise<SavedCard, CardForm>(() =>
      Promise.reject(new Error('cards: saveCard is not provided')),
    ),
    setDefault: fromPromise<SavedCard[], { id: string }>(() =>
      Promise.reject(new Error('cards: setDefault is not provided')),
    ),
    deleteCard: fromPromise<SavedCard[], { id: string }>(() =>
      Promise.reject(new Error('cards: deleteCard is not provided')),
    ),
  },
  guards: {
    isValid: ({ event }) => event.type === 'cards.save' && check(CardForm, event.values).ok,
    isKnown: ({ context, event }) =>
      (event.type === 'cards.delete' || event.type === 'cards.setDefault') &&
      cardOf(context, event.id) !== null,
  },
  actions: {
    cardAdded: (_, _params: { card: SavedCard }) => {},
    cardDeleted: (_, _params: { card: SavedCard }) => {},
  },
}).createMachine({
  id: 'paymentMethods',
  context: { cards: [], target: null, fields: {}, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCards',
        onDone: { target: 'ready', actions: assign({ cards: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
      },
    },
    failed: { tags: ['failed'], on: { 'cards.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cards.add': { target: 'adding', actions: assign({ fields: {}, error: null }) },
            'cards.delete': {
              guard: 'isKnown',
              target: 'confirming',
              actions: assign({ target: ({ context, event }) => cardOf(context, event.id), error: null }),
            },
            'cards.setDefault': {
              guard: 'isKnown',
              target: 'settingDefault',
              actions: assign({ target: ({ context, event }) => cardOf(context, event.id), error: null }),
            },
          },
        },
        adding: {
          tags: ['adding'],
          initial: 'editing',
          on: { 'cards.cancel': { target: 'idle', actions: assign({ fields: {}, error: null }) } },
          states: {
            editing: {
              on: {
                'cards.save': [
                  { guard: 'isValid', target: 'saving', actions: assign({ fields: {}, error: null }) },
                  {
                    actions: assign({
                      fields: ({ event }) => {
                        const checked = check(CardForm, event.values);
                        return checked.ok ? {} : checked.fields;
                      },
                      error: null,
                    }),
                  },
                ],
              },
            },
            saving: {
              tags: ['busy'],
              on: { 'cards.cancel': {} },
              invoke: {
                src: 'saveCard',
                input: ({ event }) => {
                  const checked = check(CardForm, (event as { values?: unknown }).values);
                  if (!checked.ok) throw new ApiError('input', 'invalid', { fields: checked.fields });
                  return checked.value;
                },
                onDone: {
                  target: '#paymentMethods.ready.idle',
                  actions: [
                    assign({
                      cards: ({ context, event }) => [
                        ...context.cards.map((card) =>
                          event.output.is_default ? { ...card, is_default: false } : card,
                        ),
                        event.output,
                      ],
                    }),
                    { type: 'cardAdded', params: ({ event }) => ({ card: event.output }) },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ event }) => {
                    const error = toApiError(event.error);
                    return { error, fields: error.fields };
                  }),
                },
              },
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'cards.cancel': { target: 'idle', actions: assign({ target: null, error: null }) },
            'cards.confirm': 'deleting',
          },
        },
        deleting: {
          tags: ['confirming', 'busy'],
          invoke: {
            src: 'deleteCard',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'cardDeleted', params: ({ context }) => ({ card: context.target! }) },
                assign({ cards: ({ event }) => event.output, target: null }),
              ],
            },
            onError: {
              target: 'confirming',
              actions: assign(({ event }) => ({ error: toApiError(event.error) })),
            },
          },
        },
        settingDefault: {
          tags: ['busy'],
          invoke: {
            src: 'setDefault',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: { target: 'idle', actions: assign({ cards: ({ event }) => event.output, target: null }) },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: toApiError(event.error), target: null })),
            },
          },
        },
      },
    },
  },
});

export type PaymentMethodsMachine = typeof paymentMethodsMachine;
export type PaymentMethodsActor = ActorRefFrom<typeof paymentMethodsMachine>;
export type PaymentMethodsSnapshot = SnapshotFrom<typeof paymentMethodsMachine>;
