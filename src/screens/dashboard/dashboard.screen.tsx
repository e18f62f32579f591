/**
 * Dashboard (/): greets the user and tells the account's story in the order it is acted on (issue 23): first what
 * needs the user (the set-up while it is unfinished, content to review, campaigns to fix, deals waiting, campaigns
 * with places to fill), then the recent activity, then the figures. Every part follows live notices without a
 * reload: the summary and the campaigns reload on them (src/app/actors/dashboard.ts), the activity is the
 * notification centre's own flow.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { DashboardSummaryQuery } from '../../graphql/generated/graphql';
import { resourceData } from '../../machines/resource';
import { Button, ButtonLink, EmptyState, IconPlus, IconWarning, PageHeader } from '../../ui';
import { useApp, useCompany, useFlow, useFlowOptions } from '../shared/app-context';
import { OnboardingChecklist, setupDone } from './parts/onboarding-checklist';
import { QuickActions } from './parts/quick-actions';
import { HiringCampaigns } from './parts/hiring-campaigns';
import { NeedsYou } from './parts/needs-you';
import { RecentActivity } from './parts/recent-activity';
import { Figures } from './parts/figures';
import * as styles from './dashboard.css';

type Summary = DashboardSummaryQuery['DashboardSummary'];
const summaryOf = resourceData<Summary>();

function greetingKey(hour: number): string {
  if (hour < 12) return 'greeting.morning';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}

export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const { environment } = useApp();
  const firstName = useCompany()?.first_name ?? '';
  const walletBalance = useCompany()?.wallet.balance;
  const actor = useActorRef(useFlow('dashboard'), { ...useFlowOptions(), input: {} });
  const summary = useSelector(actor, summaryOf) ?? null;
  // The account's balance is refreshed by every live notice (a top-up, a wire confirmed): load the counts again.
  useEffect(() => {
    if (walletBalance !== undefined) actor.send({ type: 'resource.reload' });
  }, [walletBalance, actor]);
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const settingUp = summary !== null && !setupDone(summary);

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t(greetingKey(new Date(environment.now()).getHours()), { name: firstName })}
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
          {settingUp ? <OnboardingChecklist counts={summary} /> : null}
          <NeedsYou counts={summary} />
          <HiringCampaigns />
          <RecentActivity />
          <Figures summary={summary} />
          <div className={styles.columns}>
            {summary && !settingUp ? <OnboardingChecklist counts={summary} /> : <div />}
            <QuickActions />
          </div>
        </>
      )}
    </div>
  );
}
