/** NotificationMarkRead and NotificationMarkAllRead: the account's read state, the same on every device. */
import type { MutationResolver } from '../resolver-types';
import { markRead } from '../../services/notification-centre';
import { notFound } from '../errors';
import { signedIn } from '../access';

export const NotificationMarkRead: MutationResolver<'NotificationMarkRead'> = async (
  _parent,
  { id },
  ctx,
) => {
  const unread = await markRead(ctx.services, signedIn(ctx).company.id, id);
  if (unread === null) throw notFound('Notification');
  return { status: true, unread };
};

export const NotificationMarkAllRead: MutationResolver<'NotificationMarkAllRead'> = async (
  _parent,
  _args,
  ctx,
) => {
  const unread = await markRead(ctx.services, signedIn(ctx).company.id, 'all');
  return { status: true, unread: unread ?? 0 };
};
