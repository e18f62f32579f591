/**
 * Password (/password). Right after a reset (the new-password screen says so in the history entry's state) it
 * confirms that the password was changed and leads to log in. Opened any other way it claims nothing: it offers
 * to log in, or to ask for a link to choose a new password.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ButtonLink } from '../../ui/button/button';
import { IconCheckCircle, IconLock } from '../../ui/icons';
import * as styles from '../shared/guest-form.css';
import { isPasswordChanged } from '../shared/password-changed';

export function PasswordScreen() {
  const { t } = useTranslation('password');
  const changed = isPasswordChanged(useHistoryState());
  const Icon = changed ? IconCheckCircle : IconLock;
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <Icon size={40} className={changed ? styles.successIcon : styles.mutedIcon} aria-hidden="true" />
        <h1 className={styles.title}>{changed ? t('title') : t('direct.title')}</h1>
        <p className={styles.lead}>{changed ? t('lead') : t('direct.lead')}</p>
      </header>
      <ButtonLink href="/login" component={Link} variant="primary" size="lg" fullWidth>
        {t('logIn')}
      </ButtonLink>
      {changed ? null : (
        <ButtonLink href="/forgot" component={Link} variant="secondary" size="lg" fullWidth>
          {t('direct.forgot')}
        </ButtonLink>
      )}
    </div>
  );
}
