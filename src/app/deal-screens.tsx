/**
 * The screens of creators, deals and content (issue 14), each loaded on demand together with its real actors
 * (src/app/actors/…): a screen gets its machine already provided, so it never reaches into the app shell.
 */
import { lazy, useMemo } from 'react';
import { useApi } from '../screens/shared/app-context';

export const CreatorsDiscoveryPage = lazy(async () => {
  const [{ CreatorsDiscoveryScreen }, { provideDiscovery }] = await Promise.all([
    import('../screens/creators-discovery/creators-discovery.screen'),
    import('./actors/discovery'),
  ]);
  function CreatorsDiscoveryPage({ campaignId }: { campaignId: string }) {
    const api = useApi();
    const machine = useMemo(() => provideDiscovery(api), [api]);
    return <CreatorsDiscoveryScreen key={campaignId} campaignId={campaignId} machine={machine} />;
  }
  return { default: CreatorsDiscoveryPage };
});

export const DealListingPage = lazy(async () => {
  const [{ DealListingScreen }, { provideDealListing }] = await Promise.all([
    import('../screens/deal-listing/deal-listing.screen'),
    import('./actors/deals'),
  ]);
  function DealListingPage() {
    const api = useApi();
    const machine = useMemo(() => provideDealListing(api), [api]);
    return <DealListingScreen machine={machine} />;
  }
  return { default: DealListingPage };
});

export const DealOverviewPage = lazy(async () => {
  const [{ DealOverviewScreen }, { provideDealOverview }] = await Promise.all([
    import('../screens/deal-overview/deal-overview.screen'),
    import('./actors/deals'),
  ]);
  function DealOverviewPage({ dealId }: { dealId: string }) {
    const api = useApi();
    const machine = useMemo(() => provideDealOverview(api), [api]);
    return <DealOverviewScreen key={dealId} dealId={dealId} machine={machine} />;
  }
  return { default: DealOverviewPage };
});

export const ContentListingPage = lazy(async () => {
  const [{ ContentListingScreen }, { provideContentListing }] = await Promise.all([
    import('../screens/content-listing/content-listing.screen'),
    import('./actors/deals'),
  ]);
  function ContentListingPage() {
    const api = useApi();
    const machine = useMemo(() => provideContentListing(api), [api]);
    return <ContentListingScreen machine={machine} />;
  }
  return { default: ContentListingPage };
});

/** The dashboard with the deals waiting for the brand. */
export const DashboardWithDeals = lazy(async () => {
  const [{ DashboardScreen }, { AwaitingDeals }, { provideDashboardDeals }] = await Promise.all([
    import('../screens/dashboard/dashboard.screen'),
    import('../screens/dashboard/parts/awaiting-deals'),
    import('./actors/deals'),
  ]);
  function DashboardWithDeals() {
    const api = useApi();
    const machine = useMemo(() => provideDashboardDeals(api), [api]);
    return <DashboardScreen deals={<AwaitingDeals machine={machine} />} />;
  }
  return { default: DashboardWithDeals };
});
