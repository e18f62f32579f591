/**
 * CampaignProducts (/campaign/:campaignId): the campaign's status with pause, resume, deactivate and cancel, its
 * settings, its frozen price, its status history and its products; a rejected one shows why on top, with "Edit and
 * resubmit" opening the wizard on a copy of it. Another company's id shows not-found.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  canTransition,
  type CampaignStatus as StatusOfCampaign,
  type CampaignTransition,
} from '../../domain/campaign';
import {
  Button,
  ButtonLink,
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
import { RejectionNotice } from './parts/rejection-notice';
import { ResubmissionLink } from './parts/resubmission-link';
import * as styles from './campaign-products.css';

export function CampaignProductsScreen({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaigns');
  const { campaign, loading, failed, reload } = useCampaign(campaignId);
  const [, navigate] = useLocation();
  const status = useActorRef(
    useFlow('campaignStatus').provide({
      actions: {
        changed: () => reload(),
        // The copy is the open draft: the wizard continues it from its settings.
        opened: () => navigate('/campaign/creation/settings'),
      },
    }),
    { ...useFlowOptions(), input: { id: campaignId } },
  );
  const busy = useSelector(status, (s) => s.hasTag('busy'));
  const confirming = useSelector(status, (s) => s.hasTag('confirming'));
  const change = useSelector(status, (s) => s.context.change);
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
  // The actions the company may take on the campaign now: the transitions the API allows it (one rule).
  const may = (transition: CampaignTransition) =>
    canTransition(transition, campaign.status as StatusOfCampaign, 'company');
  return (
    <div className={styles.screen}>
      {back}
      <PageHeader
        title={campaign.name}
        description={<CampaignStatus status={campaign.status} />}
        actions={
          <div className={styles.actions}>
            {campaign.status === 'active' && campaign.deals_hired < campaign.deals ? (
              <ButtonLink component={Link} href={`/campaign/${campaign.id}/creators-discovery`}>
                {t('page.findCreators')}
              </ButtonLink>
            ) : null}
            {may('pause') ? (
              <Button
                variant="secondary"
                loading={busy}
                onClick={() => status.send({ type: 'status.pause' })}
              >
                {t('page.pause')}
              </Button>
            ) : null}
            {may('resume') ? (
              <Button
                variant="secondary"
                loading={busy}
                onClick={() => status.send({ type: 'status.resume' })}
              >
                {t('page.resume')}
              </Button>
            ) : null}
            {may('cancel') ? (
              <Button variant="danger" onClick={() => status.send({ type: 'status.cancelCampaign' })}>
                {t('page.cancelCampaign')}
              </Button>
            ) : null}
            {may('deactivate') ? (
              <Button variant="danger" onClick={() => status.send({ type: 'status.deactivate' })}>
                {t('page.deactivate')}
              </Button>
            ) : null}
          </div>
        }
      />
      <ResubmissionLink campaign={campaign} />
      <RejectionNotice
        campaign={campaign}
        busy={busy}
        onResubmit={() => status.send({ type: 'status.resubmit' })}
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
        title={t(change === 'cancel' ? 'page.cancelTitle' : 'page.deactivateTitle', { name: campaign.name })}
        description={
          change !== 'cancel'
            ? t('page.deactivateText')
            : campaign.payment_card
              ? t('page.cancelToCard', { cents: campaign.spent, card: campaign.payment_card })
              : t('page.cancelToWallet', { cents: campaign.spent })
        }
        closeLabel={t('page.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => status.send({ type: 'status.cancel' })}>
              {t(change === 'cancel' ? 'page.keep' : 'page.cancel')}
            </Button>
            <Button variant="danger" onClick={() => status.send({ type: 'status.confirm' })}>
              {t(change === 'cancel' ? 'page.cancelCampaign' : 'page.deactivate')}
            </Button>
          </>
        }
      />
    </div>
  );
}
