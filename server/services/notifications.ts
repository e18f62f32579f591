/**
 * Notifications to a company (DESIGN.md §6): kept in the database, then published on the live channel to
 * companies/{companyId}/notifications (or a deal's topic), as JSON { message, ...typed fields }. A notification is
 * stored within the change that caused it and published only once that change has committed: through
 * `work.notify` of a unit of work (unit-of-work.ts), never directly.
 *
 * What the API says of its own accord is a coded notice ({ code, params }, src/domain/messages, made into a
 * payload by `codedNotice`): the web app shows it in the user's language, and `message` carries the English
 * sentence for other clients. `origin` is the session whose action caused it, so the browser that made the
 * change (and already said so) does not say it twice. Staff free text (`staff notify`) goes out as typed, with
 * kind 'info'.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import type { MessageParams, NotificationCode } from '../../src/domain/messages';
import type { NotificationSubject } from '../../src/domain/notifications';
import type { Logger } from './log';
import { englishOf } from './messages';

export type NotificationPayload = {
  message: string;
  kind?: string;
  code?: NotificationCode;
  params?: MessageParams;
  origin?: string;
  /** What it is about, for its link in the notification centre (src/domain/notifications.ts). */
  subject?: NotificationSubject;
  subject_id?: string;
} & Record<string, unknown>;

/** A notice of the API's own: its code, the values of its text, what it is about and the session that caused it. */
export type CodedNotice = {
  code: NotificationCode;
  params?: MessageParams;
  origin?: string;
  subject?: NotificationSubject;
  subject_id?: string;
};

/** The payload of a coded notice: its code and values, and the English sentence for other clients. */
export function codedNotice({ code, params, origin, subject, subject_id }: CodedNotice): NotificationPayload {
  return {
    message: englishOf(code, params),
    kind: code,
    code,
    ...(params ? { params } : {}),
    ...(origin ? { origin } : {}),
    ...(subject ? { subject } : {}),
    ...(subject_id ? { subject_id } : {}),
  };
}

/** Delivers a payload to a topic; the live channel provides it (embedded broker or an external one). */
export type Publisher = { publish: (topic: string, payload: NotificationPayload) => Promise<void> };

export type Notifications = {
  /** Publishes a stored notification; a broker outage is logged, not raised (the notification is kept). */
  publish: (topic: string, payload: NotificationPayload) => Promise<void>;
};

export const notificationsTopic = (companyId: string) => `companies/${companyId}/notifications`;
export const dealTopic = (companyId: string, dealId: string) => `companies/${companyId}/deals/${dealId}`;

/**
 * Stores a notification with the given database handle (a unit's transaction); answers the topic it is to be
 * published on (the deal's when it is about a deal, otherwise the company's notifications) and the payload to
 * publish, which names the stored notice by its id and time. Notices of one change are ordered by the clock
 * as each is stored, not by the transaction's start.
 */
export async function storeNotification(
  db: Database,
  companyId: string,
  payload: NotificationPayload,
  options: { dealId?: string } = {},
): Promise<{ topic: string; payload: NotificationPayload }> {
  const kind = payload.kind ?? (options.dealId ? 'deal' : 'info');
  const subjectId = payload.subject_id ?? options.dealId;
  const [row] = await db
    .insert(notifications)
    .values({
      company_id: companyId,
      message: payload.message,
      kind,
      code: payload.code ?? null,
      params: payload.params ?? null,
      subject: payload.subject ?? (options.dealId ? 'deal' : null),
      subject_id: subjectId ?? null,
      created_at: sql`clock_timestamp()`,
    })
    .returning({ id: notifications.id, created_at: notifications.created_at });
  return {
    topic: options.dealId ? dealTopic(companyId, options.dealId) : notificationsTopic(companyId),
    payload: { ...payload, notification_id: row!.id, created_at: row!.created_at.toISOString() },
  };
}

export function createNotifications(publisher: Publisher, log: Logger): Notifications {
  return {
    async publish(topic, payload) {
      try {
        await publisher.publish(topic, payload);
      } catch (error) {
        log.warn('live channel publish failed', { topic, error: String(error) });
      }
    },
  };
}
