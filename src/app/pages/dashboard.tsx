/** The dashboard page: the dashboard screen with the deals waiting for the brand, given their real actors. */
import { useMemo } from 'react';
import { DashboardScreen } from '../../screens/dashboard/dashboard.screen';
import { AwaitingDeals } from '../../screens/dashboard/parts/awaiting-deals';
import { useApi } from '../../screens/shared/app-context';
import { provideDashboardDeals } from '../actors/deals';

export function DashboardPage() {
  const api = useApi();
  const machine = useMemo(() => provideDashboardDeals(api), [api]);
  return <DashboardScreen deals={<AwaitingDeals machine={machine} />} />;
}
