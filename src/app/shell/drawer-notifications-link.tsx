/** The drawer's way to the notifications: a link to /notifications with the unread count. */
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { IconBell, VisuallyHidden } from '../../ui';
import { countText, useUnreadCount } from './notification-centre';
import * as nav from './sidebar.css';
import * as styles from './notification-bell.css';

export function DrawerNotificationsLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount();
  const [location] = useLocation();
  return (
    <ul className={nav.list}>
      <li>
        <Link
          href="/notifications"
          className={nav.link}
          aria-current={location === '/notifications' ? 'page' : undefined}
          onClick={onNavigate}
        >
          <IconBell size={20} className={nav.linkIcon} />
          <span className={nav.linkLabel}>{t('notifications.bell')}</span>
          {unread > 0 ? (
            <>
              <span className={styles.inlineCount} aria-hidden="true">
                {countText(unread)}
              </span>
              <VisuallyHidden>{`, ${t('notifications.unread', { count: unread })}`}</VisuallyHidden>
            </>
          ) : null}
        </Link>
      </li>
    </ul>
  );
}
