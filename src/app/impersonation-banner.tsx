/** While a staff-made session is in use, a banner says so on every screen (DESIGN.md §6). */
import { useTranslation } from 'react-i18next';
import { Banner, Button } from '../ui';
import { useSession, useSessionActor } from '../screens/shared/app-context';

export function ImpersonationBanner() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const company = useSession((snapshot) =>
    snapshot.context.company?.impersonated
      ? (snapshot.context.company.company_name ?? snapshot.context.company.email)
      : null,
  );
  if (!company) return null;
  return (
    <Banner tone="warning">
      <span>{t('impersonation.banner', { company })}</span>
      <Button size="small" variant="secondary" onClick={() => session.send({ type: 'session.logout' })}>
        {t('impersonation.end')}
      </Button>
    </Banner>
  );
}
