/**
 * The words of a live notification, in the user's language: a notice the API sends of its own accord carries
 * a code (src/domain/messages) and the values of its text, and is translated from the messages namespace; staff
 * free text has no code and is shown as typed. The English `message` is kept only for a code this build of
 * the web app does not know yet (an API deployed before it).
 *
 * A notice caused by this very session (its `origin`) is not shown: the action that caused it already said so
 * in its own words, and one action gets one toast. Other sessions of the account (another device, the owner
 * while staff help) still see it.
 */
import type { i18n, TFunction } from 'i18next';
import type { ActorRefFrom } from 'xstate';
import type { LiveNotification } from '../machines/broker-types';
import { THEME_OF, type toastsMachine } from '../machines/toasts';

/** The namespace the codes are translated from; loaded the first time a notification arrives. */
export const NOTICE_NAMESPACE = 'messages';

function paramsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, param]) => typeof param === 'string' || typeof param === 'number'),
  ) as Record<string, string>;
}

export function noticeText(t: TFunction, notification: LiveNotification): string {
  const { code } = notification;
  if (typeof code !== 'string' || code === '') return notification.message;
  return t(`${NOTICE_NAMESPACE}:${code}`, {
    replace: paramsOf(notification.params),
    defaultValue: notification.message,
  });
}

/** True when the notice reports something this session did itself. */
export const causedHere = (notification: LiveNotification, sessionId: string | null | undefined): boolean =>
  typeof notification.origin === 'string' && notification.origin === sessionId;

/**
 * Shows a live notification as an info toast in the user's language, unless this session caused it. Its texts
 * load with the first notice; should they fail to, the notice still shows, in English.
 */
export function showLiveNotice(
  notification: LiveNotification,
  app: {
    i18n: i18n;
    toasts: Pick<ActorRefFrom<typeof toastsMachine>, 'send'>;
    sessionId: string | undefined;
  },
): void {
  // A silent message (the account's read state changed) is followed by the notification centre, never shown.
  if (notification.silent === true || causedHere(notification, app.sessionId)) return;
  void app.i18n
    .loadNamespaces(NOTICE_NAMESPACE)
    .catch(() => undefined)
    .then(() =>
      app.toasts.send({
        type: 'toasts.add',
        // Its own id: a notification replaces the previous one, never an error notice.
        notice: { content: noticeText(app.i18n.t, notification), themeColor: THEME_OF.info, id: 'live' },
      }),
    );
}
