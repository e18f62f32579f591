/**
 * Staff sign-in (/account/impersonate/:token): sends session.impersonate once, shows "signing you in as
 * staff" while the session exchanges the link, waits and reloads the account, then goes where the account
 * belongs (the dashboard once onboarded). A refused link is told plainly.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { HOME_OF } from '../../machines/session';
import { ButtonLink } from '../../ui/button/button';
import { Spinner } from '../../ui/spinner/spinner';
import { usePlace, useSession, useSessionActor } from '../shared/app-context';
import { failureMessage } from '../shared/form-errors';
import { FormAlert } from '../shared/form-alert';
import * as styles from '../shared/guest-form.css';

export function ImpersonationScreen({ token }: { token: string }) {
  const { t } = useTranslation('impersonation');
  const session = useSessionActor();
  const place = usePlace();
  const error = useSession((snapshot) => snapshot.context.error);
  const [, navigate] = useLocation();
  const sent = useRef(false);
  // Until the link was sent, "guest" is only where the visitor came from, not a refusal.
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!sent.current) {
      sent.current = true;
      session.send({ type: 'session.impersonate', linkToken: token });
      setStarted(true);
      return;
    }
    const home = HOME_OF[place];
    if (place !== 'guest' && home) navigate(home, { replace: true });
  }, [place, session, token, navigate]);

  if (started && place === 'guest') {
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
