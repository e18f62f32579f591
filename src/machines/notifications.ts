/**
 * The notification centre: a page of the company's notices with the unread count, kept current by the live
 * channel, and their read state. The bell's panel runs it on the newest few, the /notifications page on the page
 * its address names (unread only or all, from a keyset cursor).
 *
 *   loading → ready | failed; in ready: idle; refreshing (a live notice, or a new query); marking (one or all
 *   read) → refreshing. A live notice (`notifications.live`, from the `liveNotices` actor) reloads the page and
 *   the count: a new notice, and a change of read state made in another tab, alike.
 *
 * Input: the first query and the page size. Actors to provide: `load` ({ query, pageSize } → page), `markRead`
 * (a notice's id, or 'all' → the unread count), `liveNotices` (sends `notifications.live`). Action to provide:
 * `showQuery`, which writes a new query into the address.
 */
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';
import type { NotificationFilter } from '../domain/notifications';

export type NoticesQuery = { filter: NotificationFilter; before: string };

export type Notice = {
  id: string;
  code?: string | null;
  params: Array<{ name: string; value: string }>;
  message: string;
  link?: string | null;
  read: boolean;
  created_at: string;
};

export type NoticesPage = { items: Notice[]; next_cursor?: string | null; unread: number };

export type NotificationsContext = {
  query: NoticesQuery;
  pageSize: number;
  items: Notice[];
  nextCursor: string | null;
  unread: number;
  loadError: ApiError | null;
};

export type NotificationsEvent =
  | { type: 'notifications.live' }
  | { type: 'notifications.query'; query: Partial<NoticesQuery> }
  | { type: 'notifications.markRead'; id: string }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.retry' };

export type NotificationsInput = { query: NoticesQuery; pageSize: number };

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    load: fromPromise<NoticesPage, { query: NoticesQuery; pageSize: number }>(() =>
      Promise.reject(new Error('notifications: load is not provided')),
    ),
    markRead: fromPromise<number, string>(() =>
      Promise.reject(new Error('notifications: markRead is not provided')),
    ),
    liveNotices: fromCallback<{ type: 'notifications.live' }>(() => () => {}),
  },
  actions: {
    showQuery: (_, _query: NoticesQuery) => {},
    takePage: assign((_, page: NoticesPage) => ({
      items: page.items,
      nextCursor: page.next_cursor ?? null,
      unread: page.unread,
      loadError: null,
    })),
  },
  guards: {
    isUnread: ({ context, event }) =>
      event.type === 'notifications.markRead' &&
      context.items.some((item) => item.id === event.id && !item.read),
    hasUnread: ({ context }) => context.unread > 0,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    query: input.query,
    pageSize: input.pageSize,
    items: [],
    nextCursor: null,
    unread: 0,
    loadError: null,
  }),
  invoke: { id: 'liveNotices', src: 'liveNotices' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ query: context.query, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'takePage', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => toApiError(event.error) }),
        },
      },
    },
    failed: { tags: ['failed'], on: { 'notifications.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'notifications.query': {
          target: '.refreshing',
          reenter: true,
          actions: [
            assign({ query: ({ context, event }) => ({ ...context.query, ...event.query }) }),
            { type: 'showQuery', params: ({ context }) => context.query },
          ],
        },
      },
      states: {
        idle: {
          on: {
            'notifications.live': 'refreshing',
            'notifications.markRead': {
              guard: 'isUnread',
              target: 'marking',
              actions: assign({
                items: ({ context, event }) =>
                  context.items.map((item) => (item.id === event.id ? { ...item, read: true } : item)),
              }),
            },
            'notifications.markAllRead': {
              guard: 'hasUnread',
              target: 'marking',
              actions: assign({
                items: ({ context }) => context.items.map((item) => ({ ...item, read: true })),
              }),
            },
          },
        },
        refreshing: {
          tags: ['refreshing', 'busy'],
          on: { 'notifications.live': { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refresh',
            src: 'load',
            input: ({ context }) => ({ query: context.query, pageSize: context.pageSize }),
            onDone: { target: 'idle', actions: { type: 'takePage', params: ({ event }) => event.output } },
            onError: {
              target: '#notifications.failed',
              actions: assign({ loadError: ({ event }) => toApiError(event.error) }),
            },
          },
        },
        marking: {
          tags: ['marking', 'busy'],
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ event }) => (event.type === 'notifications.markRead' ? event.id : 'all'),
            // The answer's count shows at once; the page is read again for what changed meanwhile.
            onDone: { target: 'refreshing', actions: assign({ unread: ({ event }) => event.output }) },
            onError: 'refreshing',
          },
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
export type NotificationsActor = ActorRefFrom<NotificationsMachine>;
export type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>;
