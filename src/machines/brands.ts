/**
 * The company's brands (/brands), every one at once (a company has few), with create, edit and delete in
 * dialogs.
 *
 * loading → ready | failed. In ready: idle; editing (open → saving) a new brand or an existing one;
 * confirming (open → deleting) a deletion; refreshing after a save or deletion. A refused save or deletion
 * stays open with the API's error (field errors beside the fields; BRAND_HAS_PRODUCTS as a sentence).
 * Actors to provide (src/app/actors/brands.ts): `loadBrands` (→ every brand), `saveBrand` ({ brand, values } →
 * the saved brand, brand null for a new one), `deleteBrand` (brand → void). Actions a screen may provide:
 * `announceSaved`, `announceDeleted`.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BrandFieldsFragment } from '../graphql/generated/graphql';
import type { BrandInput } from '../domain/catalog';
import { ApiError, toApiError } from '../domain/api-error';
import { present } from './present';

export type Brand = BrandFieldsFragment;

export type BrandsContext = {
  brands: Brand[];
  /** Why the list could not be loaded. */
  loadError: ApiError | null;
  /** The brand being edited; null while creating a new one. */
  editing: Brand | null;
  /** The brand whose deletion is being confirmed. */
  deleting: Brand | null;
  /** The values of the save in flight or last refused. */
  values: BrandInput | null;
  /** The refusal of the last save or deletion. */
  error: ApiError | null;
};

export type BrandsEvent =
  | { type: 'brands.retry' }
  | { type: 'brands.create' }
  | { type: 'brands.edit'; brand: Brand }
  | { type: 'brands.delete'; brand: Brand }
  | { type: 'brands.save'; values: BrandInput }
  | { type: 'brands.confirm' }
  | { type: 'brands.cancel' };

const missing = (name: string) => () => Promise.reject(new Error(`brands: ${name} is not provided`));

export const brandsMachine = setup({
  types: { context: {} as BrandsContext, events: {} as BrandsEvent },
  actors: {
    loadBrands: fromPromise<Brand[]>(missing('loadBrands')),
    saveBrand: fromPromise<Brand, { brand: Brand | null; values: BrandInput }>(missing('saveBrand')),
    deleteBrand: fromPromise<unknown, Brand>(missing('deleteBrand')),
  },
  actions: {
    announceSaved: (_, _params: { brand: Brand; created: boolean }) => {},
    announceDeleted: (_, _params: { brand: Brand }) => {},
    takeBrands: assign((_, brands: Brand[]) => ({ brands, loadError: null })),
    takeLoadError: assign({ loadError: (_, params: { error: unknown }) => toApiError(params.error) }),
    takeError: assign({ error: (_, params: { error: unknown }) => toApiError(params.error) }),
  },
}).createMachine({
  id: 'brands',
  context: { brands: [], loadError: null, editing: null, deleting: null, values: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadBrands',
        onDone: { target: 'ready', actions: { type: 'takeBrands', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'takeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { tags: ['failed'], on: { 'brands.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'brands.create': {
              target: 'editing',
              actions: assign({ editing: null, values: null, error: null }),
            },
            'brands.edit': {
              target: 'editing',
              actions: assign({ editing: ({ event }) => event.brand, values: null, error: null }),
            },
            'brands.delete': {
              target: 'confirming',
              actions: assign({ deleting: ({ event }) => event.brand, error: null }),
            },
          },
        },
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            src: 'loadBrands',
            onDone: { target: 'idle', actions: { type: 'takeBrands', params: ({ event }) => event.output } },
            onError: {
              target: '#brands.failed',
              actions: { type: 'takeLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        editing: {
          tags: ['editing'],
          initial: 'open',
          on: { 'brands.cancel': { target: 'idle', actions: assign({ error: null }) } },
          states: {
            open: {
              on: {
                'brands.save': {
                  target: 'saving',
                  actions: assign({ values: ({ event }) => event.values, error: null }),
                },
              },
            },
            saving: {
              tags: ['busy'],
              on: { 'brands.cancel': {} },
              invoke: {
                src: 'saveBrand',
                input: ({ context }) => ({
                  brand: context.editing,
                  values: present(context.values, 'brands: the values'),
                }),
                onDone: {
                  target: '#brands.ready.refreshing',
                  actions: [
                    {
                      type: 'announceSaved',
                      params: ({ context, event }) => ({
                        brand: event.output,
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
          tags: ['confirming'],
          initial: 'open',
          on: { 'brands.cancel': { target: 'idle', actions: assign({ deleting: null, error: null }) } },
          states: {
            open: { on: { 'brands.confirm': 'deleting' } },
            deleting: {
              tags: ['busy'],
              on: { 'brands.cancel': {} },
              invoke: {
                src: 'deleteBrand',
                input: ({ context }) => present(context.deleting, 'brands: the brand to delete'),
                onDone: {
                  target: '#brands.ready.refreshing',
                  actions: [
                    {
                      type: 'announceDeleted',
                      params: ({ context }) => ({
                        brand: present(context.deleting, 'brands: the brand deleted'),
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

export type BrandsMachine = typeof brandsMachine;
export type BrandsActor = ActorRefFrom<BrandsMachine>;
export type BrandsSnapshot = SnapshotFrom<BrandsMachine>;
