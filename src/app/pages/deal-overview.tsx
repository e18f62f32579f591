/** One deal's page, its machine given its real actors (src/app/actors/deals.ts); a new deal starts afresh. */
import { useMemo } from 'react';
import { DealOverviewScreen } from '../../screens/deal-overview/deal-overview.screen';
import { useApi, useLiveEvents } from '../../screens/shared/app-context';
import { provideDealOverview } from '../actors/deals';

export function DealOverviewPage({ dealId }: { dealId: string }) {
  const api = useApi();
  const live = useLiveEvents();
  const machine = useMemo(() => provideDealOverview(api, live), [api, live]);
  return <DealOverviewScreen key={dealId} dealId={dealId} machine={machine} />;
}
