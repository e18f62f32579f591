/** The dashboard page: the dashboard screen with the deals waiting for the brand, given their real actors. */
import { useMemo } from 'react';
import { DashboardScreen } from '../../screens/dashboard/dashboard.screen';
import { AwaitingDeals } from '../../screens/dashboard/parts/awaiting-deals';
import { useApi, useLiveEvents } from '../../screens/shared/app-context';
import { provideDashboardDeals } from '../actors/deals';

export function DashboardPage() {
  const api = useApi();
  const live = useLiveEvents();
  const machine = useMemo(() => provideDashboardDeals(api, live), [api, live]);
  return <DashboardScreen deals={<AwaitingDeals machine={machine} />} />;
}
