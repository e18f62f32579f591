/**
 * Model-based test of the notification centre's flow through its page (/notifications): every edge of the
 * notifications machine is played on NotificationsScreen in jsdom, the user's events as clicks (the filter's
 * tabs, Older and Newest, mark one or all read), the live channel's as a notice published on the app's live bus,
 * the calls answered by the walk; after every step the state gets its assertion on what the user sees (the list
 * and its unread marks, the filter, the pager, the count, the busy list, the failure). The helper fails on a
 * reachable state without assertion and on a transition never taken.
 */
import { expect, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import {
  notificationsMachine,
  type Notice,
  type NoticesPage,
  type NotificationsSnapshot,
} from '../../src/machines/notifications';
import { ApiError } from '../../src/domain/api-error';
import { NotificationsScreen } from '../../src/screens/notifications/notifications.screen';
import { liveNoticesOf } from '../../src/app/live-notices';
import { liveHub } from '../support/live-hub';

/** The live notices the centre follows: the walk publishes one on them. */
const live = liveHub();
import { renderScreen } from '../support/render-app';
import { describeScreenModel, screenModel } from '../support/screen-model';
import en from '../../locales/en/notifications.json';

const APPROVED: Notice = {
  id: 'n1',
  code: 'campaign.approved',
  params: [{ name: 'name', value: 'Spring' }],
  message: 'Your campaign Spring was approved and is live',
  link: '/campaign/c1',
  read: false,
  created_at: '2026-11-28T09:30:00.000Z',
};
const STAFF: Notice = {
  id: 'n2',
  code: null,
  params: [],
  message: 'Welcome aboard from the CreatorHub team',
  link: null,
  read: true,
  created_at: '2026-11-27T09:30:00.000Z',
};
const OLDER: Notice = {
  ...STAFF,
  id: 'n3',
  message: 'An older notice',
  created_at: '2026-11-20T09:30:00.000Z',
};

const NEWEST: NoticesPage = { items: [APPROVED, STAFF], next_cursor: 'c2', unread: 1 };
const OLDER_PAGE: NoticesPage = { items: [OLDER], next_cursor: null, unread: 1 };
const UNREAD_PAGE: NoticesPage = { items: [APPROVED], next_cursor: null, unread: 1 };
const NONE_UNREAD: NoticesPage = { items: [], next_cursor: null, unread: 0 };
const offline = new ApiError('network', 'Failed to fetch');

/** What the API answers for the page the flow asks for. */
const pagesFor = (snapshot: NotificationsSnapshot): NoticesPage[] => {
  const { filter, before } = snapshot.context.query;
  if (filter === 'unread') return [UNREAD_PAGE, NONE_UNREAD];
  return [before ? OLDER_PAGE : NEWEST];
};

type Ui = Record<string, never>;

const main = () => screen.getByRole('tabpanel');
const showsPage = (snapshot: NotificationsSnapshot) => {
  const { items, query, nextCursor, unread } = snapshot.context;
  expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(
    new RegExp(`^${en.filter[query.filter]}`),
  );
  if (items.length === 0)
    expect(within(main()).getByRole('heading', { name: en.empty[query.filter] })).toBeTruthy();
  for (const item of items) {
    const words = item.id === 'n1' ? 'Your campaign Spring was approved and is live' : item.message;
    if (item.link)
      expect(within(main()).getByRole('link', { name: words }).getAttribute('href')).toBe(item.link);
    else expect(within(main()).getByText(words)).toBeTruthy();
    const mark = within(main()).queryByRole('button', { name: `Mark as read: ${words}` });
    expect(Boolean(mark)).toBe(!item.read);
  }
  expect(Boolean(screen.queryByRole('button', { name: en.older }))).toBe(Boolean(nextCursor));
  expect(Boolean(screen.queryByRole('button', { name: en.newest }))).toBe(Boolean(query.before));
  const all = screen.getByRole('button', { name: en.markAllRead }) as HTMLButtonElement;
  expect(all.disabled).toBe(unread === 0);
};
const busyList = (snapshot: NotificationsSnapshot, busy: boolean) => {
  if (snapshot.context.items.length === 0) return;
  const card = within(main()).getByRole('list').parentElement!;
  expect(card.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
};

const model = screenModel<typeof notificationsMachine, Ui>({
  machine: notificationsMachine,
  input: { query: { filter: 'all', before: '' }, pageSize: 20 },
  userEvents: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'notifications.retry' }];
    if (!snapshot.matches('ready')) return [];
    const { query, nextCursor, items, unread } = snapshot.context;
    const events: EventObject[] = [];
    if (query.before) events.push({ type: 'notifications.query', query: { before: '' } } as EventObject);
    else {
      events.push({
        type: 'notifications.query',
        query: { filter: query.filter === 'all' ? 'unread' : 'all', before: '' },
      } as EventObject);
      if (nextCursor)
        events.push({ type: 'notifications.query', query: { before: nextCursor } } as EventObject);
    }
    if (snapshot.matches({ ready: 'marking' })) return [];
    events.push({ type: 'notifications.live' });
    if (snapshot.matches({ ready: 'idle' })) {
      const unreadOne = items.find((item) => !item.read);
      if (unreadOne) events.push({ type: 'notifications.markRead', id: unreadOne.id } as EventObject);
      if (unread > 0) events.push({ type: 'notifications.markAllRead' });
    }
    return events;
  },
  answers: {
    // The live channel never ends; its notices are the user's world's events (notifications.live).
    liveNotices: { outputs: () => [], errors: [] },
    load: { outputs: pagesFor, errors: [offline] },
    refresh: { outputs: pagesFor, errors: [offline] },
    markRead: { outputs: () => [0], errors: [offline] },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.query,
      snapshot.context.items.map((item) => [item.id, item.read]),
      snapshot.context.unread,
      snapshot.context.nextCursor,
    ]),
  render: ({ call, inspect }) => {
    const machine = notificationsMachine.provide({
      actors: { load: call as never, markRead: call as never, liveNotices: liveNoticesOf(live) },
    });
    const view = renderScreen(<NotificationsScreen />, {
      flows: { notifications: machine },
      inspect,
      path: '/notifications',
    });
    return { ui: {}, unmount: view.unmount };
  },
  actions: {
    'notifications.retry': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
    'notifications.live': () => live.publish({ message: 'Your campaign Spring was approved and is live' }),
    'notifications.query': (_, event) => {
      const { query } = event as unknown as { query: { filter?: 'all' | 'unread'; before?: string } };
      if (query.filter)
        fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${en.filter[query.filter]}`) }));
      else if (query.before) fireEvent.click(screen.getByRole('button', { name: en.older }));
      else fireEvent.click(screen.getByRole('button', { name: en.newest }));
    },
    'notifications.markRead': () => fireEvent.click(screen.getByRole('button', { name: /^Mark as read: / })),
    'notifications.markAllRead': () => fireEvent.click(screen.getByRole('button', { name: en.markAllRead })),
  },
  states: {
    loading: () => expect(screen.getByLabelText('Loading…').getAttribute('aria-busy')).toBe('true'),
    failed: () => {
      expect(screen.getByText(en.failed)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    'ready.idle': (_, snapshot) => {
      showsPage(snapshot);
      busyList(snapshot, false);
    },
    'ready.refreshing': (_, snapshot) => {
      showsPage(snapshot);
      busyList(snapshot, true);
    },
    'ready.marking': (_, snapshot) => {
      showsPage(snapshot);
      busyList(snapshot, true);
    },
  },
  advance: async (ms) => {
    vi.advanceTimersByTime(ms);
  },
});

describeScreenModel('the notification centre on its page (model-based)', model, {
  shows: 'page',
  covers: 'the notifications machine on the page',
  moreEdgesThan: 20,
  timeout: 240_000,
  fakeTimers: true,
});
