/**
 * CampaignProducts (/campaign/:campaignId): the campaign's status with pause, resume and deactivate, its
 * settings, its frozen price, its status history and its products. Another company's id shows not-found.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  EmptyState,
  IconArrowLeft,
  IconWarning,
  LoadingOverlay,
  Modal,
  PageHeader,
} from '../../ui';
import { useFlow, useFlowOptions } from '../shared/app-context';
import { failureMessage } from '../shared/form-errors';
import { FormAlert } from '../shared/form-alert';
import { CampaignStatus } from '../shared/campaigns/campaign-status';
import { PriceBreakdown } from '../shared/campaigns/price-breakdown';
import { useCampaign } from '../shared/campaigns/use-campaign';
import { CampaignSettings } from './parts/campaign-settings';
import { StatusHistory } from './parts/status-history';
import * as styles from './campaign-products.css';

export function CampaignProductsScreen({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaigns');
  const { campaign, loading, failed, reload } = useCampaign(campaignId);
  const status = useActorRef(useFlow('campaignStatus').provide({ actions: { changed: () => reload() } }), {
    ...useFlowOptions(),
    input: { id: campaignId },
  });
  const busy = useSelector(status, (s) => s.hasTag('busy'));
  const confirming = useSelector(status, (s) => s.hasTag('confirming'));
  const error = useSelector(status, (s) => s.context.error);

  const back = (
    <Link href="/campaigns" className={styles.back}>
      <IconArrowLeft size={16} />
      {t('page.back')}
    </Link>
  );
  if (loading) return <LoadingOverlay variant="inline" label={t('page.loading')} />;
  if (failed || !campaign)
    return (
      <div className={styles.screen}>
        {back}
        <EmptyState icon={<IconWarning size={24} />} title={t('page.notFound')} bordered />
      </div>
    );

  const names = new Map(campaign.products.map((item) => [item.product.id, item.product.name]));
  return (
    <div className={styles.screen}>
      {back}
      <PageHeader
        title={campaign.name}
        description={<CampaignStatus status={campaign.status} />}
        actions={
          <div className={styles.actions}>
            {campaign.status === 'active' ? (
              <Button
                variant="secondary"
                loading={busy}
                onClick={() => status.send({ type: 'status.pause' })}
              >
                {t('page.pause')}
              </Button>
            ) : null}
            {campaign.status === 'paused' ? (
              <Button
                variant="secondary"
                loading={busy}
                onClick={() => status.send({ type: 'status.resume' })}
              >
                {t('page.resume')}
              </Button>
            ) : null}
            {campaign.status === 'active' || campaign.status === 'paused' ? (
              <Button variant="danger" onClick={() => status.send({ type: 'status.deactivate' })}>
                {t('page.deactivate')}
              </Button>
            ) : null}
          </div>
        }
      />
      <FormAlert tone="error">{failureMessage(t, error)}</FormAlert>
      <div className={styles.columns}>
        <Card padding="lg" className={styles.card}>
          <h2 className={styles.heading}>{t('page.products')}</h2>
          <ul className={styles.list}>
            {campaign.products.map((item) => (
              <li key={item.product.id}>
                <Link href={`/campaign/${campaign.id}/product/${item.product.id}`}>{item.product.name}</Link>{' '}
                <span className={styles.muted}>{t('page.productDeals', { count: item.deals })}</span>
              </li>
            ))}
          </ul>
          <h2 className={styles.heading}>{t('page.settings')}</h2>
          <CampaignSettings campaign={campaign} />
        </Card>
        <div className={styles.side}>
          <Card padding="lg" className={styles.card}>
            <h2 className={styles.heading}>{t('page.price')}</h2>
            <PriceBreakdown price={campaign.price} names={names} />
          </Card>
          <Card padding="lg" className={styles.card}>
            <h2 className={styles.heading}>{t('page.history')}</h2>
            <StatusHistory campaign={campaign} />
          </Card>
        </div>
      </div>
      <Modal
        open={confirming}
        tone="danger"
        onClose={() => status.send({ type: 'status.cancel' })}
        title={t('page.deactivateTitle', { name: campaign.name })}
        description={t('page.deactivateText')}
        closeLabel={t('page.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => status.send({ type: 'status.cancel' })}>
              {t('page.cancel')}
            </Button>
            <Button variant="danger" onClick={() => status.send({ type: 'status.confirm' })}>
              {t('page.deactivate')}
            </Button>
          </>
        }
      />
    </div>
  );
}
