/**
 * The notification centre (issue 23): what each notice is about, where its link goes, how many a page lists and
 * which deal event is told in which words. Shared by the API, which stores and lists notices, and the web app,
 * which shows them.
 */
import { boolean, object, optional, size, string, type Infer } from 'superstruct';
import type { NotificationCode } from './messages';
import { integer } from './validation';

/** What a notice can be about; its link opens that thing. */
export const NOTIFICATION_SUBJECTS = ['deal', 'campaign', 'wallet', 'billing'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

export const isNotificationSubject = (value: unknown): value is NotificationSubject =>
  typeof value === 'string' && (NOTIFICATION_SUBJECTS as readonly string[]).includes(value);

/** Notices per page of the listing (the /notifications page), and in the bell's panel. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PANEL_SIZE = 6;
/** The largest page the API lists at once. */
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

/** The address a notice's link opens, or null when it is about nothing in particular (e.g. staff's free text). */
export function subjectPath(
  subject: string | null | undefined,
  id: string | null | undefined,
): string | null {
  switch (subject) {
    case 'deal':
      return id ? `/deal/${id}` : '/deals';
    case 'campaign':
      return id ? `/campaign/${id}` : '/campaigns';
    case 'wallet':
      return '/wallet';
    case 'billing':
      return '/account/billing';
    default:
      return null;
  }
}

/**
 * The words of each deal event the brand is told of (messages:deal.*); an event not listed is told by the
 * status it led to (DEAL_STATUS_NOTICES), else as news on the deal.
 */
export const DEAL_EVENT_NOTICES: Partial<Record<string, NotificationCode>> = {
  'deal.hire': 'deal.hired',
  'deal.accept': 'deal.creatorAccepted',
  'deal.purchase': 'deal.purchased',
  'deal.ship': 'deal.shipped',
  'deal.receive': 'deal.received',
  'content.upload': 'deal.contentUploaded',
  'content.approve': 'deal.contentReady',
  'content.accept': 'deal.contentAccepted',
  'content.decline': 'deal.contentDeclined',
  'deal.cancel': 'deal.canceled',
};

/** The words of a status reached by a deadline or by publishing. */
export const DEAL_STATUS_NOTICES: Partial<Record<string, NotificationCode>> = {
  canceled: 'deal.expired',
  company_accepts_content: 'deal.autoAccepted',
  creator_waiting_for_publish_date: 'deal.publishScheduled',
  completed: 'deal.published',
};

/** A canceled deal's words when its cost went back to the campaign's funds rather than the wallet. */
const REFUNDED_TO_CAMPAIGN: Partial<Record<NotificationCode, NotificationCode>> = {
  'deal.canceled': 'deal.canceledToCampaign',
  'deal.expired': 'deal.expiredToCampaign',
};

export function dealNoticeCode(
  event: string,
  status: string,
  refundedTo: 'campaign' | 'wallet' | null = null,
): NotificationCode {
  const code =
    event === 'deal.deadline' || event === 'content.publish'
      ? (DEAL_STATUS_NOTICES[status] ?? 'deal.changed')
      : (DEAL_EVENT_NOTICES[event] ?? 'deal.changed');
  return refundedTo === 'campaign' ? (REFUNDED_TO_CAMPAIGN[code] ?? code) : code;
}

/** The listing's arguments, checked by the API: a cursor of the API's own making, a page size, unread only. */
export const NotificationsQuery = object({
  before: optional(size(string(), 1, 200)),
  page_size: optional(integer(1, NOTIFICATIONS_MAX_PAGE_SIZE)),
  unread: optional(boolean()),
});

/** What the /notifications page lists: every notice, or the unread ones (`?filter=unread`). */
export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const isNotificationFilter = (value: unknown): value is NotificationFilter =>
  typeof value === 'string' && (NOTIFICATION_FILTERS as readonly string[]).includes(value);
export type NotificationsQuery = Infer<typeof NotificationsQuery>;
