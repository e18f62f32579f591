/**
 * Notifications to a company (DESIGN.md §6): kept in the database, then published on the live channel to
 * companies/{companyId}/notifications, as JSON { message, ...typed fields }.
 */
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import type { Logger } from './log';

export type NotificationPayload = { message: string; kind?: string } & Record<string, unknown>;

/** Delivers a payload to a topic; the live channel provides it (embedded broker or an external one). */
export type Publisher = { publish: (topic: string, payload: NotificationPayload) => Promise<void> };

export type Notifications = {
  notify: (companyId: string, payload: NotificationPayload) => Promise<void>;
  /** Deal events go to companies/{companyId}/deals/{dealId}. */
  dealEvent: (companyId: string, dealId: string, payload: NotificationPayload) => Promise<void>;
};

export const notificationsTopic = (companyId: string) => `companies/${companyId}/notifications`;
export const dealTopic = (companyId: string, dealId: string) => `companies/${companyId}/deals/${dealId}`;

export function createNotifications(db: Database, publisher: Publisher, log: Logger): Notifications {
  const publish = async (topic: string, payload: NotificationPayload) => {
    try {
      await publisher.publish(topic, payload);
    } catch (error) {
      // The notification is kept in the database; a broker outage must not fail the user's request.
      log.warn('live channel publish failed', { topic, error: String(error) });
    }
  };
  return {
    async notify(companyId, payload) {
      await db
        .insert(notifications)
        .values({ company_id: companyId, message: payload.message, kind: payload.kind ?? 'info' });
      await publish(notificationsTopic(companyId), payload);
    },
    async dealEvent(companyId, dealId, payload) {
      await db
        .insert(notifications)
        .values({ company_id: companyId, message: payload.message, kind: payload.kind ?? 'deal' });
      await publish(dealTopic(companyId, dealId), payload);
    },
  };
}
