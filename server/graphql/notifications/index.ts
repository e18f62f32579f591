/** The notification centre's area (issue 23): the company's notices and their read state. */
import type { Resolvers } from '../generated';
import { Notifications } from './notifications';
import { NotificationUnreadCount } from './notification-unread-count';
import { NotificationMarkAllRead, NotificationMarkRead } from './notification-mark-read';

export const notificationsResolvers: Resolvers = {
  Query: { Notifications, NotificationUnreadCount },
  Mutation: { NotificationMarkRead, NotificationMarkAllRead },
};
