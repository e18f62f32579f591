/**
 * Account settings (/account/overview): who is signed in with their picture, then one card per change —
 * profile (name, privacy), password, e-mail address — and deleting the account. Each card is its own form
 * machine; after a change the session reloads CompanyData.
 */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header/page-header';
import { useCompany } from '../shared/app-context';
import * as styles from './account-overview.css';
import { DeleteAccount } from './parts/delete-account';
import { EmailForm } from './parts/email-form';
import { PasswordForm } from './parts/password-form';
import { ProfileForm } from './parts/profile-form';
import { ProfileSummary } from './parts/profile-summary';

export function AccountOverviewScreen() {
  const { t } = useTranslation('account');
  const company = useCompany();
  if (!company) return null;
  // A staff session may look and help, but not change how the owner signs in (the API refuses it too).
  const staff = company.impersonated;
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} description={t('lead')} />
      <ProfileSummary company={company} />
      <ProfileForm key={company.id} company={company} />
      <PasswordForm staff={staff} />
      <EmailForm email={company.email} staff={staff} />
      <DeleteAccount email={company.email} staff={staff} />
    </div>
  );
}
