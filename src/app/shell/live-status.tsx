/**
 * The state of live updates in the signed-in shell (SPEC.md §4): nothing while they work or while the first
 * link comes up, a quiet line while they are being re-established (only once the wait has lasted the broker
 * machine's notice delay), and a line saying they are off when the broker refused the session. The region is a
 * polite status: it is announced, never takes the focus. Before live updates start there is no broker yet.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { liveStatusOf } from '../../machines/broker';
import { useApp, type BrokerActor } from '../../screens/shared/app-context';
import * as styles from './live-status.css';

export function LiveStatusLine({ broker }: { broker: BrokerActor }) {
  const { t } = useTranslation('shell');
  const status = useSelector(broker, liveStatusOf);
  return (
    <div role="status" className={styles.status} data-live={status}>
      {status === 'quiet' ? null : (
        <>
          <span className={styles.dot} aria-hidden="true" />
          <span>{t(status === 'off' ? 'live.off' : 'live.reconnecting')}</span>
        </>
      )}
    </div>
  );
}

export function LiveStatus() {
  const { broker } = useApp();
  return broker ? <LiveStatusLine broker={broker} /> : null;
}
