/**
 * A list of things a company owns (brands, products) with its create, edit and delete flows.
 *
 * loading → ready | failed. In ready: idle; debouncing (a search being typed) → refreshing; editing
 * (open → saving) for a new item or an existing one; confirming (open → deleting) a deletion. A save or a
 * deletion that succeeds reloads the list; one that is refused stays open with the API's error (field errors
 * beside the fields, a coded refusal such as BRAND_HAS_PRODUCTS as a sentence). A page left empty by a
 * deletion steps back one page.
 *
 * One machine for every such list: items are anything with an id, values and the query are plain objects, the
 * list's extra data (e.g. the brands a product form offers) is opaque; screens read them through typed
 * selectors (`catalogView`). Made per list by `createCatalogMachine(id)`. Input: the first query.
 * Actors to provide: `load` (query → { items, total, extra }), `save` ({ item, values } → saved item,
 * item null for a new one), `remove` (item → void). Actions a screen may provide: `announceSaved`,
 * `announceDeleted` (e.g. a toast or a navigation).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';

/** How long a search waits for typing to pause before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export type CatalogItem = { id: string };
export type CatalogQuery = { page?: number } & Record<string, unknown>;
export type Listing<Item = CatalogItem, Extra = unknown> = { items: Item[]; total: number; extra: Extra };

export type CatalogContext<Item = CatalogItem, Query = CatalogQuery, Extra = unknown> = {
  query: Query;
  items: Item[];
  total: number;
  extra: Extra | null;
  /** Why the list could not be loaded. */
  loadError: ApiError | null;
  /** The item being edited; null while creating a new one. */
  editing: Item | null;
  /** The item whose deletion is being confirmed. */
  deleting: Item | null;
  /** The refusal of the last save or deletion. */
  error: ApiError | null;
};

export type CatalogEvent<Item = CatalogItem, Values = object, Query = CatalogQuery> =
  | { type: 'catalog.retry' }
  | { type: 'catalog.query'; query: Partial<Query> }
  | { type: 'catalog.search'; query: Partial<Query> }
  | { type: 'catalog.create' }
  | { type: 'catalog.edit'; item: Item }
  | { type: 'catalog.delete'; item: Item }
  | { type: 'catalog.save'; values: Values }
  | { type: 'catalog.confirm' }
  | { type: 'catalog.cancel' };

type Item = CatalogItem;
type Values = object;
type Query = CatalogQuery;
type Extra = unknown;
type Context = CatalogContext;
type Event = CatalogEvent;

