/** "Page not found" inside the authenticated layout, for a signed-in user on an unknown path. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
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
        title={t('title')}
        description={t('inAppLead')}
        actions={
          <>
            <ButtonLink component={Link} href="/">
              {t('toDashboard')}
            </ButtonLink>
            <ButtonLink component={Link} href="/products" variant="secondary">
              {t('toProducts')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
