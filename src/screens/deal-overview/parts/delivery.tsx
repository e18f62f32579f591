/**
 * How the product reaches the creator. Refund delivery: what the creator buys and what they are refunded (the
 * product's price, taxes and shipping of the deal's cost). Shipping: where it goes once the creator accepted, where
 * it is, the carrier and its tracking number with a link to follow it, and Ship when it is the brand's turn.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { formatMoney } from '../../../domain/money';
import type { OverviewDeal } from '../../../machines/deal-overview-types';
import { AddressLines } from '../../shared/deals/shipping-address';
import { useLanguage } from '../../shared/app-context';
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
  const { locale } = useLanguage();
  const shipping = deal.delivery === 'shipping';
  const refunded = deal.cost.product_price + deal.cost.taxes + deal.cost.shipping;
  return (
    <section className={styles.panel} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.panelTitle}>
        {t('delivery.title')}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('delivery.method')}</dt>
        <dd className={styles.definition}>
          {shipping
            ? t('delivery.shipping')
            : t('delivery.refundOf', { product: deal.product.name, amount: formatMoney(refunded, locale) })}
        </dd>
        {shipping ? (
          <>
            <dt className={styles.term}>{t('delivery.address')}</dt>
            <dd className={styles.definition}>
              {deal.shipping_address ? (
                <AddressLines address={deal.shipping_address} locale={locale} className={styles.address} />
              ) : (
                t('delivery.addressLater')
              )}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('delivery.status')}</dt>
        <dd className={styles.definition}>{t(`deals:delivery.${deal.delivery_status}`)}</dd>
        {shipping ? (
          <>
            <dt className={styles.term}>{t('delivery.carrier')}</dt>
            <dd className={styles.definition}>
              {deal.carrier ? t(`carriers.${deal.carrier}`) : t('delivery.none')}
            </dd>
            <dt className={styles.term}>{t('delivery.tracking')}</dt>
            <dd className={styles.definition}>
              {deal.tracking_number && deal.tracking_url ? (
                <a href={deal.tracking_url} target="_blank" rel="noopener noreferrer">
                  {t('delivery.follow', { number: deal.tracking_number })}
                </a>
              ) : (
                (deal.tracking_number ?? t('delivery.none'))
              )}
            </dd>
          </>
        ) : null}
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
