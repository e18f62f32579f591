/** Each status the campaign has had, who changed it and when, with a rejection's reason; and how it was paid. */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../../shared/app-context';
import { CampaignStatus } from '../../shared/campaigns/campaign-status';
import type { LoadedCampaign } from '../../shared/campaigns/use-campaign';
import * as styles from '../campaign-products.css';

export function StatusHistory({ campaign }: { campaign: LoadedCampaign }) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <ol className={styles.history}>
        {campaign.status_history.map((change) => (
          <li key={`${change.status}-${change.created_at}`} className={styles.historyItem}>
            <CampaignStatus status={change.status} />{' '}
            <span className={styles.muted}>
              {date.format(new Date(change.created_at))} · {t(`page.by.${change.by}`)}
            </span>
            {change.reason ? (
              <p className={styles.muted}>{t('page.reason', { reason: change.reason })}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <p className={styles.muted}>
        {t('page.paid', { method: campaign.payment_card ?? t('page.wallet') })}
        {campaign.refunded > 0
          ? ` · ${t('page.refunded', { amount: formatMoney(campaign.refunded, locale) })}`
          : ''}
      </p>
    </>
  );
}
