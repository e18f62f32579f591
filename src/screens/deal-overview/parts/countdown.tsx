/** The countdown to the deal's due time, from the machine's clock, and what its passing does. */
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/app-context';
import { formatDateTime, remaining } from '../../shared/deals/dates';
import type { FreedSlotFunds } from '../../../domain/hiring';
import * as styles from '../deal-overview.css';

export function Countdown({
  dueAt,
  outcome,
  fundsTo,
  now,
}: {
  dueAt: string;
  outcome: string | null;
  /** Where a canceled deal's cost would go (freedSlotFundsGoTo). */
  fundsTo: FreedSlotFunds;
  now: number;
}) {
  const { t } = useTranslation('dealOverview');
  const { locale } = useLanguage();
  const left = new Date(dueAt).getTime() - now;
  return (
    <section className={styles.panel} aria-labelledby="countdown-title">
      <h2 id="countdown-title" className={styles.panelTitle}>
        {t('countdown.title')}
      </h2>
      {left > 0 ? (
        <p className={styles.countdown} role="timer" aria-live="off">
          {t('countdown.value', remaining(left))}
        </p>
      ) : (
        <p className={styles.muted}>{t('countdown.passed')}</p>
      )}
      <p className={styles.muted}>{t('countdown.at', { date: formatDateTime(dueAt, locale) })}</p>
      {outcome ? (
        <p className={styles.muted}>
          {t(
            outcome === 'cancel' && fundsTo === 'campaign'
              ? 'deals:due.cancelToCampaign'
              : `deals:due.${outcome}`,
          )}
        </p>
      ) : null}
    </section>
  );
}
