/**
 * The company's products (/products): a page at a time, searched by name and filtered by brand, with create,
 * edit and delete in dialogs.
 *
 * loading → ready | failed. In ready: idle; debouncing (a search being typed) → refreshing; editing
 * (open → saving) for a new product or an existing one; confirming (open → deleting) a deletion. A save or a
 * deletion that succeeds reloads the page; one that is refused stays open with the API's error (field errors
 * beside the fields, a coded refusal as a sentence). A page left empty by a deletion steps back one page.
 * Input: the first query. Actors to provide (src/app/actors/products.ts): `loadProducts` (query → a page and
 * every brand), `saveProduct` ({ item, values } → the saved product, item null for a new one),
 * `deleteProduct` (product → void). Actions a screen may provide: `announceSaved`, `announceDeleted`.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BrandFieldsFragment, ProductFieldsFragment } from '../graphql/generated/graphql';
import type { ProductInput } from '../domain/catalog';
import { ApiError, toApiError } from '../domain/api-error';
import { present } from './present';

/** How long a search waits for typing to pause before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export type Product = ProductFieldsFragment;
export type BrandOption = Pick<BrandFieldsFragment, 'id' | 'name'>;
export type ProductsQuery = { search?: string; brand_id?: string; page: number };
/** A page of products, and every brand (for the filter and the form). */
export type ProductsPage = { items: Product[]; total: number; brands: BrandOption[] };

export type ProductsContext = {
  query: ProductsQuery;
  items: Product[];
  total: number;
  brands: BrandOption[];
  /** Why the list could not be loaded. */
  loadError: ApiError | null;
  /** The item being edited; null while creating a new one. */
  editing: Product | null;
  /** The item whose deletion is being confirmed. */
  deleting: Product | null;
  /** The values of the save in flight or last refused, so the form keeps what was typed. */
  values: ProductInput | null;
  /** The refusal of the last save or deletion. */
  error: ApiError | null;
};

export type ProductsEvent =
  | { type: 'products.retry' }
  | { type: 'products.query'; query: Partial<ProductsQuery> }
  | { type: 'products.search'; query: Partial<ProductsQuery> }
  | { type: 'products.create' }
  | { type: 'products.edit'; item: Product }
  | { type: 'products.delete'; item: Product }
  | { type: 'products.save'; values: ProductInput }
  | { type: 'products.confirm' }
  | { type: 'products.cancel' };

const missing = (name: string) => () => Promise.reject(new Error(`products: ${name} is not provided`));

