/**
 * Step 4: every answer with an Edit link to its step, the price line by line, and payment: the wallet (its balance; when short, a top-up that comes straight
 * back here with nothing lost) or a saved card (or adding one, coming back the same way). Submitting opens the
 * confirmation that the campaign goes live within 24 hours.
 */
import { FitCount } from './fit-count';
import { SummaryAnswers } from './summary-answers';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Button, Card, Field, Modal, Select } from '../../../ui';
import { CARD_FEE_PERCENT } from '../../../domain/ledger';
import { TOP_UP_MIN_CENTS } from '../../../domain/billing';
import { formatMoney } from '../../../domain/money';
import { priceOfDraft, type CampaignWizardActor } from '../../../machines/campaign-wizard';
import { CAMPAIGN_TOTAL_MAX_CENTS, isWithinCampaignCeiling } from '../../../domain/pricing';
import { useLanguage } from '../../shared/app-context';
import { failureMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import { errorOf, useWizard } from './wizard-view';
import { PriceBreakdown } from '../../shared/campaigns/price-breakdown';
import * as styles from '../campaign-creation.css';

const RETURN = '/campaign/creation/summary';

export function SummaryStep({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation('campaignCreation');
  const { locale } = useLanguage();
  const { draft, fields, options, change } = useWizard(actor);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirmed = useSelector(actor, (s) => s.matches('confirmed'));
  const error = useSelector(actor, (s) => s.context.error);
  const price = priceOfDraft(draft, options);
  const method = draft.payment_method ?? 'wallet';
  const cards = options?.cards ?? [];
  const cardId = draft.card_id ?? cards.find((card) => card.is_default)?.id ?? cards[0]?.id;
  const balance = options?.balance ?? 0;
  const missing = price ? Math.max(0, price.total - balance) : 0;
  // The wallet takes top-ups from its minimum up: a smaller shortfall is topped up by that minimum.
  const topUp = Math.max(missing, TOP_UP_MIN_CENTS);
  const names = new Map((options?.products ?? []).map((product) => [product.id, product.name]));
  const failure = failureMessage(t, error) ?? errorOf(t, fields, 'card_id');
  const tooLarge = price !== null && !isWithinCampaignCeiling(price);

  return (
    <div className={styles.summaryColumns}>
      <Card padding="lg" className={styles.card}>
        <h2 className={styles.kindTitle}>{t('summary.title', { name: draft.name ?? '' })}</h2>
        <SummaryAnswers actor={actor} />
        {price ? <PriceBreakdown price={price} names={names} /> : null}
      </Card>
      <Card padding="lg" className={styles.card}>
        <h2 className={styles.kindTitle}>{t('summary.payment')}</h2>
        <div className={styles.payment}>
          <Field label={t('summary.method')}>
            <Select
              value={method}
              options={[
                { value: 'wallet', label: t('summary.wallet', { balance: formatMoney(balance, locale) }) },
                { value: 'card', label: t('summary.card', { percent: CARD_FEE_PERCENT }) },
              ]}
              onChange={(event) =>
                change({
                  payment_method: event.target.value as 'wallet' | 'card',
                  ...(event.target.value === 'card' && cardId ? { card_id: cardId } : {}),
                })
              }
            />
          </Field>
          {method === 'wallet' ? (
            missing > 0 ? (
              <p className={styles.note}>
                {t('summary.short', { missing: formatMoney(missing, locale) })}{' '}
                <Link href={`/wallet?topUp=${topUp}&return=${encodeURIComponent(RETURN)}`}>
                  {t('summary.topUp', { missing: formatMoney(topUp, locale) })}
                </Link>
              </p>
            ) : (
              <p className={styles.note}>{t('summary.walletEnough')}</p>
            )
          ) : cards.length > 0 ? (
            <Field label={t('summary.savedCard')}>
              <Select
                value={cardId ?? ''}
                options={cards.map((card) => ({
                  value: card.id,
                  label: t('summary.cardLabel', { brand: card.brand.toUpperCase(), last4: card.last4 }),
                }))}
                onChange={(event) => change({ card_id: event.target.value })}
              />
            </Field>
          ) : (
            <p className={styles.note}>{t('summary.noCards')}</p>
          )}
          {method === 'card' ? (
            <Link href={`/account/payment-methods?return=${encodeURIComponent(RETURN)}`}>
              {t('summary.addCard')}
            </Link>
          ) : null}
          {tooLarge ? (
            <p className={styles.note} role="alert">
              {t('summary.tooLarge', { max: formatMoney(CAMPAIGN_TOTAL_MAX_CENTS, locale) })}
            </p>
          ) : null}
          <FitCount actor={actor} />
          <FormAlert tone="error">{failure}</FormAlert>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'wizard.back' })}>
              {t('back')}
            </Button>
            <Button
              loading={busy}
              disabled={tooLarge || (method === 'wallet' && missing > 0) || (method === 'card' && !cardId)}
              onClick={() => {
                if (method === 'card' && cardId && draft.card_id !== cardId) change({ card_id: cardId });
                actor.send({ type: 'wizard.submit' });
              }}
            >
              {price
                ? t('summary.submit', { total: formatMoney(price.total, locale) })
                : t('summary.submitPlain')}
            </Button>
          </div>
        </div>
      </Card>
      <Modal
        open={confirmed}
        onClose={() => actor.send({ type: 'wizard.close' })}
        title={t('confirm.title')}
        description={t('confirm.text')}
        closeLabel={t('confirm.close')}
        footer={<Button onClick={() => actor.send({ type: 'wizard.close' })}>{t('confirm.ok')}</Button>}
      />
    </div>
  );
}
