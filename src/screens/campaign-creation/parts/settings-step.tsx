/**
 * Step 2: name, brand, products (as many as the kind allows) with the deals of each, delivery with the refund's
 * compensation, the number of deals (a package size for product packages), the creator tier and the category; the
 * price so far beside it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Field, Select, TextInput } from '../../../ui';
import { CAMPAIGN_NAME, DELIVERY_METHODS, type CampaignDraft } from '../../../domain/campaign';
import {
  CREATOR_CATEGORIES,
  CREATOR_TIERS,
  DEAL_PACKAGES,
  MAX_DEALS,
  PRO_TIER_SURCHARGE_CENTS,
} from '../../../domain/constants';
import { formatAmount, formatMoney, parseMoney } from '../../../domain/money';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import { dealsOf } from '../../../machines/campaign-wizard-steps';
import { useLanguage } from '../../shared/app-context';
import { AmountField } from '../../shared/amount-field';
import { errorOf, useWizard } from './wizard-view';
import { StepActions } from './step-actions';
import { SettingsProducts } from './settings-products';
import { RunningPrice } from './running-price';
import * as styles from '../campaign-creation.css';

/** A compensation amount typed in the active language, kept in the draft as cents (undefined while unreadable). */
function useAmount(cents: number | undefined, locale: string, set: (cents: number | undefined) => void) {
  const [text, setText] = useState(() => (cents === undefined ? '' : formatAmount(cents, locale)));
  return {
    text,
    onChange: (value: string) => {
      setText(value);
      const read = parseMoney(value, locale);
      set(read.ok ? read.cents : undefined);
    },
  };
}

export function SettingsStep({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation(['campaignCreation', 'products']);
  const { locale } = useLanguage();
  const { draft, fields, options, change } = useWizard(actor);
  const kind = draft.kind ?? 'ugc_image';
  const deals = dealsOf(draft);
  const taxes = useAmount(draft.taxes_cents, locale, (taxes_cents) => change({ taxes_cents }));
  const shipping = useAmount(draft.shipping_cents, locale, (shipping_cents) => change({ shipping_cents }));

  const error = (name: string) => errorOf(t, fields, name);

  return (
    <div className={styles.summaryColumns}>
      <Card padding="lg" className={styles.card}>
        <h2 className={styles.kindTitle}>{t(`settings.titles.${kind}`)}</h2>
        <div className={styles.grid}>
          <Field label={t('settings.name')} error={error('name')} required className={styles.wide}>
            <TextInput
              value={draft.name ?? ''}
              maxLength={CAMPAIGN_NAME.max}
              onChange={(event) => change({ name: event.target.value })}
            />
          </Field>
          <Field label={t('settings.brand')} error={error('brand_id')} required>
            <Select
              value={draft.brand_id ?? ''}
              placeholder={t('settings.chooseBrand')}
              options={(options?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name }))}
              onChange={(event) => change({ brand_id: event.target.value, products: [] })}
            />
          </Field>
          <Field label={t('settings.category')} error={error('category')} required>
            <Select
              value={draft.category ?? ''}
              placeholder={t('settings.chooseCategory')}
              options={CREATOR_CATEGORIES.map((category) => ({
                value: category,
                label: t(`products:categories.${category}`),
              }))}
              onChange={(event) => change({ category: event.target.value as CampaignDraft['category'] })}
            />
          </Field>
          <Field
            label={t('settings.deals')}
            hint={
              kind === 'product_package'
                ? t('settings.dealsPackage')
                : t('settings.dealsHint', { max: MAX_DEALS })
            }
            error={error('deals')}
            required
          >
            {kind === 'product_package' ? (
              <Select
                value={String(deals)}
                options={DEAL_PACKAGES.map((size) => ({
                  value: String(size),
                  label: t('settings.package', { count: size }),
                }))}
                onChange={(event) => change({ deals: Number(event.target.value) })}
              />
            ) : (
              <TextInput
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_DEALS}
                value={String(deals)}
                onChange={(event) => change({ deals: Math.trunc(Number(event.target.value) || 0) })}
              />
            )}
          </Field>
          <Field label={t('settings.tier')} error={error('creator_tier')} required>
            <Select
              value={draft.creator_tier ?? ''}
              placeholder={t('settings.chooseTier')}
              options={CREATOR_TIERS.map((tier) => ({
                value: tier,
                label: t(`tiers.${tier}`, { price: formatMoney(PRO_TIER_SURCHARGE_CENTS, locale) }),
              }))}
              onChange={(event) => change({ creator_tier: event.target.value as 'basic' | 'pro' })}
            />
          </Field>
          <SettingsProducts actor={actor} />
          <Field
            label={t('settings.delivery')}
            hint={draft.delivery ? t(`delivery.${draft.delivery}Hint`) : undefined}
            error={error('delivery')}
            required
            className={styles.wide}
          >
            <Select
              value={draft.delivery ?? ''}
              placeholder={t('settings.chooseDelivery')}
              options={DELIVERY_METHODS.map((delivery) => ({
                value: delivery,
                label: t(`delivery.${delivery}`),
              }))}
              onChange={(event) => change({ delivery: event.target.value as CampaignDraft['delivery'] })}
            />
          </Field>
          {draft.delivery === 'refund' ? (
            <>
              <AmountField
                label={t('settings.taxes')}
                hint={t('settings.compensationHint')}
                value={taxes.text}
                onChange={taxes.onChange}
                error={fields.taxes_cents}
                required
              />
              <AmountField
                label={t('settings.shipping')}
                hint={t('settings.compensationHint')}
                value={shipping.text}
                onChange={shipping.onChange}
                error={fields.shipping_cents}
                required
              />
            </>
          ) : null}
        </div>
        <StepActions actor={actor} />
      </Card>
      <RunningPrice actor={actor} />
    </div>
  );
}
