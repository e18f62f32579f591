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
 * campaign after hiring). Actions a screen may provide: `showQuery`, `announceHired`.
 */
import { CURSOR_MAX, decodeCursor } from '../domain/paging';
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CampaignCreatorsQuery, CampaignHiringQuery } from '../graphql/generated/graphql';
import { ApiError, toApiError } from '../domain/api-error';
import { SEARCH_DEBOUNCE_MS } from './products';

/** A creator as discovery lists them for a campaign: with why they cannot be hired on it (null when they can). */
export type DiscoveryCreator = CampaignCreatorsQuery['Creators']['items'][number];

/** Who a campaign is for, as the Creators query's filters take it. */
export type DiscoveryTargeting = {
  tiers: string[];
  categories: string[];
  genders: string[];
  age_ranges: string[];
  ethnicities: string[];
};

/** What hiring for the campaign may still do (CampaignHiring): its places, per product and in all, and who is hired. */
export type DiscoveryCampaign = NonNullable<CampaignHiringQuery['CampaignHiring']>;

export type DiscoveryQuery = DiscoveryTargeting & {
  search: string;
  country: string;
  language: string;
  page: number;
  /** Where the page before ended (src/domain/paging.ts), when this page was reached by "next": read on from there. */
  after: string;
};

export type CreatorsPage = {
  items: DiscoveryCreator[];
  total: number;
  /** Whether the total is the database's estimate (said as "about"). */
  total_estimated?: boolean;
  /** Where the page ended when it is full: the next page reads on from there. */
  next_cursor?: string | null;
};

export type CreatorsRequest = { campaignId: string; query: DiscoveryQuery };

export type HireInput = { campaignId: string; productId: string; creatorId: string; idempotencyKey: string };

export type DiscoveryContext = {
  campaignId: string;
  /** The query from the address, until the campaign is loaded. */
  initialQuery: DiscoveryQuery | null;
  campaign: DiscoveryCampaign | null;
  query: DiscoveryQuery;
  creators: DiscoveryCreator[];
  total: number;
  estimated: boolean;
  nextCursor: string | null;
  loadError: ApiError | null;
  /** The creator whose portfolio is open, and the item shown large. */
  portfolio: DiscoveryCreator | null;
  itemId: string | null;
  /** The creator being hired, for which product, the key of this attempt, and why it was refused. */
  hiring: DiscoveryCreator | null;
  productId: string | null;
  idempotencyKey: string | null;
  hireError: ApiError | null;
};

export type DiscoveryEvent =
  | { type: 'discovery.retry' }
  | { type: 'discovery.search'; search: string }
  | { type: 'discovery.filter'; filters: Partial<Omit<DiscoveryQuery, 'page' | 'search' | 'after'>> }
  | { type: 'discovery.page'; page: number }
  | { type: 'discovery.reset' }
  | { type: 'discovery.refresh' }
  | { type: 'portfolio.open'; creator: DiscoveryCreator }
  | { type: 'portfolio.view'; itemId: string }
  | { type: 'portfolio.back' }
  | { type: 'portfolio.close' }
  | { type: 'hire.start'; creator: DiscoveryCreator }
  | { type: 'hire.product'; productId: string }
  | { type: 'hire.confirm' }
  | { type: 'hire.cancel' };

export const EMPTY_QUERY: DiscoveryQuery = {
  search: '',
  tiers: [],
  categories: [],
  genders: [],
  age_ranges: [],
  ethnicities: [],
  country: '',
  language: '',
  page: 1,
  after: '',
};

/** Every filter off: everyone matches. */
export const NO_FILTERS = {
  tiers: [],
  categories: [],
  genders: [],
  age_ranges: [],
  ethnicities: [],
  country: '',
  language: '',
} satisfies Partial<DiscoveryQuery>;

/**
 * The values a filter may narrow to: those of the campaign's targeting for that list, or every value when the
 * campaign takes anyone on it.
 */
export const filterChoices = (
  campaign: DiscoveryCampaign | null,
  key: keyof DiscoveryTargeting,
  all: readonly string[],
): readonly string[] => (campaign && campaign[key].length > 0 ? campaign[key] : all);

const LIST_KEYS = ['tiers', 'categories', 'genders', 'age_ranges', 'ethnicities'] as const;
const TEXT_KEYS = ['search', 'country', 'language'] as const;

/**
 * The query written in an address's search string (`?search=…&tiers=pro,basic&page=2`, and `after` where the page
 * before ended); null when none is.
 */
export function parseDiscoveryQuery(search: string): DiscoveryQuery | null {
  const params = new URLSearchParams(search);
  const known = [...LIST_KEYS, ...TEXT_KEYS, 'page'].some((key) => params.has(key));
  if (!known) return null;
  const page = Number(params.get('page') ?? '1');
  const query: DiscoveryQuery = { ...EMPTY_QUERY, page: Number.isInteger(page) && page > 0 ? page : 1 };
  for (const key of LIST_KEYS)
    query[key] = (params.get(key) ?? '').split(',').filter((value) => value.length > 0);
  for (const key of TEXT_KEYS) query[key] = params.get(key) ?? '';
  const after = params.get('after') ?? '';
  if (query.page > 1 && after.length <= CURSOR_MAX && decodeCursor(after)) query.after = after;
  return query;
}

