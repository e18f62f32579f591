/**
 * A paged list that follows the live channel: the deal listing, the content listing and the dashboard's deals.
 *
 *   loading → ready | failed; in ready: idle; debouncing (a search being typed) → refreshing; refreshing → idle.
 *   A live deal event (`deal.live`, from the `liveDeals` actor) refreshes the page in place.
 *
 * The query (tab, search, filters, page: anything the list's address holds) changes with `listing.query` (at
 * once) or `listing.search` (after typing pauses); each new query is handed to `showQuery`, which the screen
 * provides to write it into the address. Made per list by `createLiveListingMachine(id)`. Input: the first
 * query. Actors to provide: `load` (query → page), `liveDeals` (sends `deal.live`). An item of the page may be
 * opened over it (`listing.open` / `listing.close`, e.g. a preview). A list whose query has an `after` key is
 * paged by cursor (src/domain/paging.ts): "next" reads on from where the page shown ended.
 */
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';
import { SEARCH_DEBOUNCE_MS } from './products';

export type ListingQuery = Record<string, string | number>;

export type LiveListingContext = {
  query: ListingQuery;
  page: unknown;
  loadError: ApiError | null;
  /** The item opened over the list (e.g. a preview), by id. */
  openId: string | null;
};

export type LiveListingEvent =
  | { type: 'listing.retry' }
  | { type: 'listing.query'; query: ListingQuery }
  | { type: 'listing.search'; query: ListingQuery }
  | { type: 'deal.live'; dealId: string; version: number | null }
  | { type: 'listing.open'; id: string }
  | { type: 'listing.close' };

/**
 * The next query, with where its page is read from when the list keeps a cursor (an `after` key in its query):
 * the page after the current one is read on from the current page's end (its `next_cursor`); any other move
 * (another page number, a filter, a search) drops the cursor, and a query from the address keeps its own.
 */
function withCursor(context: LiveListingContext, change: ListingQuery): ListingQuery {
  const next = { ...context.query, ...change };
  if (!('after' in context.query) || 'after' in change) return next;
  const ended = (context.page as { next_cursor?: string | null } | null)?.next_cursor;
  const onward = next.page === Number(context.query.page) + 1 && typeof ended === 'string';
  return { ...next, after: onward ? ended : '' };
}

export function createLiveListingMachine(id: string) {
  return setup({
    types: {
      context: {} as LiveListingContext,
      events: {} as LiveListingEvent,
      input: {} as { query: ListingQuery },
    },
    actors: {
      load: fromPromise<unknown, ListingQuery>(() =>
        Promise.reject(new Error(`${id}: load is not provided`)),
      ),
      liveDeals: fromCallback<{ type: 'deal.live'; dealId: string; version: number | null }>(() => () => {}),
    },
    actions: {
      showQuery: (_, _query: ListingQuery) => {},
      takeQuery: assign({
        query: ({ context, event }) =>
          event.type === 'listing.query' || event.type === 'listing.search'
            ? withCursor(context, event.query)
            : context.query,
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ query: input.query, page: null, loadError: null, openId: null }),
    invoke: { src: 'liveDeals' },
    on: {
      'listing.open': { actions: assign({ openId: ({ event }) => event.id }) },
      'listing.close': { actions: assign({ openId: null }) },
    },
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'load',
          input: ({ context }) => context.query,
          onDone: {
            target: 'ready',
            actions: assign({ page: ({ event }) => event.output, loadError: null }),
          },
          onError: {
            target: 'failed',
            actions: assign({ loadError: ({ event }) => toApiError(event.error) }),
          },
        },
      },
      failed: { tags: ['failed'], on: { 'listing.retry': 'loading' } },
      ready: {
        initial: 'idle',
        on: {
          'listing.query': {
            target: '.refreshing',
            reenter: true,
            actions: ['takeQuery', { type: 'showQuery', params: ({ context }) => context.query }],
          },
          'listing.search': {
            target: '.debouncing',
            reenter: true,
            actions: ['takeQuery', { type: 'showQuery', params: ({ context }) => context.query }],
          },
        },
        states: {
          idle: { on: { 'deal.live': 'refreshing' } },
          debouncing: { tags: ['refreshing'], after: { [SEARCH_DEBOUNCE_MS]: 'refreshing' } },
          refreshing: {
            tags: ['refreshing'],
            invoke: {
              src: 'load',
              input: ({ context }) => context.query,
              onDone: { target: 'idle', actions: assign({ page: ({ event }) => event.output }) },
              onError: {
                target: '#' + id + '.failed',
                actions: assign({ loadError: ({ event }) => toApiError(event.error) }),
              },
            },
          },
        },
      },
    },
  });
}

export type LiveListingMachine = ReturnType<typeof createLiveListingMachine>;
export type LiveListingActor = ActorRefFrom<LiveListingMachine>;
export type LiveListingSnapshot = SnapshotFrom<LiveListingMachine>;

/** The query written in an address's search string, each key of `defaults` read with its default's type. */
export function parseListingQuery<Q extends ListingQuery>(search: string, defaults: Q): Q {
  const params = new URLSearchParams(search);
  const query: ListingQuery = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = params.get(key);
    if (value === null) continue;
    if (typeof fallback === 'number') {
      const number = Number(value);
      if (Number.isInteger(number) && number > 0) query[key] = number;
    } else query[key] = value;
  }
  return query as Q;
}

/** The search string of a query, without what equals its default. */
export function listingSearchString(query: ListingQuery, defaults: ListingQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== defaults[key]) params.set(key, String(value));
  return params.toString();
}
