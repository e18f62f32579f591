/**
 * Dashboard (/): greets the user, shows what the account has (wallet balance, brands, products, campaigns)
 * and, until the first campaign, a checklist that leads from a brand to a product to a campaign.
 */
import { useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import type { DashboardSummaryQuery } from '../../graphql/generated/graphql';
import { resourceData } from '../../machines/resource';
import {
  Button,
  ButtonLink,
  EmptyState,
  IconBox,
  IconPlus,
  IconSparkles,
  IconTag,
  IconWallet,
  IconWarning,
  PageHeader,
} from '../../ui';
import { useCompany, useFlow, useFlowOptions, useLanguage } from '../shared/app-context';
import { StatCard } from './parts/stat-card';
import { OnboardingChecklist } from './parts/onboarding-checklist';
import { QuickActions } from './parts/quick-actions';
import { CampaignSpend } from './parts/campaign-spend';
import { HiringCampaigns } from './parts/hiring-campaigns';
import * as styles from './dashboard.css';

type Summary = DashboardSummaryQuery['DashboardSummary'];
const summaryOf = resourceData<Summary>();

function greetingKey(hour: number): string {
  if (hour < 12) return 'greeting.morning';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}

/** `deals`: the deals waiting for the brand (issue 14), given by the app with their live machine. */
export function DashboardScreen({ deals }: { deals?: ReactNode } = {}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const firstName = useCompany()?.first_name ?? '';
  const walletBalance = useCompany()?.wallet.balance;
  const actor = useActorRef(useFlow('dashboard'), { ...useFlowOptions(), input: {} });
  const summary = useSelector(actor, summaryOf);
  // The account's balance is refreshed by every live notice (a top-up, a wire confirmed): load the counts again.
  useEffect(() => {
    if (walletBalance !== undefined) actor.send({ type: 'resource.reload' });
  }, [walletBalance, actor]);
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const count = (value: number | undefined) =>
    value === undefined ? null : new Intl.NumberFormat(locale).format(value);

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t(greetingKey(new Date().getHours()), { name: firstName })}
        description={t('lead')}
        actions={
          <ButtonLink component={Link} href="/campaign/creation/type" leadingIcon={<IconPlus size={18} />}>
            {t('newCampaign')}
          </ButtonLink>
        }
      />
      {failed ? (
        <EmptyState
          bordered
          icon={<IconWarning size={26} />}
          title={t('failed.title')}
          description={t('failed.text')}
          actions={
            <Button onClick={() => actor.send({ type: 'resource.retry' })}>{t('common:retry')}</Button>
          }
        />
      ) : (
        <>
          <div className={styles.stats}>
            <StatCard
              featured
              tone="primary"
              label={t('stats.wallet')}
              value={summary ? formatMoney(summary.wallet_balance, locale) : null}
              icon={<IconWallet size={20} />}
              link={{ href: '/wallet', label: t('stats.walletLink') }}
            />
            <StatCard
              tone="blue"
              label={t('stats.brands')}
              value={count(summary?.brands)}
              icon={<IconTag size={20} />}
              link={{ href: '/brands', label: t('stats.brandsLink') }}
            />
            <StatCard
              tone="green"
              label={t('stats.products')}
              value={count(summary?.products)}
              icon={<IconBox size={20} />}
              link={{ href: '/products', label: t('stats.productsLink') }}
            />
            <StatCard
              tone="yellow"
              label={t('stats.campaigns')}
              value={count(summary?.campaigns)}
              icon={<IconSparkles size={20} />}
              link={{ href: '/campaigns', label: t('stats.campaignsLink') }}
            />
            <CampaignSpend />
          </div>
          <HiringCampaigns />
          {deals}
          <div className={styles.columns}>
            {summary ? <OnboardingChecklist counts={summary} /> : <div />}
            <QuickActions />
          </div>
        </>
      )}
    </div>
  );
}
