/**
 * The end of the wizard: the campaign is submitted and awaits approval. The page follows the campaign: each live
 * notice (staff approving it sends one) loads it again, and once it is active and has places left, "Find creators"
 * leads straight to discovery.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { ButtonLink, EmptyState, IconCheckCircle } from '../../../ui';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';
import { useCompany } from '../../shared/app-context';
import { useCampaign } from '../../shared/campaigns/use-campaign';

export function CreatedStep({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation('campaignCreation');
  const campaign = useSelector(actor, (s) => s.context.campaign);
  return campaign ? (
    <SentCampaign id={campaign.id} name={campaign.name} />
  ) : (
    <EmptyState
      bordered
      icon={<IconCheckCircle size={24} />}
      title={t('created.title')}
      actions={<ListingLink />}
    />
  );
}

function ListingLink() {
  const { t } = useTranslation('campaignCreation');
  return (
    <ButtonLink href="/campaigns?tab=pending_admin_approval" variant="secondary">
      {t('created.listing')}
    </ButtonLink>
  );
}

function SentCampaign({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('campaignCreation');
  const { campaign, reload } = useCampaign(id);
  // The account is read again on every live notice: the campaign with it, so an approval shows at once.
  const company = useCompany();
  useEffect(() => reload(), [company]);
  const hiring = campaign?.status === 'active' && campaign.deals_hired < campaign.deals;
  return (
    <EmptyState
      bordered
      icon={<IconCheckCircle size={24} />}
      title={t('created.title')}
      description={hiring ? t('created.approved', { name }) : t('created.text', { name })}
      actions={
        <>
          {hiring ? (
            <ButtonLink href={`/campaign/${id}/creators-discovery`}>{t('created.findCreators')}</ButtonLink>
          ) : null}
          <ButtonLink href={`/campaign/${id}`} variant={hiring ? 'secondary' : 'primary'}>
            {t('created.open')}
          </ButtonLink>
          {hiring ? null : <ListingLink />}
        </>
      }
    />
  );
}
