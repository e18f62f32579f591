/**
 * Notifications to a company (DESIGN.md §6): kept in the database, then published on the live channel to
 * companies/{companyId}/notifications (or a deal's topic), as JSON { message, ...typed fields }. A notification is
 * stored within the change that caused it and published only once that change has committed: through
 * `work.notify` of a unit of work (unit-of-work.ts), never directly.
 */
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import type { Logger } from './log';

export type NotificationPayload = { message: string; kind?: string } & Record<string, unknown>;

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
 * published on: the deal's when it is about a deal, otherwise the company's notifications.
 */
export async function storeNotification(
  db: Database,
  companyId: string,
  payload: NotificationPayload,
  options: { dealId?: string } = {},
): Promise<string> {
  const kind = payload.kind ?? (options.dealId ? 'deal' : 'info');
  await db.insert(notifications).values({ company_id: companyId, message: payload.message, kind });
  return options.dealId ? dealTopic(companyId, options.dealId) : notificationsTopic(companyId);
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
