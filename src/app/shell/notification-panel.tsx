/**
 * The bell's panel: the newest notices with "Mark all as read" and "See all" (the /notifications page). Its
 * texts (and the notices' words) load when it first opens, so the shell never waits for them.
 */
import { Suspense, type KeyboardEvent, type Ref } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, IconWarning, Skeleton, cx } from '../../ui';
import { NoticeList } from '../../screens/shared/notifications/notice-list';
import { useNotificationCentre } from './notification-centre';
import * as styles from './notification-bell.css';

export type PanelProps = {
  id: string;
  placement: 'sidebar' | 'topBar';
  panelRef: Ref<HTMLDivElement>;
  /** Closes the panel; `refocus` gives the focus back to the bell. */
  onClose: (refocus: boolean) => void;
};

function PanelContent({ headingId, onClose }: { headingId: string; onClose: PanelProps['onClose'] }) {
  const { t } = useTranslation(['notifications', 'messages']);
  const actor = useNotificationCentre();
  const unread = useSelector(actor, (s) => s.context.unread);
  const items = useSelector(actor, (s) => s.context.items);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  return (
    <>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          onClick={() => actor.send({ type: 'notifications.markAllRead' })}
        >
          {t('markAllRead')}
        </Button>
      </div>
      <div className={styles.body}>
        {loading ? (
          <div className={styles.state} aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton shape="block" />
          </div>
        ) : failed ? (
          <div className={styles.state}>
            <IconWarning size={20} />
            <span>{t('failed')}</span>
            <Button size="sm" onClick={() => actor.send({ type: 'notifications.retry' })}>
              {t('common:retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className={styles.state}>{t('empty.all')}</p>
        ) : (
          <NoticeList
            items={items}
            label={t('latest')}
            onRead={(id) => actor.send({ type: 'notifications.markRead', id })}
            onOpen={() => onClose(false)}
          />
        )}
      </div>
      <div className={styles.foot}>
        <Link href="/notifications" className={styles.seeAll} onClick={() => onClose(false)}>
          {t('seeAll')}
        </Link>
      </div>
    </>
  );
}

export function NotificationPanel({ id, placement, panelRef, onClose }: PanelProps) {
  const { t } = useTranslation('shell');
  const headingId = `${id}-heading`;
  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      aria-label={t('notifications.bell')}
      tabIndex={-1}
      className={cx(styles.panel, styles[placement])}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose(true);
        }
      }}
    >
      <Suspense
        fallback={
          <div className={styles.state} aria-busy="true">
            <Skeleton shape="block" />
          </div>
        }
      >
        <PanelContent headingId={headingId} onClose={onClose} />
      </Suspense>
    </div>
  );
}
