/** Every line of the price: per deal for each product, then summed over the campaign, with the card fee. */
import { useTranslation } from 'react-i18next';
import type { CampaignPrice, DealPrice } from '../../../domain/pricing';
import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../app-context';
import * as styles from './price-breakdown.css';

const DEAL_LINES: Array<keyof DealPrice> = [
  'creator_fee',
  'duration_extra',
  'pro_surcharge',
  'product_price',
  'taxes',
  'shipping',
  'platform_fee',
];

const TOTAL_LINES = [
  ['creator_fees', 'creator_fee'],
  ['duration_extras', 'duration_extra'],
  ['pro_surcharges', 'pro_surcharge'],
  ['product_prices', 'product_price'],
  ['taxes', 'taxes'],
  ['shipping', 'shipping'],
  ['platform_fees', 'platform_fee'],
] as const;

export function PriceBreakdown({ price, names }: { price: CampaignPrice; names: Map<string, string> }) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <>
      {price.lines.map((line) => (
        <table key={line.product_id} className={styles.priceTable}>
          <caption className={styles.legend}>
            {t('price.perDeal', { product: names.get(line.product_id) ?? '', count: line.deals })}
          </caption>
          <tbody>
            {DEAL_LINES.filter((key) => line.per_deal[key] > 0 || key === 'creator_fee').map((key) => (
              <tr key={key}>
                <th scope="row" className={styles.priceLabel}>
                  {t(`lines.${key}`)}
                </th>
                <td className={styles.priceCell}>{money(line.per_deal[key])}</td>
              </tr>
            ))}
            <tr className={styles.totalRow}>
              <th scope="row" className={styles.priceLabel}>
                {t('price.dealTotal')}
              </th>
              <td className={styles.priceCell}>{money(line.per_deal.total)}</td>
            </tr>
          </tbody>
        </table>
      ))}
      <table className={styles.priceTable}>
        <caption className={styles.legend}>{t('price.campaignTotal', { count: price.deals })}</caption>
        <tbody>
          {TOTAL_LINES.filter(([key]) => price[key] > 0 || key === 'creator_fees').map(([key, label]) => (
            <tr key={key}>
              <th scope="row" className={styles.priceLabel}>
                {t(`lines.${label}`)}
              </th>
              <td className={styles.priceCell}>{money(price[key])}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={styles.priceLabel}>
              {t('lines.subtotal')}
            </th>
            <td className={styles.priceCell}>{money(price.subtotal)}</td>
          </tr>
          {price.card_fee > 0 ? (
            <tr>
              <th scope="row" className={styles.priceLabel}>
                {t('lines.card_fee')}
              </th>
              <td className={styles.priceCell}>{money(price.card_fee)}</td>
            </tr>
          ) : null}
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.priceLabel}>
              {t('lines.total')}
            </th>
            <td className={styles.priceCell}>{money(price.total)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
