/** The dashboard's campaigns at a glance (issue 13): how many are live, and what campaigns have cost so far. */
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { IconMegaphone, IconReceipt } from '../../../ui';
import { formatMoney } from '../../../domain/money';
import type { CampaignSpendQuery } from '../../../graphql/generated/graphql';
import { resourceData } from '../../../machines/resource';
import { useFlow, useFlowOptions, useLanguage } from '../../shared/app-context';
import { StatCard } from './stat-card';

const spendOf = resourceData<CampaignSpendQuery['CampaignSpend']>();

export function CampaignSpend() {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const actor = useActorRef(useFlow('campaignSpend'), { ...useFlowOptions(), input: {} });
  const spend = useSelector(actor, spendOf);
  return (
    <>
      <StatCard
        tone="green"
        label={t('campaignSpend.active')}
        value={spend ? new Intl.NumberFormat(locale).format(spend.active) : null}
        icon={<IconMegaphone size={20} />}
        link={{ href: '/campaigns?tab=active', label: t('campaignSpend.activeLink') }}
      />
      <StatCard
        tone="blue"
        label={t('campaignSpend.spent')}
        value={spend ? formatMoney(spend.spent, locale) : null}
        icon={<IconReceipt size={20} />}
        link={{ href: '/account/billing', label: t('campaignSpend.spentLink') }}
      />
    </>
  );
}
