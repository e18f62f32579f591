/** The end of the wizard: the campaign is submitted and awaits approval. */
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { ButtonLink, EmptyState, IconCheckCircle } from '../../../ui';
import type { CampaignWizardActor } from '../../../machines/campaign-wizard';

export function CreatedStep({ actor }: { actor: CampaignWizardActor }) {
  const { t } = useTranslation('campaignCreation');
  const campaign = useSelector(actor, (s) => s.context.campaign);
  return (
    <EmptyState
      bordered
      icon={<IconCheckCircle size={24} />}
      title={t('created.title')}
      description={t('created.text', { name: campaign?.name ?? '' })}
      actions={
        <>
          {campaign ? <ButtonLink href={`/campaign/${campaign.id}`}>{t('created.open')}</ButtonLink> : null}
          <ButtonLink href="/campaigns?tab=pending_admin_approval" variant="secondary">
            {t('created.listing')}
          </ButtonLink>
        </>
      }
    />
  );
}
