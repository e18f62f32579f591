/** Shown when the API cannot be reached while loading the account; the session retries by itself too. */
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconWarning } from '../ui';
import { useSessionActor } from '../screens/shared/app-context';
import * as styles from './unavailable.css';

export function Unavailable() {
  const { t } = useTranslation('errors');
  const session = useSessionActor();
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <EmptyState
          level={1}
          bordered
          icon={<IconWarning size={28} />}
          title={t('unavailable')}
          description={t('unavailableLead')}
          actions={<Button onClick={() => session.send({ type: 'session.retry' })}>{t('retry')}</Button>}
        />
      </div>
    </main>
  );
}
