/**
 * One thing a screen loads and shows (e.g. the dashboard's summary, a product's page).
 *
 * loading → ready | failed; `resource.retry` from failed and `resource.reload` from ready load it again
 * (ready keeps showing the old data while reloading, tagged `refreshing`); a reload asked for while one runs
 * starts it over, so what is shown is never older than the last reason to reload. Input: what to load (passed
 * to the actor); a reload may carry a new one, which every later load keeps. Actors to provide: `load`
 * (input → data); `live` (optional: sends `resource.reload` when a live event changes what is shown). Screens
 * read `data` through a typed selector.
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
import { ApiError, toApiError } from '../domain/api-error';

export type ResourceContext = { input: unknown; data: unknown; error: ApiError | null };
export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.reload'; input?: unknown };

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as { input?: unknown },
  },
  actors: {
    load: fromPromise<unknown, unknown>(() => Promise.reject(new Error('resource: load is not provided'))),
    live: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    takeInput: assign({
      input: ({ context, event }) =>
        event.type === 'resource.reload' && event.input !== undefined ? event.input : context.input,
    }),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ input: input.input, data: null, error: null }),
  invoke: { src: 'live' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }: { context: ResourceContext }) => context.input,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
      },
    },
    failed: { tags: ['failed'], on: { 'resource.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'resource.reload': { target: 'reloading', actions: 'takeInput' } } },
        reloading: {
          tags: ['refreshing'],
          on: { 'resource.reload': { target: 'reloading', reenter: true, actions: 'takeInput' } },
          invoke: {
            src: 'load',
            input: ({ context }: { context: ResourceContext }) => context.input,
            onDone: { target: 'idle', actions: assign({ data: ({ event }) => event.output }) },
            onError: {
              target: '#resource.failed',
              actions: assign({ error: ({ event }) => toApiError(event.error) }),
            },
          },
        },
      },
    },
  },
});

export type ResourceMachine = typeof resourceMachine;
export type ResourceActor = ActorRefFrom<typeof resourceMachine>;
export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>;

/** Typed read of the loaded data. */
export const resourceData =
  <T>() =>
  (snapshot: ResourceSnapshot): T | null =>
    snapshot.context.data as T | null;
