/** How the product reaches the creator: the method, where it is, the tracking number, and Ship when it is the brand's. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import type { OverviewDeal } from '../../../machines/deal-overview';
import * as styles from '../deal-overview.css';

export function Delivery({
  deal,
  canShip,
  canCancel,
  onShip,
  onCancel,
}: {
  deal: OverviewDeal;
  canShip: boolean;
  canCancel: boolean;
  onShip: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dealOverview');
  return (
    <section className={styles.panel} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.panelTitle}>
        {t('delivery.title')}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('delivery.method')}</dt>
        <dd className={styles.definition}>
          {t(`delivery.${deal.delivery === 'shipping' ? 'shipping' : 'refund'}`)}
        </dd>
        <dt className={styles.term}>{t('delivery.status')}</dt>
        <dd className={styles.definition}>{t(`deals:delivery.${deal.delivery_status}`)}</dd>
        <dt className={styles.term}>{t('delivery.tracking')}</dt>
        <dd className={styles.definition}>{deal.tracking_number ?? t('delivery.none')}</dd>
      </dl>
      {canShip || canCancel ? (
        <div className={styles.actions}>
          {canShip ? <Button onClick={onShip}>{t('delivery.ship')}</Button> : null}
          {canCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('cancel.action')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
