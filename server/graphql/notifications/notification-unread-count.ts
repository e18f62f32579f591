/** NotificationUnreadCount: how many of the company's notices are unread (the bell's badge). */
import type { QueryResolver } from '../resolver-types';
import { unreadCount } from '../../services/notification-centre';
import { signedIn } from '../access';

export const NotificationUnreadCount: QueryResolver<'NotificationUnreadCount'> = async (
  _parent,
  _args,
  ctx,
) => unreadCount(ctx.services.db, signedIn(ctx).company.id);
