/**
 * The notification centre's live events (a new notice, deal or account, and the silent message the API sends
 * when the account's read state changes): each running notification centre (the bell, the /notifications page)
 * follows them through `liveNoticesOf`, so its count and list follow without a reload, in every open tab; every
 * page that shows what a notice is about follows them through `reloadOnLive` and loads it again.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { LiveNotification } from '../machines/broker-types';
import type { LiveEvents } from '../machines/app';

/** What a live notice is about, as the pages that show it name it. */
export type LiveSubject = 'campaign' | 'deal' | 'wallet' | 'billing';

export function subjectOf(notification: LiveNotification): LiveSubject | null {
  if (notification.silent === true) return null;
  const subject = notification.subject;
  if (subject === 'campaign' || subject === 'deal' || subject === 'wallet' || subject === 'billing')
    return subject;
  return notification.kind === 'deal' || typeof notification.deal_id === 'string' ? 'deal' : null;
}

/**
 * The `live` actor of a page's resource (src/machines/resource.ts), or of another flow that names its own reload
 * event: reloads it when a notice about one of its subjects arrives, so the listing, the campaign, the wallet,
 * billing, the dashboard and creators discovery show what the notice told.
 */
export const reloadOnLive = (
  live: LiveEvents,
  subjects: readonly LiveSubject[],
  reload: EventObject = { type: 'resource.reload' },
) =>
  fromCallback<EventObject>(({ sendBack }) =>
    live.listen((notification) => {
      const subject = subjectOf(notification);
      if (subject && subjects.includes(subject)) sendBack(reload);
    }),
  );

/** The `liveNotices` actor of the notification centre's machine: sends it `notifications.live`. */
export const liveNoticesOf = (live: LiveEvents) =>
  fromCallback<{ type: 'notifications.live' }>(({ sendBack }) =>
    live.listen(() => sendBack({ type: 'notifications.live' })),
  );
