/**
 * One product's page (/product/:productId) with its edit and delete flows.
 *
 * loading → ready | missing (unknown, or another company's) | failed. In ready: idle; editing (open →
 * saving), which shows the saved product on success; confirming (open → deleting), which ends in `deleted`.
 * A refused save or deletion stays open with the API's error. Input: the product's id.
 * Actors to provide (src/app/actors/products.ts): `loadProduct` (id → the product or null, and every brand
 * for the form), `saveProduct` ({ id, values } → the saved product), `deleteProduct` (id → void).
 * Actions a screen may provide: `announceSaved`, `announceDeleted` (a toast, leaving the page).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';
import type { ProductInput } from '../domain/catalog';
import type { BrandOption, Product } from './products';
import { present } from './present';

export type ProductPage = { product: Product | null; brands: BrandOption[] };

export type ProductContext = {
  id: string;
  product: Product | null;
  brands: BrandOption[];
  /** Why the page could not be loaded. */
  loadError: ApiError | null;
  /** The values of the save in flight or last refused. */
  values: ProductInput | null;
  /** The refusal of the last save or deletion. */
  error: ApiError | null;
};

export type ProductEvent =
  | { type: 'product.retry' }
  | { type: 'product.edit' }
  | { type: 'product.delete' }
  | { type: 'product.save'; values: ProductInput }
  | { type: 'product.confirm' }
  | { type: 'product.cancel' };

const missing = (name: string) => () => Promise.reject(new Error(`product: ${name} is not provided`));

export const productMachine = setup({
  types: {
    context: {} as ProductContext,
    events: {} as ProductEvent,
    input: {} as { id: string },
  },
  actors: {
    loadProduct: fromPromise<ProductPage, { id: string }>(missing('loadProduct')),
    saveProduct: fromPromise<Product, { id: string; values: ProductInput }>(missing('saveProduct')),
    deleteProduct: fromPromise<unknown, { id: string }>(missing('deleteProduct')),
  },
  actions: {
    announceSaved: (_, _params: { product: Product }) => {},
    announceDeleted: (_, _params: { product: Product | null }) => {},
    takeError: assign({ error: (_, params: { error: unknown }) => toApiError(params.error) }),
  },
  guards: {
    isFound: (_, page: ProductPage) => page.product !== null,
  },
}).createMachine({
  id: 'product',
  context: ({ input }) => ({
    id: input.id,
    product: null,
    brands: [],
    loadError: null,
    values: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => ({ ...event.output, loadError: null })),
          },
          { target: 'missing' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => toApiError(event.error) }),
        },
      },
    },
    failed: { tags: ['failed'], on: { 'product.retry': 'loading' } },
    missing: { tags: ['missing'] },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'product.edit': { target: 'editing', actions: assign({ values: null, error: null }) },
            'product.delete': { target: 'confirming', actions: assign({ error: null }) },
          },
        },
        editing: {
          tags: ['editing'],
          initial: 'open',
          on: { 'product.cancel': { target: 'idle', actions: assign({ error: null }) } },
          states: {
            open: {
              on: {
                'product.save': {
                  target: 'saving',
                  actions: assign({ values: ({ event }) => event.values, error: null }),
                },
              },
            },
            saving: {
              tags: ['busy'],
              on: { 'product.cancel': {} },
              invoke: {
                src: 'saveProduct',
                input: ({ context }) => ({
                  id: context.id,
                  values: present(context.values, 'product: the values'),
                }),
                onDone: {
                  target: '#product.ready.idle',
                  actions: [
                    assign({ product: ({ event }) => event.output, values: null, error: null }),
                    { type: 'announceSaved', params: ({ event }) => ({ product: event.output }) },
                  ],
                },
                onError: {
                  target: 'open',
                  actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          initial: 'open',
          on: { 'product.cancel': { target: 'idle', actions: assign({ error: null }) } },
          states: {
            open: { on: { 'product.confirm': 'deleting' } },
            deleting: {
              tags: ['busy'],
              on: { 'product.cancel': {} },
              invoke: {
                src: 'deleteProduct',
                input: ({ context }) => ({ id: context.id }),
                onDone: {
                  target: '#product.deleted',
                  actions: {
                    type: 'announceDeleted',
                    params: ({ context }) => ({ product: context.product }),
                  },
                },
                onError: {
                  target: 'open',
                  actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    deleted: { tags: ['deleted'], type: 'final' },
  },
});

export type ProductMachine = typeof productMachine;
export type ProductActor = ActorRefFrom<ProductMachine>;
export type ProductSnapshot = SnapshotFrom<ProductMachine>;
