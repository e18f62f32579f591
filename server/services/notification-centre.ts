/**
 * The notification centre (issue 23): the company's stored notices (notifications.ts stores each one with the
 * change it tells of), listed newest first a page at a time by keyset on notifications_newest_idx, counted unread
 * from notifications_unread_idx, and marked read. Read state is the account's, so it is the same on every device:
 * each change of it is published on the company's notifications topic once committed, as a silent message the web
 * app does not show but follows (every open tab updates its count).
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, type NotificationRow } from '../db/schema';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../../src/domain/language';
import { NOTIFICATION_CODES, type NotificationCode } from '../../src/domain/messages';
import { subjectPath } from '../../src/domain/notifications';
import { isId } from './catalog';
import { sentenceOf } from './messages';
import { notificationsTopic } from './notifications';
import { atomically, type UnitServices } from './unit-of-work';

export type NotificationView = {
  id: string;
  code: string | null;
  params: Array<{ name: string; value: string }>;
  message: string;
  subject: string | null;
  subject_id: string | null;
  link: string | null;
  read: boolean;
  created_at: string;
};

export type NotificationsPage = { items: NotificationView[]; next_cursor: string | null; unread: number };

/** The kind of the live message that tells every open tab the read state changed. */
export const READ_STATE_KIND = 'notifications.read';

const isCode = (code: string | null): code is NotificationCode =>
  code !== null && (NOTIFICATION_CODES as readonly string[]).includes(code);

function view(row: NotificationRow & { position: string }, language: Language): NotificationView {
  const params = row.params ?? {};
  return {
    id: row.id,
    code: row.code,
    params: Object.entries(params).map(([name, value]) => ({ name, value: String(value) })),
    // A code this build no longer words keeps the English sentence it was stored with.
    message: isCode(row.code) ? sentenceOf(row.code, params, language) : row.message,
    subject: row.subject,
    subject_id: row.subject_id,
    link: subjectPath(row.subject, row.subject_id),
    read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A cursor names the last notice of a page by its exact time (as the database writes it, microseconds kept) and
 * id; it is opaque to the client. A cursor that does not read back is null (the caller refuses it).
 */
const encodeCursor = (position: string, id: string): string =>
  Buffer.from(JSON.stringify([position, id])).toString('base64url');

export function decodeCursor(cursor: string): { position: string; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [position, id] = value as unknown[];
    if (typeof position !== 'string' || typeof id !== 'string' || !isId(id)) return null;
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/.test(position)) return null;
    return { position, id };
  } catch {
    return null;
  }
}

export async function unreadCount(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.company_id, companyId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Database,
  companyId: string,
  query: { before: { position: string; id: string } | null; pageSize: number; unreadOnly?: boolean },
  language: string | null,
): Promise<NotificationsPage> {
  const { before, pageSize, unreadOnly } = query;
  const rows = await db
    .select({ row: notifications, position: sql<string>`${notifications.created_at}::text` })
    .from(notifications)
    .where(
      and(
        eq(notifications.company_id, companyId),
        unreadOnly ? isNull(notifications.read_at) : undefined,
        before
          ? sql`(${notifications.created_at}, ${notifications.id}) < (${before.position}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    // In the index's own order (newest first, nulls last as drizzle's desc() builds it), so a page is a range of it.
    .orderBy(sql`${notifications.created_at} desc nulls last`, sql`${notifications.id} desc nulls last`)
    .limit(pageSize + 1);
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return {
    items: shown.map(({ row, position }) => view({ ...row, position }, lang)),
    next_cursor: rows.length > pageSize && last ? encodeCursor(last.position, last.row.id) : null,
    unread: await unreadCount(db, companyId),
  };
}

/**
 * Marks one notice (`id`) or all of them read; answers how many are still unread, or null when the notice is not
 * the company's. Every open tab of the account is told once committed.
 */
export async function markRead(
  services: UnitServices,
  companyId: string,
  id: string | 'all',
): Promise<number | null> {
  if (id !== 'all' && !isId(id)) return null;
  return atomically(services, async (work) => {
    const mine = eq(notifications.company_id, companyId);
    if (id !== 'all') {
      const [found] = await work.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(mine, eq(notifications.id, id)));
      if (!found) return null;
    }
    await work.db
      .update(notifications)
      .set({ read_at: sql`now()` })
      .where(and(mine, isNull(notifications.read_at), id === 'all' ? undefined : eq(notifications.id, id)));
    const unread = await unreadCount(work.db, companyId);
    const payload = { message: '', kind: READ_STATE_KIND, silent: true, unread };
    work.afterCommit(() => services.notifications.publish(notificationsTopic(companyId), payload));
    return unread;
  });
}
