/**
 * The settings step's products (issue 22): the chosen brand's products (a radio group where the kind allows one,
 * checkboxes up to its maximum otherwise) and, for each chosen product, how many of the campaign's deals feature
 * it, starting from the even split; how many deals they give out is said as it changes.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextInput } from '../../../ui';
import { Radio } from '../../../ui/inputs/radio';
import { maxProducts } from '../../../domain/campaign';
import { assignedDeals } from '../../../domain/deals-split';
import { formatMoney } from '../../../domain/money';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import { dealsOf } from '../../../machines/campaign-wizard-steps';
import { useLanguage } from '../../shared/app-context';
import { errorOf, useWizard } from './wizard-view';
import * as styles from '../campaign-creation.css';

export function SettingsProducts({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation(['campaignCreation', 'validation']);
  const { locale } = useLanguage();
  const { draft, fields, options } = useWizard(actor);
  const groupId = useId();
  const deals = dealsOf(draft);
  const max = maxProducts(draft.kind ?? 'ugc_image', deals);
  const single = max === 1;
  const chosen = draft.products ?? [];
  const shares = new Map(chosen.map((product) => [product.product_id, product.deals]));
  const products = draft.brand_id
    ? (options?.products ?? []).filter((product) => product.brand_id === draft.brand_id)
    : [];
  const assigned = assignedDeals(chosen);
  const error = errorOf(t, fields, 'products');
  const Choice = single ? Radio : Checkbox;
  const choose = (product_id: string, on: boolean) =>
    actor.send({ type: 'wizard.chooseProduct', product_id, chosen: on });

  return (
    <fieldset
      className={`${styles.products} ${styles.wide}`}
      role={single ? 'radiogroup' : undefined}
      aria-labelledby={`${groupId}-legend`}
    >
      <legend id={`${groupId}-legend`} className={styles.legend}>
        {single ? t('settings.product') : t('settings.products', { max })}
      </legend>
      {!draft.brand_id ? (
        <p className={styles.note}>{t('settings.brandFirst')}</p>
      ) : products.length === 0 ? (
        <p className={styles.note}>{t('settings.noProducts')}</p>
      ) : null}
      {products.map((product) => {
        const share = shares.get(product.id);
        return (
          <div key={product.id} className={styles.productRow}>
            <Choice
              name={single ? groupId : undefined}
              label={`${product.name} · ${formatMoney(product.price, locale)}`}
              checked={share !== undefined}
              disabled={!single && share === undefined && chosen.length >= max}
              onChange={(event) => choose(product.id, event.target.checked)}
            />
            {share !== undefined && !single ? (
              <span className={styles.productDeals}>
                <span aria-hidden="true">{t('settings.productDeals')}</span>
                <TextInput
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={deals}
                  aria-label={t('settings.productDealsOf', { product: product.name })}
                  className={styles.productDealsInput}
                  value={String(share)}
                  onChange={(event) =>
                    actor.send({
                      type: 'wizard.productDeals',
                      product_id: product.id,
                      deals: Number(event.target.value),
                    })
                  }
                />
              </span>
            ) : null}
          </div>
        );
      })}
      {!single && chosen.length > 0 ? (
        <p role="status" className={assigned === deals ? styles.note : styles.error}>
          {assigned === deals
            ? t('settings.splitDone', { count: deals })
            : t('settings.splitOff', { assigned, count: deals })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
