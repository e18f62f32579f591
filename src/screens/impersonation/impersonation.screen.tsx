/**
 * Staff sign-in (/account/impersonate/:token): sends session.impersonate (the session exchanges a link once),
 * shows "signing you in as staff" while it exchanges the link, and once the session says it did, goes to the
 * dashboard, whose guard sends the account where it belongs. A refused link is told plainly.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ButtonLink } from '../../ui/button/button';
import { Spinner } from '../../ui/spinner/spinner';
import { useSession, useSessionActor } from '../shared/app-context';
import { failureMessage } from '../shared/form-errors';
import { FormAlert } from '../shared/form-alert';
import * as styles from '../shared/guest-form.css';

export function ImpersonationScreen({ token }: { token: string }) {
  const { t } = useTranslation('impersonation');
  const session = useSessionActor();
  const refused = useSession((snapshot) => snapshot.hasTag('linkRefused'));
  const error = useSession((snapshot) => snapshot.context.error);
  const [, navigate] = useLocation();

  useEffect(() => {
    const subscription = session.on('session.impersonated', () => navigate('/', { replace: true }));
    return () => subscription.unsubscribe();
  }, [session, navigate]);
  useEffect(() => session.send({ type: 'session.impersonate', linkToken: token }), [session, token]);

  if (refused) {
    return (
      <div className={styles.screen}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('failedTitle')}</h1>
        </header>
        <FormAlert tone="error">{failureMessage(t, error) ?? t('failed')}</FormAlert>
        <p className={styles.lead}>{t('askAgain')}</p>
        <ButtonLink href="/login" component={Link} variant="secondary" fullWidth>
          {t('logIn')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.screen} aria-busy="true">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <Spinner size="lg" label={t('signingIn')} />
    </div>
  );
}
