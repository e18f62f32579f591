/** Password changed (/password): the end of a reset, with the way to log in with the new password. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/button/button';
import { IconCheckCircle } from '../../ui/icons';
import * as styles from '../shared/guest-form.css';

export function PasswordScreen() {
  const { t } = useTranslation('password');
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <IconCheckCircle size={40} className={styles.successIcon} aria-hidden="true" />
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <ButtonLink href="/login" component={Link} variant="primary" size="lg" fullWidth>
        {t('logIn')}
      </ButtonLink>
    </div>
  );
}
