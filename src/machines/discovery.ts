/**
 * Creators discovery of one campaign (/campaign/:campaignId/creators-discovery): the creators that fit the
 * campaign, searchable and filtered, in pages; a creator's portfolio in a sidebar, where an image opens large and
 * a video plays; and hiring, up to the campaign's number of deals.
 *
 *   loading (the campaign) → ready | failed
 *   ready, in parallel:
 *     list:      loading → idle | failed; debouncing (a search being typed) → loading
 *     portfolio: closed | open.items ⇄ open.viewing (one item large)
 *     hire:      idle → confirming → hiring → idle (hired: the campaign as it is now) | confirming (refused)
 *
 * Only creators the campaign may hire are listed (the API keeps the list to its targeting), each with why it
 * cannot be hired when it cannot (`hire_block`), so the card says so before any dialog. The query (search,
 * filters, page) starts from the address bar when it holds one, otherwise with no filter; filters narrow within
 * the campaign's creators, and `discovery.reset` clears them. Every change is handed to `showQuery`, which the
 * screen provides to write it back into the address. Input: the campaign id and the query read from the address
 * (null when it holds none). Actors to provide: `loadCampaign` (id → DiscoveryCampaign), `loadCreators`
 * ({ campaignId, query } → page of creators), `hire` ({ campaignId, productId, creatorId, idempotencyKey } → the
 * campaign after hiring), `live` (sends `discovery.refresh` on a live notice about the campaign or its deals, and
 * the campaign region loads its places again). Actions a screen may provide: `showQuery`, `announceHired`. Its types, its query and its
 * context helpers are in discovery-types.ts, discovery-query.ts and discovery-context.ts.
 */
import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { toApiError } from '../domain/api-error';
import { SEARCH_DEBOUNCE_MS } from './products';
import type {
  CreatorsPage,
  CreatorsRequest,
  DiscoveryCampaign,
  DiscoveryContext,
  DiscoveryCreator,
  DiscoveryEvent,
  DiscoveryInput,
  DiscoveryQuery,
  HireInput,
} from './discovery-types';
import { EMPTY_QUERY, filteredQuery, pagedQuery, searchedQuery } from './discovery-query';
import {
  hireRequest,
  hireStarted,
  initialDiscoveryContext,
  keyAfterFailure,
  mayHire,
  pageShown,
} from './discovery-context';
import { environmentOf } from './environment';

const missing = (name: string) => () => Promise.reject(new Error(`discovery: ${name} is not provided`));

