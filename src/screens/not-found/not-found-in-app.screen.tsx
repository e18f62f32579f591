/** "Page not found" inside the authenticated layout, for a signed-in user on an unknown path. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/button/button';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { IconCompass } from '../../ui/icons';

export function NotFoundInAppScreen() {
  const { t } = useTranslation('notFound');
  return (
    <EmptyState
      icon={<IconCompass size={32} aria-hidden="true" />}
      title={t('title')}
      description={t('inAppLead')}
      actions={
        <ButtonLink href="/" component={Link} variant="primary">
          {t('toDashboard')}
        </ButtonLink>
      }
    />
  );
}
