/** Notifications: a page of the company's notices, the newest first, in the account's language. */
import type { QueryResolver } from '../resolver-types';
import { NotificationsQuery, NOTIFICATIONS_PAGE_SIZE } from '../../../src/domain/notifications';
import { decodeCursor, listNotifications } from '../../services/notification-centre';
import { badInput, validInput, withoutNulls } from '../errors';
import { signedIn } from '../access';

export const Notifications: QueryResolver<'Notifications'> = async (_parent, args, ctx) => {
  const query = validInput(NotificationsQuery, withoutNulls(args));
  const { company } = signedIn(ctx);
  const before = query.before === undefined ? null : decodeCursor(query.before);
  if (query.before !== undefined && !before) throw badInput({ before: { code: 'cursor' } });
  return listNotifications(
    ctx.services.db,
    company.id,
    { before, pageSize: query.page_size ?? NOTIFICATIONS_PAGE_SIZE, unreadOnly: query.unread === true },
    company.language,
  );
};
