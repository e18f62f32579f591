/** What the brand chose in the wizard, as a list of terms and their values. */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../../shared/app-context';
import type { LoadedCampaign } from '../../shared/campaigns/use-campaign';
import * as styles from '../campaign-products.css';

export function CampaignSettings({ campaign }: { campaign: LoadedCampaign }) {
  const { t } = useTranslation(['campaigns', 'campaignCreation', 'products']);
  const { locale } = useLanguage();
  const list = (key: string, values: readonly string[]) =>
    values.map((value) => t(`campaignCreation:${key}.${value}`)).join(', ');
  const rows: Array<[string, string]> = [
    ['kind', t(`kinds.${campaign.kind}`)],
    ['brand', campaign.brand.name],
    [
      'delivery',
      campaign.delivery === 'refund'
        ? `${t('campaignCreation:delivery.refund')} (${formatMoney(campaign.taxes_cents ?? 0, locale)} + ${formatMoney(campaign.shipping_cents ?? 0, locale)})`
        : t('campaignCreation:delivery.shipping'),
    ],
    ['deals', t('hired', { hired: campaign.deals_hired, total: campaign.deals })],
    ['tier', t(`campaignCreation:tiers.${campaign.creator_tier}`, { price: '' }).replace(/\s*\(.*\)$/, '')],
    ['category', t(`products:categories.${campaign.category}`)],
    ['ages', list('ages', campaign.ages)],
    ['genders', list('genders', campaign.genders)],
    ['ethnicities', list('ethnicities', campaign.ethnicities)],
    ['mustHaves', campaign.must_haves.join(', ')],
    ['format', t(`campaignCreation:formats.${campaign.format}`)],
    ...(campaign.video_duration
      ? ([['duration', t(`campaignCreation:durations.${campaign.video_duration}`)]] as Array<
          [string, string]
        >)
      : []),
    ['brief', campaign.content_brief],
    ...(campaign.links.length > 0 ? ([['links', campaign.links.join(' ')]] as Array<[string, string]>) : []),
  ];
  return (
    <dl className={styles.terms}>
      {rows.map(([key, value]) => (
        <div key={key} className={key === 'brief' || key === 'links' ? styles.wideTerm : styles.term}>
          <dt className={styles.muted}>{t(`page.fields.${key}`)}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
