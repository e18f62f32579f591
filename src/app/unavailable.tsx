/** Shown when the API cannot be reached while loading the account; the session retries by itself too. */
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '../ui';
import { useSessionActor } from '../screens/shared/app-context';

export function Unavailable() {
  const { t } = useTranslation('errors');
  const session = useSessionActor();
  return (
    <main>
      <EmptyState
        title={t('unavailable')}
        actions={<Button onClick={() => session.send({ type: 'session.retry' })}>{t('retry')}</Button>}
      />
    </main>
  );
}
