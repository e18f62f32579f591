/**
 * The dashboard's active campaigns with places still to fill, each one click from its discovery ("Find
 * creators"); loaded again on every live notice (an approval sends one), and absent when none has a place left.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { CampaignsQuery } from '../../../graphql/generated/graphql';
import { resourceData } from '../../../machines/resource';
import { ButtonLink } from '../../../ui';
import { useCompany, useFlow, useFlowOptions } from '../../shared/app-context';
import * as styles from './awaiting-deals.css';

const pageOf = resourceData<CampaignsQuery['Campaigns']>();

export function HiringCampaigns() {
  const { t } = useTranslation('dashboard');
  const actor = useActorRef(useFlow('campaigns'), {
    ...useFlowOptions(),
    input: { input: { tab: 'active', page: 1 } },
  });
  const company = useCompany();
  useEffect(() => actor.send({ type: 'resource.reload' }), [company, actor]);
  const page = useSelector(actor, pageOf);
  const open = (page?.items ?? []).filter((campaign) => campaign.deals_hired < campaign.deals);
  if (open.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="hiring-campaigns-title">
      <div className={styles.head}>
        <h2 id="hiring-campaigns-title" className={styles.title}>
          {t('hiring.title')}
        </h2>
      </div>
      <ul className={styles.list}>
        {open.map((campaign) => (
          <li key={campaign.id} className={styles.row}>
            <span className={styles.muted}>
              {t('hiring.places', {
                name: campaign.name,
                left: campaign.deals - campaign.deals_hired,
                total: campaign.deals,
              })}
            </span>
            <ButtonLink
              component={Link}
              href={`/campaign/${campaign.id}/creators-discovery`}
              size="sm"
              aria-label={t('hiring.findFor', { name: campaign.name })}
            >
              {t('hiring.find')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
