/** An unknown address inside the signed-in app: says so, and leads back to the dashboard. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, IconCompass } from '../../ui';
import * as styles from './not-found-in-app.css';

export function NotFoundInAppScreen() {
  const { t } = useTranslation('notFound');
  return (
    <div className={styles.wrap}>
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <EmptyState
        level={1}
        icon={<IconCompass size={26} />}
        title={t('inApp.title')}
        description={t('inApp.description')}
        actions={
          <>
            <ButtonLink component={Link} href="/">
              {t('inApp.dashboard')}
            </ButtonLink>
            <ButtonLink component={Link} href="/products" variant="secondary">
              {t('inApp.products')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
