/**
 * CampaignOverview (/campaign/:campaignId/product/:productId): one product of a campaign with what one of its
 * deals costs and its deal slots (a creator fills a slot once hired, issue 14). Another company's campaign, or a
 * product not in it, shows not-found.
 */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  Card,
  EmptyState,
  IconArrowLeft,
  IconWarning,
  LoadingOverlay,
  PageHeader,
} from '../../ui';
import { formatMoney } from '../../domain/money';
import { useLanguage } from '../shared/app-context';
import { CampaignStatus } from '../shared/campaigns/campaign-status';
import { useCampaign } from '../shared/campaigns/use-campaign';
import * as styles from './campaign-overview.css';

export function CampaignOverviewScreen({ campaignId, productId }: { campaignId: string; productId: string }) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const { campaign, loading, failed } = useCampaign(campaignId);
  if (loading) return <LoadingOverlay variant="inline" label={t('page.loading')} />;
  const item = campaign?.products.find((entry) => entry.product.id === productId);
  const line = campaign?.price.lines.find((entry) => entry.product_id === productId);
  const back = (
    <Link href={campaign ? `/campaign/${campaign.id}` : '/campaigns'} className={styles.back}>
      <IconArrowLeft size={16} />
      {campaign ? t('overview.backToCampaign') : t('page.back')}
    </Link>
  );
  if (failed || !campaign || !item)
    return (
      <div className={styles.screen}>
        {back}
        <EmptyState icon={<IconWarning size={24} />} title={t('overview.notFound')} bordered />
      </div>
    );
  return (
    <div className={styles.screen}>
      {back}
      <PageHeader
        title={t('overview.title', { product: item.product.name, campaign: campaign.name })}
        description={<CampaignStatus status={campaign.status} />}
        actions={
          campaign.status === 'active' && campaign.deals_hired < campaign.deals ? (
            <ButtonLink component={Link} href={`/campaign/${campaign.id}/creators-discovery`}>
              {t('page.findCreators')}
            </ButtonLink>
          ) : undefined
        }
      />
      <Card padding="lg" className={styles.card}>
        <p className={styles.muted}>
          {t('overview.price')}: {formatMoney(line?.per_deal.total ?? 0, locale)}
        </p>
        <h2 className={styles.heading}>{t('overview.slots')}</h2>
        <ol className={styles.slots}>
          {Array.from({ length: item.deals }, (_, index) => (
            <li key={index} className={styles.slot}>
              <strong>{t('overview.slot', { number: index + 1 })}</strong>
              <span className={styles.muted}>{t('overview.open')}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
