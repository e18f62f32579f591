/** The dashboard's campaigns at a glance (issue 13): how many are live, and what campaigns have cost so far. */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { IconMegaphone, IconReceipt } from '../../../ui';
import { formatMoney } from '../../../domain/money';
import { CampaignSpendDocument, type CampaignSpendQuery } from '../../../graphql/generated/graphql';
import { resourceData, resourceMachine } from '../../../machines/resource';
import { useApi, useLanguage } from '../../shared/app-context';
import { StatCard } from './stat-card';

const spendOf = resourceData<CampaignSpendQuery['CampaignSpend']>();

export function CampaignSpend() {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const api = useApi();
  const actor = useActorRef(
    resourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(async () => (await api.query(CampaignSpendDocument, {})).CampaignSpend),
      },
    }),
    { input: {} },
  );
  const spend = useSelector(actor, spendOf);
  return (
    <>
      <StatCard
        tone="green"
        label={t('campaignSpend.active')}
        value={spend ? new Intl.NumberFormat(locale).format(spend.active) : null}
        icon={<IconMegaphone size={20} />}
        link={{ href: '/campaigns', label: t('campaignSpend.activeLink') }}
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