/** The search string of a query; the page is always written, so that an emptied filter stays empty. */
export function discoverySearchString(query: DiscoveryQuery): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (query[key]) params.set(key, query[key]);
  for (const key of LIST_KEYS) if (query[key].length > 0) params.set(key, query[key].join(','));
  params.set('page', String(query.page));
  if (query.page > 1 && query.after) params.set('after', query.after);
  return params.toString();
}

/** Places left to hire for. */
export const slotsLeft = (campaign: DiscoveryCampaign | null): number =>
  campaign ? Math.max(0, campaign.slots_left) : 0;

/** The first product with a place left: a hire is for it unless the user picks another. */
export const firstOpenProduct = (campaign: DiscoveryCampaign | null): string | null =>
  campaign?.products.find((line) => line.slots_left > 0)?.product.id ?? null;

const newKey = () => globalThis.crypto.randomUUID();

export const discoveryMachine = setup({
  types: {
    context: {} as DiscoveryContext,
    events: {} as DiscoveryEvent,
    input: {} as { campaignId: string; query: DiscoveryQuery | null },
  },
  actors: {
    loadCampaign: fromPromise<DiscoveryCampaign, string>(() =>
      Promise.reject(new Error('discovery: loadCampaign is not provided')),
    ),
    loadCreators: fromPromise<CreatorsPage, CreatorsRequest>(() =>
      Promise.reject(new Error('discovery: loadCreators is not provided')),
    ),
    hire: fromPromise<DiscoveryCampaign, HireInput>(() =>
      Promise.reject(new Error('discovery: hire is not provided')),
    ),
  },
  actions: {
    showQuery: (_, _query: DiscoveryQuery) => {},
    announceHired: (_, _creator: DiscoveryCreator) => {},
  },
  guards: {
    hasProduct: ({ context }) => context.productId !== null,
    hasPlacesLeft: ({ context, event }) =>
      event.type === 'hire.start' &&
      !!context.campaign?.can_hire &&
      slotsLeft(context.campaign) > 0 &&
      !event.creator.hire_block &&
      !context.campaign?.hired_creator_ids.includes(event.creator.id),
  },
}).createMachine({
  id: 'discovery',
  context: ({ input }) => ({
    campaignId: input.campaignId,
    initialQuery: input.query,
    campaign: null,
    query: input.query ?? EMPTY_QUERY,
    creators: [],
    total: 0,
    estimated: false,
    nextCursor: null,
    loadError: null,
    portfolio: null,
    itemId: null,
    hiring: null,
    productId: null,
    idempotencyKey: null,
    hireError: null,
  }),
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
      on: {
        'discovery.search': {
          target: '.list.debouncing',
          actions: assign({
            query: ({ context, event }) => ({ ...context.query, search: event.search, page: 1, after: '' }),
          }),
        },
        'discovery.filter': {
          target: '.list.loading',
          actions: assign({
            query: ({ context, event }) => ({ ...context.query, ...event.filters, page: 1, after: '' }),
          }),
        },
        'discovery.page': {
          target: '.list.loading',
          // The page after the one shown reads on from where it ended; any other is counted to by its number.
          actions: assign({
            query: ({ context, event }) => ({
              ...context.query,
              page: event.page,
              after: event.page === context.query.page + 1 ? (context.nextCursor ?? '') : '',
            }),
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
                  actions: assign({
                    creators: ({ event }) => event.output.items,
                    total: ({ event }) => event.output.total,
                    estimated: ({ event }) => event.output.total_estimated ?? false,
                    nextCursor: ({ event }) => event.output.next_cursor ?? null,
                    loadError: null,
                  }),
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
                  actions: assign({
                    hiring: ({ event }) => event.creator,
                    productId: ({ context }) => firstOpenProduct(context.campaign),
                    idempotencyKey: () => newKey(),
                    hireError: null,
                  }),
                },
              },
            },
            confirming: {
              tags: ['confirming'],
              on: {
                'hire.product': {
                  actions: assign({
                    productId: ({ event }) => event.productId,
                    idempotencyKey: () => newKey(),
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
                input: ({ context }) => ({
                  campaignId: context.campaignId,
                  productId: context.productId ?? '',
                  creatorId: context.hiring?.id ?? '',
                  idempotencyKey: context.idempotencyKey ?? '',
                }),
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
                  // A refused attempt is over: the next one is a new attempt with its own key. A call that may not
                  // have arrived (no connection) is tried again with the same key.
                  actions: assign({
                    hireError: ({ event }) => toApiError(event.error),
                    idempotencyKey: ({ context, event }) =>
                      toApiError(event.error).kind === 'network' ? context.idempotencyKey : newKey(),
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
