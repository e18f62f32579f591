/**
 * The summary's answers (issue 22): the kind, the settings (brand, products with their deals, delivery, tier,
 * category) and the parameters (targeting, must-haves, brief, format, duration), each step's group with an Edit link
 * to it; the address moves, and the wizard goes back to that step with nothing lost.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMoney } from '../../../domain/money';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import { useLanguage } from '../../shared/app-context';
import { useWizard } from './wizard-view';
import * as styles from '../campaign-creation.css';

type Row = [label: string, value: string];

export function SummaryAnswers({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation(['campaignCreation', 'campaigns', 'products']);
  const { locale } = useLanguage();
  const { draft, options } = useWizard(actor);
  const field = (key: string) => t(`campaigns:page.fields.${key}`);
  const list = (key: string, values: readonly string[] | undefined) =>
    (values ?? []).map((value) => t(`campaignCreation:${key}.${value}`)).join(', ');
  const products = new Map((options?.products ?? []).map((product) => [product.id, product.name]));
  const brand = options?.brands.find((entry) => entry.id === draft.brand_id)?.name ?? '';
  const groups: Array<{ step: 'type' | 'settings' | 'parameters'; rows: Row[] }> = [
    { step: 'type', rows: [[field('kind'), draft.kind ? t(`campaigns:kinds.${draft.kind}`) : '']] },
    {
      step: 'settings',
      rows: [
        [field('brand'), brand],
        [
          t('campaigns:page.products'),
          (draft.products ?? [])
            .map((item) =>
              t('campaignCreation:summary.productDeals', {
                product: products.get(item.product_id) ?? '',
                count: item.deals,
              }),
            )
            .join(', '),
        ],
        [
          field('delivery'),
          draft.delivery === 'refund'
            ? `${t('campaignCreation:delivery.refund')} (${formatMoney(draft.taxes_cents ?? 0, locale)} + ${formatMoney(draft.shipping_cents ?? 0, locale)})`
            : draft.delivery
              ? t('campaignCreation:delivery.shipping')
              : '',
        ],
        [
          field('tier'),
          draft.creator_tier
            ? t(`campaignCreation:tiers.${draft.creator_tier}`, { price: '' }).replace(/\s*\(.*\)$/, '')
            : '',
        ],
        [field('category'), draft.category ? t(`products:categories.${draft.category}`) : ''],
      ],
    },
    {
      step: 'parameters',
      rows: [
        [field('ages'), list('ages', draft.ages)],
        [field('genders'), list('genders', draft.genders)],
        [field('ethnicities'), list('ethnicities', draft.ethnicities)],
        [field('mustHaves'), (draft.must_haves ?? []).join(', ')],
        [field('format'), draft.format ? t(`campaignCreation:formats.${draft.format}`) : ''],
        ...(draft.video_duration
          ? ([[field('duration'), t(`campaignCreation:durations.${draft.video_duration}`)]] as Row[])
          : []),
        [field('brief'), draft.content_brief ?? ''],
      ],
    },
  ];
  return (
    <div className={styles.answers}>
      {groups.map(({ step, rows }) => {
        const name = t(`campaignCreation:steps.${step}`);
        return (
          <section key={step} className={styles.answerGroup} aria-label={name}>
            <div className={styles.answerHead}>
              <h3 className={styles.answerTitle}>{name}</h3>
              <Link
                href={`/campaign/creation/${step}`}
                aria-label={t('campaignCreation:summary.editStep', { step: name })}
              >
                {t('campaignCreation:summary.edit')}
              </Link>
            </div>
            <dl className={styles.answerTerms}>
              {rows.map(([label, value]) => (
                <div key={label} className={label === field('brief') ? styles.answerWide : styles.answerTerm}>
                  <dt className={styles.note}>{label}</dt>
                  <dd className={styles.answerValue}>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
