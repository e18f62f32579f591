/**
 * What the new-password screen shows instead of its form when the link cannot work: used already, past its
 * hour, or not a link of ours. Each says what to do next: log in (the password may have been changed with it)
 * or ask for a new link.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LinkState } from '../../../domain/account';
import { ButtonLink } from '../../../ui/button/button';
import { IconWarning } from '../../../ui/icons';
import * as styles from '../../shared/guest-form.css';

export function LinkProblem({ state }: { state: Exclude<LinkState, 'valid'> }) {
  const { t } = useTranslation('newPassword');
  const askAgain = (
    <ButtonLink
      href="/forgot"
      component={Link}
      variant={state === 'used' ? 'secondary' : 'primary'}
      size="lg"
      fullWidth
    >
      {t('link.askAgain')}
    </ButtonLink>
  );
  const logIn = (
    <ButtonLink
      href="/login"
      component={Link}
      variant={state === 'used' ? 'primary' : 'secondary'}
      size="lg"
      fullWidth
    >
      {t('link.logIn')}
    </ButtonLink>
  );
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <IconWarning size={40} className={styles.mutedIcon} aria-hidden="true" />
        <h1 className={styles.title}>{t(`link.${state}.title`)}</h1>
        <p className={styles.lead}>{t(`link.${state}.lead`)}</p>
      </header>
      {state === 'used' ? (
        <>
          {logIn}
          {askAgain}
        </>
      ) : (
        <>
          {askAgain}
          {logIn}
        </>
      )}
    </div>
  );
}
