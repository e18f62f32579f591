/**
 * What needs the brand first (issue 23): content waiting for its review, rejected campaigns to fix and resubmit,
 * and the deals waiting for it (AwaitingDeals, kept fresh by live deal events). Each task is one click from
 * where it is done; a task with nothing to do is not shown.
 */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { CONTENT_TO_REVIEW_STATUS } from '../../../domain/dashboard';
import { ButtonLink } from '../../../ui';
import * as styles from './awaiting-deals.css';
import { AwaitingDeals } from './awaiting-deals';

export type NeedsCounts = { content_to_review: number; campaigns_rejected: number };

export function NeedsYou({ counts }: { counts: NeedsCounts | null }) {
  const { t } = useTranslation('dashboard');
  const tasks = counts
    ? [
        {
          key: 'review',
          count: counts.content_to_review,
          text: t('needs.contentToReview', { count: counts.content_to_review }),
          href: `/content?status=${CONTENT_TO_REVIEW_STATUS}`,
          action: t('needs.review'),
        },
        {
          key: 'fix',
          count: counts.campaigns_rejected,
          text: t('needs.campaignsRejected', { count: counts.campaigns_rejected }),
          href: '/campaigns?tab=rejected',
          action: t('needs.fix'),
        },
      ].filter((task) => task.count > 0)
    : [];
  return (
    <section className={styles.panel} aria-labelledby="needs-you-title">
      <h2 id="needs-you-title" className={styles.title}>
        {t('needs.title')}
      </h2>
      {tasks.length > 0 ? (
        <ul className={styles.list}>
          {tasks.map((task) => (
            <li key={task.key} className={styles.row}>
              <span className={styles.task}>{task.text}</span>
              <ButtonLink component={Link} href={task.href} size="sm">
                {task.action}
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : null}
      <AwaitingDeals />
    </section>
  );
}