export function createCatalogMachine(id: string) {
  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as { query: Query },
    },
    actors: {
      load: fromPromise<Listing<Item, Extra>, Query>(() =>
        Promise.reject(new Error(`${id}: load is not provided`)),
      ),
      save: fromPromise<Item, { item: Item | null; values: Values }>(() =>
        Promise.reject(new Error(`${id}: save is not provided`)),
      ),
      remove: fromPromise<unknown, Item>(() => Promise.reject(new Error(`${id}: remove is not provided`))),
    },
    actions: {
      announceSaved: (_, _params: { item: Item; created: boolean }) => {},
      announceDeleted: (_, _params: { item: Item }) => {},
      takeQuery: assign({
        query: ({ context, event }) =>
          event.type === 'catalog.query' || event.type === 'catalog.search'
            ? { ...context.query, ...event.query }
            : context.query,
      }),
      takeListing: assign((_, listing: Listing<Item, Extra>) => ({
        items: listing.items,
        total: listing.total,
        extra: listing.extra,
        loadError: null,
      })),
      stepBack: assign({
        query: ({ context }) => ({ ...context.query, page: (context.query.page ?? 1) - 1 }),
      }),
    },
    guards: {
      isPastEnd: ({ context }, listing: Listing<Item, Extra>) =>
        listing.items.length === 0 && listing.total > 0 && (context.query.page ?? 1) > 1,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      query: input.query,
      items: [],
      total: 0,
      extra: null,
      loadError: null,
      editing: null,
      deleting: null,
      error: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'load',
          input: ({ context }) => context.query,
          onDone: { target: 'ready', actions: { type: 'takeListing', params: ({ event }) => event.output } },
          onError: {
            target: 'failed',
            actions: assign({ loadError: ({ event }) => toApiError(event.error) }),
          },
        },
      },
      failed: {
        tags: ['failed'],
        on: { 'catalog.retry': 'loading' },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'catalog.query': { target: 'refreshing', actions: 'takeQuery' },
              'catalog.search': { target: 'debouncing', actions: 'takeQuery' },
              'catalog.create': { target: 'editing', actions: assign({ editing: null, error: null }) },
              'catalog.edit': {
                target: 'editing',
                actions: assign({ editing: ({ event }) => event.item, error: null }),
              },
              'catalog.delete': {
                target: 'confirming',
                actions: assign({ deleting: ({ event }) => event.item, error: null }),
              },
            },
          },
          debouncing: {
            tags: ['refreshing'],
            after: { [SEARCH_DEBOUNCE_MS]: 'refreshing' },
            on: {
              'catalog.search': { target: 'debouncing', reenter: true, actions: 'takeQuery' },
              'catalog.query': { target: 'refreshing', actions: 'takeQuery' },
            },
          },
          refreshing: {
            tags: ['refreshing'],
            on: {
              'catalog.query': { target: 'refreshing', reenter: true, actions: 'takeQuery' },
              'catalog.search': { target: 'debouncing', actions: 'takeQuery' },
            },
            invoke: {
              src: 'load',
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
                target: '#' + id + '.failed',
                actions: assign({ loadError: ({ event }) => toApiError(event.error) }),
              },
            },
          },
          editing: {
            initial: 'open',
            tags: ['editing'],
            on: { 'catalog.cancel': { target: 'idle', actions: assign({ error: null }) } },
            states: {
              open: {
                on: { 'catalog.save': 'saving' },
              },
              saving: {
                tags: ['busy'],
                on: { 'catalog.cancel': {} },
                invoke: {
                  src: 'save',
                  input: ({ context, event }) => ({
                    item: context.editing,
                    values: (event as Extract<Event, { type: 'catalog.save' }>).values,
                  }),
                  onDone: {
                    target: '#' + id + '.ready.refreshing',
                    actions: [
                      {
                        type: 'announceSaved',
                        params: ({ context, event }) => ({
                          item: event.output,
                          created: context.editing === null,
                        }),
                      },
                      assign({ editing: null, error: null }),
                    ],
                  },
                  onError: {
                    target: 'open',
                    actions: assign({ error: ({ event }) => toApiError(event.error) }),
                  },
                },
              },
            },
          },
          confirming: {
            initial: 'open',
            tags: ['confirming'],
            on: { 'catalog.cancel': { target: 'idle', actions: assign({ deleting: null, error: null }) } },
            states: {
              open: {
                on: { 'catalog.confirm': 'deleting' },
              },
              deleting: {
                tags: ['busy'],
                on: { 'catalog.cancel': {} },
                invoke: {
                  src: 'remove',
                  input: ({ context }) => context.deleting as Item,
                  onDone: {
                    target: '#' + id + '.ready.refreshing',
                    actions: [
                      {
                        type: 'announceDeleted',
                        params: ({ context }) => ({ item: context.deleting as Item }),
                      },
                      assign({ deleting: null, error: null }),
                    ],
                  },
                  onError: {
                    target: 'open',
                    actions: assign({ error: ({ event }) => toApiError(event.error) }),
                  },
                },
              },
            },
          },
        },
      },
    },
  });
}

export type CatalogMachine = ReturnType<typeof createCatalogMachine>;
export type CatalogActor = ActorRefFrom<CatalogMachine>;
export type CatalogSnapshot = SnapshotFrom<CatalogMachine>;

/** Typed reads of a catalog's snapshot, for a list whose items, query and extra data have known types. */
export function catalogView<TItem extends CatalogItem, TQuery extends CatalogQuery, TExtra = unknown>() {
  return {
    items: (snapshot: CatalogSnapshot) => snapshot.context.items as TItem[],
    total: (snapshot: CatalogSnapshot) => snapshot.context.total,
    query: (snapshot: CatalogSnapshot) => snapshot.context.query as TQuery,
    extra: (snapshot: CatalogSnapshot) => snapshot.context.extra as TExtra | null,
    editing: (snapshot: CatalogSnapshot) => snapshot.context.editing as TItem | null,
    deleting: (snapshot: CatalogSnapshot) => snapshot.context.deleting as TItem | null,
    error: (snapshot: CatalogSnapshot) => snapshot.context.error,
    loadError: (snapshot: CatalogSnapshot) => snapshot.context.loadError,
  };
}
