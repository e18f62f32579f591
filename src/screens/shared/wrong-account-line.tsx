/**
 * "Not your account? Log out": for the signed-in steps before the app (verify, about-you). A module of its own, so
 * the log-in page, which has no session to leave, does not load it.
 */
import { useTranslation } from 'react-i18next';
import { useSessionActor } from './app-context';
import * as styles from './guest-form.css';

export function WrongAccountLine({ className }: { className: string }) {
  const { t } = useTranslation();
  const session = useSessionActor();
  return (
    <p className={className}>
      {t('wrongAccount')}{' '}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => session.send({ type: 'session.logout' })}
      >
        {t('logOut')}
      </button>
    </p>
  );
}
