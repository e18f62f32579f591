/**
 * A rejected campaign's reason, on top of its page (issue 22), with "Edit and resubmit": the wizard opens on a copy
 * of it (the campaign status machine's `resubmit`); its payment already came back, so it is paid once again.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import type { LoadedCampaign } from '../../shared/campaigns/use-campaign';
import * as styles from '../campaign-products.css';

export function RejectionNotice({
  campaign,
  busy,
  onResubmit,
}: {
  campaign: LoadedCampaign;
  busy: boolean;
  onResubmit: () => void;
}) {
  const { t } = useTranslation('campaigns');
  if (campaign.status !== 'rejected') return null;
  const reason = [...campaign.status_history]
    .reverse()
    .find((change) => change.status === 'rejected')?.reason;
  return (
    <section className={styles.rejection} aria-labelledby="campaign-rejection-title">
      <h2 id="campaign-rejection-title" className={styles.heading}>
        {t('page.rejectedTitle')}
      </h2>
      {reason ? <p className={styles.rejectionReason}>{t('page.reason', { reason })}</p> : null}
      <p className={styles.rejectionText}>{t('page.rejectedText')}</p>
      <Button loading={busy} onClick={onResubmit}>
        {t('page.resubmit')}
      </Button>
    </section>
  );
}
