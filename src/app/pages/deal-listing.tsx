/** The deal listing, its machine given its real actors (src/app/actors/deals.ts). */
import { useMemo } from 'react';
import { DealListingScreen } from '../../screens/deal-listing/deal-listing.screen';
import { useApi } from '../../screens/shared/app-context';
import { provideDealListing } from '../actors/deals';

export function DealListingPage() {
  const api = useApi();
  const machine = useMemo(() => provideDealListing(api), [api]);
  return <DealListingScreen machine={machine} />;
}