export const productsMachine = setup({
  types: {
    context: {} as ProductsContext,
    events: {} as ProductsEvent,
    input: {} as { query: ProductsQuery },
  },
  actors: {
    loadProducts: fromPromise<ProductsPage, ProductsQuery>(missing('loadProducts')),
    saveProduct: fromPromise<Product, { item: Product | null; values: ProductInput }>(missing('saveProduct')),
    deleteProduct: fromPromise<unknown, Product>(missing('deleteProduct')),
  },
  actions: {
    announceSaved: (_, _params: { item: Product; created: boolean }) => {},
    announceDeleted: (_, _params: { item: Product }) => {},
    takeQuery: assign({
      query: ({ context }, params: { query: Partial<ProductsQuery> }) => ({
        ...context.query,
        ...params.query,
      }),
    }),
    takeListing: assign((_, listing: ProductsPage) => ({
      items: listing.items,
      total: listing.total,
      brands: listing.brands,
      loadError: null,
    })),
    takeLoadError: assign({ loadError: (_, params: { error: unknown }) => toApiError(params.error) }),
    takeError: assign({ error: (_, params: { error: unknown }) => toApiError(params.error) }),
    stepBack: assign({
      query: ({ context }) => ({ ...context.query, page: context.query.page - 1 }),
    }),
  },
  guards: {
    isPastEnd: ({ context }, listing: ProductsPage) =>
      listing.items.length === 0 && listing.total > 0 && context.query.page > 1,
  },
}).createMachine({
  id: 'products',
  context: ({ input }) => ({
    query: input.query,
    items: [],
    total: 0,
    brands: [],
    loadError: null,
    editing: null,
    deleting: null,
    values: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'takeListing', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'takeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'products.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'products.query': {
              target: 'refreshing',
              actions: { type: 'takeQuery', params: ({ event }) => event },
            },
            'products.search': {
              target: 'debouncing',
              actions: { type: 'takeQuery', params: ({ event }) => event },
            },
            'products.create': {
              target: 'editing',
              actions: assign({ editing: null, values: null, error: null }),
            },
            'products.edit': {
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.item, values: null, error: null }),
            },
            'products.delete': {
              target: 'confirming',
              actions: assign({ deleting: ({ event }) => event.item, error: null }),
            },
          },
        },
        debouncing: {
          tags: ['refreshing'],
          after: { [SEARCH_DEBOUNCE_MS]: 'refreshing' },
          on: {
            'products.search': {
              target: 'debouncing',
              reenter: true,
              actions: { type: 'takeQuery', params: ({ event }) => event },
            },
            'products.query': {
              target: 'refreshing',
              actions: { type: 'takeQuery', params: ({ event }) => event },
            },
          },
        },
        refreshing: {
          tags: ['refreshing'],
          on: {
            'products.query': {
              target: 'refreshing',
              reenter: true,
              actions: { type: 'takeQuery', params: ({ event }) => event },
            },
            'products.search': {
              target: 'debouncing',
              actions: { type: 'takeQuery', params: ({ event }) => event },
            },
          },
          invoke: {
            id: 'refreshProducts',
            src: 'loadProducts',
            input: ({ context }) => context.query,
            onDone: [
              {
                guard: { type: 'isPastEnd', params: ({ event }) => event.output },
                target: 'refreshing',
                reenter: true,
                actions: 'stepBack',
              },
              { target: 'idle', actions: { type: 'takeListing', params: ({ event }) => event.output } },
            ],
            onError: {
              target: '#products.failed',
              actions: { type: 'takeLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        editing: {
          initial: 'open',
          tags: ['editing'],
          on: { 'products.cancel': { target: 'idle', actions: assign({ error: null }) } },
          states: {
            open: {
              on: {
                'products.save': {
                  target: 'saving',
                  actions: assign({ values: ({ event }) => event.values, error: null }),
                },
              },
            },
            saving: {
              tags: ['busy'],
              on: { 'products.cancel': {} },
              invoke: {
                id: 'saveProduct',
                src: 'saveProduct',
                input: ({ context }) => ({
                  item: context.editing,
                  values: present(context.values, 'products: the values'),
                }),
                onDone: {
                  target: '#products.ready.refreshing',
                  actions: [
                    {
                      type: 'announceSaved',
                      params: ({ context, event }) => ({
                        item: event.output,
                        created: context.editing === null,
                      }),
                    },
                    assign({ editing: null, values: null, error: null }),
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
          initial: 'open',
          tags: ['confirming'],
          on: { 'products.cancel': { target: 'idle', actions: assign({ deleting: null, error: null }) } },
          states: {
            open: {
              on: { 'products.confirm': 'deleting' },
            },
            deleting: {
              tags: ['busy'],
              on: { 'products.cancel': {} },
              invoke: {
                id: 'deleteProduct',
                src: 'deleteProduct',
                input: ({ context }) => present(context.deleting, 'products: the product to delete'),
                onDone: {
                  target: '#products.ready.refreshing',
                  actions: [
                    {
                      type: 'announceDeleted',
                      params: ({ context }) => ({
                        item: present(context.deleting, 'products: the product to delete'),
                      }),
                    },
                    assign({ deleting: null, error: null }),
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
      },
    },
  },
});

export type ProductsMachine = typeof productsMachine;
export type ProductsActor = ActorRefFrom<ProductsMachine>;
export type ProductsSnapshot = SnapshotFrom<ProductsMachine>;
