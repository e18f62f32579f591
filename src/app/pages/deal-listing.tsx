/** The deal listing, its machine given its real actors (src/app/actors/deals.ts). */
import { useMemo } from 'react';
import { DealListingScreen } from '../../screens/deal-listing/deal-listing.screen';
import { useApi, useLiveEvents } from '../../screens/shared/app-context';
import { provideDealListing } from '../actors/deals';

export function DealListingPage() {
  const api = useApi();
  const live = useLiveEvents();
  const machine = useMemo(() => provideDealListing(api, live), [api, live]);
  return <DealListingScreen machine={machine} />;
}
