/**
 * A list of notices, as the bell's panel and the /notifications page show them: each in the user's language
 * (from its code and values, as the live notice was), when it happened, unread ones marked, each linking to what
 * it is about; opening an unread one marks it read, and so does its own "mark as read".
 */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Notice } from '../../../machines/notifications';
import { Button, IconCheck, VisuallyHidden } from '../../../ui';
import { useLanguage } from '../app-context';
import * as styles from './notice-list.css';

/** The notice's words: its code's text in the user's language, filled with its values, else its stored text. */
export function noticeWords(t: TFunction, notice: Notice): string {
  if (!notice.code) return notice.message;
  const replace = Object.fromEntries(
    notice.params.map(({ name, value }) => [name, /^-?\d+$/.test(value) ? Number(value) : value]),
  );
  return t(`messages:${notice.code}`, { replace, defaultValue: notice.message });
}

export function NoticeList({
  items,
  onRead,
  onOpen,
  label,
}: {
  items: Notice[];
  onRead: (id: string) => void;
  /** A notice's link was followed (e.g. the panel closes). */
  onOpen?: () => void;
  label: string;
}) {
  const { t } = useTranslation(['notifications', 'messages']);
  const { locale } = useLanguage();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((notice) => {
        const words = noticeWords(t, notice);
        const open = () => {
          if (!notice.read) onRead(notice.id);
          onOpen?.();
        };
        return (
          <li key={notice.id} className={styles.item} data-read={notice.read}>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              {notice.link ? (
                <Link href={notice.link} className={styles.link} onClick={open}>
                  {words}
                </Link>
              ) : (
                <span className={styles.text}>{words}</span>
              )}
              <time className={styles.time} dateTime={notice.created_at}>
                {when.format(new Date(notice.created_at))}
                {notice.read ? null : <VisuallyHidden>{` · ${t('notifications:unread')}`}</VisuallyHidden>}
              </time>
            </div>
            {notice.read ? null : (
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                className={styles.mark}
                aria-label={t('notifications:markRead', { notice: words })}
                title={t('notifications:markReadShort')}
                onClick={() => onRead(notice.id)}
              >
                <IconCheck size={16} />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
