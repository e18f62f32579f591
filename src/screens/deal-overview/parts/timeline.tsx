/** The five steps of a deal (started, purchased, received, uploaded, paid), each with the date it was reached. */
import { useTranslation } from 'react-i18next';
import type { OverviewDeal } from '../../../machines/deal-overview-types';
import { TIMELINE_STEPS } from '../../../domain/deal';
import { useLanguage } from '../../shared/app-context';
import { formatDate } from '../../shared/deals/dates';
import * as styles from '../deal-overview.css';

export function Timeline({ timeline }: { timeline: OverviewDeal['timeline'] }) {
  const { t } = useTranslation('dealOverview');
  const { locale } = useLanguage();
  return (
    <section className={styles.panel} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={styles.panelTitle}>
        {t('timeline.title')}
      </h2>
      <ol className={styles.steps}>
        {TIMELINE_STEPS.map((step) => {
          const at = timeline.find((entry) => entry.step === step)?.at ?? null;
          return (
            <li key={step} className={styles.step} data-done={at ? 'true' : 'false'}>
              <span className={styles.stepName}>{t(`deals:timeline.${step}`)}</span>
              <span>{at ? formatDate(at, locale) : t('timeline.notYet')}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
