/**
 * The dashboard's recent activity (issue 23): the newest notices of the notification centre, shown as the bell's
 * panel and /notifications show them (NoticeList), each linking to what it is about, and "See all" to
 * /notifications. Its own run of the notification centre's flow (src/machines/notifications.ts), which follows
 * every live notice without a reload.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_ACTIVITY_SIZE } from '../../../domain/dashboard';
import { Button, ButtonLink, Skeleton } from '../../../ui';
import { useFlow, useFlowOptions } from '../../shared/app-context';
import { NoticeList } from '../../shared/notifications/notice-list';
import * as styles from './recent-activity.css';

const INPUT = { query: { filter: 'all', before: '' }, pageSize: DASHBOARD_ACTIVITY_SIZE } as const;

export function RecentActivity() {
  const { t } = useTranslation('dashboard');
  const actor = useActorRef(useFlow('notifications'), { ...useFlowOptions(), input: INPUT });
  const items = useSelector(actor, (s) => s.context.items);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  return (
    <section className={styles.card} aria-labelledby="recent-activity-title">
      <div className={styles.head}>
        <h2 id="recent-activity-title" className={styles.title}>
          {t('activity.title')}
        </h2>
        <ButtonLink component={Link} href="/notifications" variant="ghost" size="sm">
          {t('activity.all')}
        </ButtonLink>
      </div>
      {loading ? (
        <div className={styles.state} aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton shape="block" />
        </div>
      ) : failed ? (
        <div className={styles.state}>
          <p className={styles.muted}>{t('activity.failed')}</p>
          <Button size="sm" onClick={() => actor.send({ type: 'notifications.retry' })}>
            {t('common:retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className={`${styles.state} ${styles.muted}`}>{t('activity.empty')}</p>
      ) : (
        <NoticeList
          items={items}
          label={t('activity.list')}
          onRead={(id) => actor.send({ type: 'notifications.markRead', id })}
        />
      )}
    </section>
  );
}
