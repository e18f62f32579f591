/**
 * What the content area shows while a screen's code loads on a route change: the shell (sidebar, top bar) stays
 * as it was and only the content area shows the shape of a page, announced as loading.
 */
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonText } from '../ui';
import * as styles from './content-skeleton.css';

export function ContentSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton shape="heading" width="third" />
      <SkeletonText lines={2} />
      <div className={styles.grid}>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </div>
    </div>
  );
}
