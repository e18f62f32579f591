/** What happened on a deal: its uploads, the feedback sent back, every event, and what it costs. */
import { useTranslation } from 'react-i18next';
import type { OverviewDeal } from '../../../machines/deal-overview-types';
import { DEAL_EVENT_LABELS, type DealEventType } from '../../../domain/deal';
import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../../shared/app-context';
import { ContentStatusBadge } from '../../shared/deals/deal-badges';
import { formatDateTime } from '../../shared/deals/dates';
import * as styles from '../deal-overview.css';

export function Uploads({ content }: { content: OverviewDeal['content'] }) {
  const { t } = useTranslation('dealOverview');
  const { locale } = useLanguage();
  if (content.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="uploads-title">
      <h2 id="uploads-title" className={styles.panelTitle}>
        {t('uploads.title')}
      </h2>
      <ul className={styles.list}>
        {content.map((item) => (
          <li key={item.id} className={styles.listItem}>
            <img src={item.thumbnail_url} alt="" className={styles.uploadThumb} loading="lazy" />
            <span>{t('uploads.revision', { number: item.revision + 1 })}</span>
            <ContentStatusBadge status={item.status} />
            <span className={styles.muted}>{formatDateTime(item.created_at, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FeedbackHistory({ feedback }: { feedback: OverviewDeal['feedback'] }) {
  const { t } = useTranslation('dealOverview');
  const { locale } = useLanguage();
  return (
    <section className={styles.panel} aria-labelledby="feedback-title">
      <h2 id="feedback-title" className={styles.panelTitle}>
        {t('feedback.title')}
      </h2>
      {feedback.length === 0 ? (
        <p className={styles.muted}>{t('feedback.none')}</p>
      ) : (
        <ul className={styles.list}>
          {feedback.map((entry) => (
            <li key={entry.id} className={styles.listItem}>
              <strong>{t('feedback.revision', { number: entry.revision })}</strong>
              <span className={styles.muted}>{formatDateTime(entry.at, locale)}</span>
              <blockquote className={styles.quote}>{entry.feedback}</blockquote>
              {entry.missing_must_haves.length > 0 ? (
                <span className={styles.muted}>
                  {t('feedback.missing', { tags: entry.missing_must_haves.join(', ') })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function History({ history }: { history: OverviewDeal['history'] }) {
  const { t } = useTranslation('dealOverview');
  const { locale } = useLanguage();
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.panelTitle}>
        {t('history.title')}
      </h2>
      <ol className={styles.list}>
        {history.map((entry) => (
          <li key={entry.id} className={styles.historyItem}>
            <span>
              {entry.event in DEAL_EVENT_LABELS
                ? t(`deals:event.${DEAL_EVENT_LABELS[entry.event as DealEventType]}`)
                : entry.event}
            </span>
            <span className={styles.muted}>
              {t(`history.by.${entry.by}`, { defaultValue: entry.by })} · {formatDateTime(entry.at, locale)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const COST_LINES = [
  'creator_fee',
  'duration_extra',
  'pro_surcharge',
  'product_price',
  'taxes',
  'shipping',
  'platform_fee',
] as const;

export function Cost({ cost }: { cost: OverviewDeal['cost'] }) {
  const { t } = useTranslation('dealOverview');
  const { locale } = useLanguage();
  return (
    <section className={styles.panel} aria-labelledby="cost-title">
      <h2 id="cost-title" className={styles.panelTitle}>
        {t('cost.title')}
      </h2>
      {COST_LINES.filter((line) => cost[line] !== 0).map((line) => (
        <div key={line} className={styles.costRow}>
          <span>{t(`cost.${line}`)}</span>
          <span>{formatMoney(cost[line], locale)}</span>
        </div>
      ))}
      <div className={styles.costTotal}>
        <span>{t('cost.total')}</span>
        <span>{formatMoney(cost.total, locale)}</span>
      </div>
    </section>
  );
}