export const discoveryMachine = setup({
  types: {
    context: {} as DiscoveryContext,
    events: {} as DiscoveryEvent,
    input: {} as DiscoveryInput,
  },
  actors: {
    loadCampaign: fromPromise<DiscoveryCampaign, string>(missing('loadCampaign')),
    loadCreators: fromPromise<CreatorsPage, CreatorsRequest>(missing('loadCreators')),
    hire: fromPromise<DiscoveryCampaign, HireInput>(missing('hire')),
    /** Live notices about the campaign and its deals, told as `discovery.refresh`; none by default. */
    live: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    showQuery: (_, _query: DiscoveryQuery) => {},
    announceHired: (_, _creator: DiscoveryCreator) => {},
  },
  guards: {
    hasProduct: ({ context }) => context.productId !== null,
    hasPlacesLeft: ({ context, event }) =>
      event.type === 'hire.start' && mayHire(context.campaign, event.creator),
  },
}).createMachine({
  id: 'discovery',
  context: ({ input }) => initialDiscoveryContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCampaign',
        input: ({ context }) => context.campaignId,
        onDone: {
          target: 'ready',
          actions: assign({
            campaign: ({ event }) => event.output,
            query: ({ context }) => context.initialQuery ?? EMPTY_QUERY,
            loadError: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toApiError(event.error) }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'discovery.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      // A hire made elsewhere (another tab, a colleague), a canceled deal or a paused campaign: its places again.
      invoke: { src: 'live' },
      on: {
        'discovery.search': {
          target: '.list.debouncing',
          actions: assign({ query: ({ context, event }) => searchedQuery(context.query, event.search) }),
        },
        'discovery.filter': {
          target: '.list.loading',
          actions: assign({ query: ({ context, event }) => filteredQuery(context.query, event.filters) }),
        },
        'discovery.page': {
          target: '.list.loading',
          actions: assign({
            query: ({ context, event }) => pagedQuery(context.query, event.page, context.nextCursor),
          }),
        },
        'discovery.reset': { target: '.list.loading', actions: assign({ query: EMPTY_QUERY }) },
      },
      states: {
        list: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['refreshing'],
              entry: { type: 'showQuery', params: ({ context }) => context.query },
              invoke: {
                src: 'loadCreators',
                input: ({ context }) => ({ campaignId: context.campaignId, query: context.query }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => pageShown(event.output)),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => toApiError(event.error) }),
                },
              },
            },
            debouncing: {
              tags: ['refreshing'],
              after: { [SEARCH_DEBOUNCE_MS]: 'loading' },
            },
            idle: {},
            failed: {
              tags: ['listFailed'],
              on: { 'discovery.retry': 'loading' },
            },
          },
        },
        campaign: {
          initial: 'idle',
          states: {
            idle: { on: { 'discovery.refresh': 'reloading' } },
            reloading: {
              invoke: {
                src: 'loadCampaign',
                input: ({ context }) => context.campaignId,
                onDone: { target: 'idle', actions: assign({ campaign: ({ event }) => event.output }) },
                // The page keeps what it shows; the next change tries again.
                onError: 'idle',
              },
            },
          },
        },
        portfolio: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'portfolio.open': {
                  target: 'open',
                  actions: assign({ portfolio: ({ event }) => event.creator, itemId: null }),
                },
              },
            },
            open: {
              tags: ['portfolio'],
              initial: 'items',
              on: {
                'portfolio.close': { target: 'closed', actions: assign({ portfolio: null, itemId: null }) },
                'portfolio.open': {
                  target: '.items',
                  actions: assign({ portfolio: ({ event }) => event.creator, itemId: null }),
                },
              },
              states: {
                items: {
                  on: {
                    'portfolio.view': {
                      target: 'viewing',
                      actions: assign({ itemId: ({ event }) => event.itemId }),
                    },
                  },
                },
                viewing: {
                  tags: ['viewing'],
                  on: {
                    'portfolio.view': { actions: assign({ itemId: ({ event }) => event.itemId }) },
                    'portfolio.back': { target: 'items', actions: assign({ itemId: null }) },
                  },
                },
              },
            },
          },
        },
        hire: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'hire.start': {
                  guard: 'hasPlacesLeft',
                  target: 'confirming',
                  actions: assign(({ context, event, system }) =>
                    hireStarted(context.campaign, event.creator, environmentOf(system).newId()),
                  ),
                },
              },
            },
            confirming: {
              tags: ['confirming'],
              on: {
                'hire.product': {
                  actions: assign({
                    productId: ({ event }) => event.productId,
                    idempotencyKey: ({ system }) => environmentOf(system).newId(),
                  }),
                },
                'hire.confirm': { guard: 'hasProduct', target: 'hiring' },
                'hire.cancel': {
                  target: 'idle',
                  actions: assign({ hiring: null, productId: null, hireError: null }),
                },
              },
            },
            hiring: {
              tags: ['confirming', 'busy'],
              invoke: {
                src: 'hire',
                input: ({ context }) => hireRequest(context),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'announceHired', params: ({ context }) => context.hiring as DiscoveryCreator },
                    assign({
                      campaign: ({ event }) => event.output,
                      hiring: null,
                      productId: null,
                      hireError: null,
                    }),
                  ],
                },
                onError: {
                  target: 'confirming',
                  actions: assign({
                    hireError: ({ event }) => toApiError(event.error),
                    idempotencyKey: ({ context, event, system }) =>
                      keyAfterFailure(context.idempotencyKey, event.error, environmentOf(system).newId),
                  }),
                },
              },
            },
          },
        },
      },
    },
  },
});

export type DiscoveryMachine = typeof discoveryMachine;
export type DiscoveryActor = ActorRefFrom<typeof discoveryMachine>;
export type DiscoverySnapshot = SnapshotFrom<typeof discoveryMachine>;
