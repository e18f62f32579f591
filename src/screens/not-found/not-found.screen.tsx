/** The logged-out "page not found" (any unknown path for a visitor who is not signed in). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/button/button';
import { IconCompass } from '../../ui/icons';
import { GuestFooterLink } from '../shared/guest-form';
import * as styles from '../shared/guest-form.css';

export function NotFoundScreen() {
  const { t } = useTranslation('notFound');
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <IconCompass size={40} className={styles.mutedIcon} aria-hidden="true" />
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <ButtonLink href="/login" component={Link} variant="primary" size="lg" fullWidth>
        {t('logIn')}
      </ButtonLink>
      <GuestFooterLink text={t('noAccount')} href="/signup" link={t('signUp')} />
    </div>
  );
}
