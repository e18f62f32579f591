/** The content listing, its machine given its real actors (src/app/actors/deals.ts). */
import { useMemo } from 'react';
import { ContentListingScreen } from '../../screens/content-listing/content-listing.screen';
import { useApi, useLiveEvents } from '../../screens/shared/app-context';
import { provideContentListing } from '../actors/deals';

export function ContentListingPage() {
  const api = useApi();
  const live = useLiveEvents();
  const machine = useMemo(() => provideContentListing(api, live), [api, live]);
  return <ContentListingScreen machine={machine} />;
}
