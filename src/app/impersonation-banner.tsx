/** While a staff-made session is in use, a banner says so on every screen (DESIGN.md §6). */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import { useSession, useSessionActor } from '../screens/shared/app-context';
import * as styles from './impersonation-banner.css';

export function ImpersonationBanner() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const company = useSession((snapshot) => {
    const current = snapshot.context.company;
    return current?.impersonated ? (current.company_name ?? current.email) : null;
  });
  if (!company) return null;
  return (
    <div className={styles.banner} role="status">
      <span>{t('impersonation.banner', { company })}</span>
      <Button size="sm" variant="secondary" onClick={() => session.send({ type: 'session.logout' })}>
        {t('impersonation.end')}
      </Button>
    </div>
  );
}
