/** The notification centre's real actors: its page of notices, marking read, and the live channel's notices. */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  NotificationMarkAllReadDocument,
  NotificationMarkReadDocument,
  NotificationsDocument,
} from '../../graphql/generated/graphql';
import { notificationsMachine, type NoticesPage, type NoticesQuery } from '../../machines/notifications';
import { liveNoticesOf } from '../live-notices';
import type { LiveEvents } from '../../machines/app';

export function provideNotifications(api: Api, live: LiveEvents) {
  return notificationsMachine.provide({
    actors: {
      load: fromPromise<NoticesPage, { query: NoticesQuery; pageSize: number }>(async ({ input }) => {
        const { Notifications } = await api.query(
          NotificationsDocument,
          {
            before: input.query.before || null,
            page_size: input.pageSize,
            unread: input.query.filter === 'unread' ? true : null,
          },
          { requestPolicy: 'network-only' },
        );
        return Notifications;
      }),
      markRead: fromPromise<number, string>(async ({ input }) =>
        input === 'all'
          ? (await api.mutate(NotificationMarkAllReadDocument, {})).NotificationMarkAllRead.unread
          : (await api.mutate(NotificationMarkReadDocument, { id: input })).NotificationMarkRead.unread,
      ),
      liveNotices: liveNoticesOf(live),
    },
  });
}
