/**
 * The price beside the settings as they are filled (issue 22): the summary's own function (priceOfDraft), so the
 * same numbers, following the deals, the products' split, the delivery and the tier as they change.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui';
import { isVideoKind } from '../../../domain/campaign';
import { formatMoney } from '../../../domain/money';
import { priceOfDraft, type CampaignWizardActor } from '../../../machines/campaign-wizard';
import { useLanguage } from '../../shared/app-context';
import { useWizard } from './wizard-view';
import * as styles from '../campaign-creation.css';

export function RunningPrice({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation(['campaignCreation', 'campaigns']);
  const { locale } = useLanguage();
  const { draft, options } = useWizard(actor);
  const titleId = useId();
  const price = priceOfDraft(draft, options);
  const names = new Map((options?.products ?? []).map((product) => [product.id, product.name]));
  const money = (cents: number) => formatMoney(cents, locale);

  return (
    <Card as="aside" padding="lg" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.kindTitle}>
        {t('price.title')}
      </h2>
      <div aria-live="polite" className={styles.runningPrice}>
        {price && price.lines.length > 0 ? (
          <table className={styles.priceLines}>
            <tbody>
              {price.lines.map((line) => (
                <tr key={line.product_id}>
                  <th scope="row">
                    {t('price.line', {
                      product: names.get(line.product_id) ?? '',
                      count: line.deals,
                      each: money(line.per_deal.total),
                    })}
                  </th>
                  <td>{money(line.total)}</td>
                </tr>
              ))}
              {price.card_fee > 0 ? (
                <tr>
                  <th scope="row">{t('campaigns:lines.card_fee')}</th>
                  <td>{money(price.card_fee)}</td>
                </tr>
              ) : null}
              <tr className={styles.priceTotal}>
                <th scope="row">{t('price.total')}</th>
                <td>{money(price.total)}</td>
              </tr>
            </tbody>
          </table>
        ) : (
          <p className={styles.note}>{t('price.incomplete')}</p>
        )}
        {draft.kind && isVideoKind(draft.kind) && !draft.video_duration ? (
          <p className={styles.note}>{t('price.duration')}</p>
        ) : null}
      </div>
    </Card>
  );
}
