/**
 * Fixtures of the live listing test: pages of the content listing and of the deal listing as their actors return
 * them, one live listing machine for both screens (so their walks add up to one record of transitions), and the
 * two screens rendered with that machine, its page loads answered by the walk and the real live deal channel.
 */
import { fromCallback, type InspectionEvent } from 'xstate';
import { createLiveListingMachine } from '../../src/machines/live-listing';
import { dealEventOf, type DealLiveEvent } from '../../src/app/live-deals';
import { liveHub } from '../support/live-hub';

/** The live events the listing follows: the walk publishes a deal's move on them. */
export const dealEvents = liveHub();
import { ContentListingScreen } from '../../src/screens/content-listing/content-listing.screen';
import { DealListingScreen } from '../../src/screens/deal-listing/deal-listing.screen';
import { DEAL_STATUSES } from '../../src/domain/deal';
import type { deferredCall } from '../support/model';
import { renderScreen } from '../support/render-app';

export const machine = createLiveListingMachine('liveListing');
/** The invoke ids of the first load, of a reload while the page shows, and of the live channel. */
export const LOAD = '0.liveListing.loading';
export const RELOAD = '0.liveListing.ready.refreshing';
export const LIVE = '0.liveListing';

const content = (id: string, kind: 'image' | 'video') => ({
  id,
  deal_id: `deal-${id}`,
  kind,
  status: 'bought',
  revision: 0,
  feedback: null,
  file_name: `${id}.${kind === 'video' ? 'mp4' : 'jpg'}`,
  content_type: kind === 'video' ? 'video/mp4' : 'image/jpeg',
  size: 1000,
  url: `/content-files/${id}/file?sig=1`,
  thumbnail_url: `/content-files/${id}/thumbnail?sig=1`,
  download_url: `/content-files/${id}/download?sig=1`,
  width: 480,
  height: 600,
  duration_ms: kind === 'video' ? 3000 : null,
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  campaign: { id: 'k1', name: 'Spring glow', brand: { id: 'b1', name: 'Acme' } },
  creator: { id: `c${id}`, name: `Creator ${id}`, handle: 'creator' },
  product: { id: 'p1', name: 'Glow serum' },
});
const contentPage = (items: unknown[], total: number, next: string | null) => ({
  items,
  total,
  total_estimated: false,
  page_size: 24,
  next_cursor: next,
  download_all_url: '/content-files/zip?sig=1',
  brands: [{ id: 'b1', name: 'Acme' }],
});
/** The first of two pages (read on from `cur2`), the second, and a filter nothing matches. */
export const CONTENT_FIRST = contentPage([content('a', 'image'), content('b', 'video')], 30, 'cur2');
export const CONTENT_SECOND = contentPage([content('c', 'image')], 30, null);
export const CONTENT_NONE = contentPage([], 0, null);

const deal = (id: string, name: string) => ({
  id,
  status: 'creator_accepted',
  delivery: 'shipping',
  delivery_status: 'pending_shipping',
  tracking_number: null,
  revisions: 0,
  max_revisions: 2,
  awaiting: 'company',
  due_at: null,
  due_outcome: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  campaign: { id: 'k1', name: 'Spring glow', kind: 'ugc_image' },
  product: { id: 'p1', name: 'Glow serum' },
  creator: { id: `c${id}`, name, handle: name.toLowerCase(), tier: 'basic', country: 'US', portfolio: [] },
});
const dealPage = (names: string[]) => ({
  items: names.map((name, index) => deal(`d${index + 1}`, name)),
  total: names.length,
  total_estimated: false,
  page: 1,
  page_size: 12,
  counts: DEAL_STATUSES.map((status) => ({
    status,
    count: status === 'creator_accepted' ? 2 : 0,
  })),
  awaiting_brand: 2,
});
/** Every deal, the deals a search finds, and a search that finds none (while deals exist). */
export const DEALS_ALL = dealPage(['Maya', 'Noah']);
export const DEALS_FOUND = dealPage(['Maya']);
export const DEALS_NONE = dealPage([]);

/** What the walk reads besides the screen: the address shown. */
export type Ui = { path: () => string };

export function renderListing(
  screen: 'content' | 'deals',
  call: ReturnType<typeof deferredCall>['logic'],
  inspect: (event: InspectionEvent) => void,
) {
  // The listing screens start their flow without the app's inspector, so the walk watches the flow's actor
  // system from its live channel (started with the flow): the flow first, then every step it takes.
  const liveDeals = fromCallback<DealLiveEvent>(({ self, system, sendBack }) => {
    const flow = self._parent!;
    inspect({ type: '@xstate.actor', actorRef: flow, rootId: flow.sessionId } as InspectionEvent);
    const watching = system.inspect(inspect);
    const listening = dealEvents.listen((notification) => {
      const event = dealEventOf(notification);
      if (event) sendBack(event);
    });
    return () => {
      watching.unsubscribe();
      listening();
    };
  });
  const flow = machine.provide({ actors: { load: call as never, liveDeals } });
  const view = renderScreen(screen === 'content' ? <ContentListingScreen /> : <DealListingScreen />, {
    inspect,
    path: screen === 'content' ? '/content' : '/deals',
    flows: screen === 'content' ? { contentListing: flow } : { dealListing: flow },
  });
  const ui: Ui = { path: () => view.location.history?.at(-1) ?? '' };
  return { ui, unmount: view.unmount };
}
