/**
 * Fixtures of the creators discovery test: creators and the campaign as their calls return them (two products,
 * two places), before and after a hire, and the discovery screen rendered with its flow's calls answered by the
 * walk. The screen starts its flow without the app's inspector, so the walk watches the flow's actor system from
 * its first call (the campaign's load, started with the flow).
 */
import { fromPromise, type InspectionEvent, type Subscription } from 'xstate';
import { discoveryMachine } from '../../src/machines/discovery';
import type { CreatorsPage, DiscoveryCampaign, DiscoveryCreator } from '../../src/machines/discovery-types';
import { CreatorsDiscoveryScreen } from '../../src/screens/creators-discovery/creators-discovery.screen';
import type { deferredCall } from '../support/model';
import { renderScreen } from '../support/render-app';
import { reloadOnLive } from '../../src/app/live-notices';
import { liveHub } from '../support/live-hub';

const creator = (index: number): DiscoveryCreator => ({
  id: `cr${index}`,
  hire_block: null,
  name: `Creator ${index}`,
  handle: `creator${index}`,
  tier: 'pro',
  categories: ['beauty'],
  country: 'MX',
  languages: ['es', 'en'],
  gender: 'female',
  age: 27,
  ethnicity: 'hispanic',
  bio: 'Skincare routines for busy mornings.',
  created_at: '2026-01-01',
  portfolio: ['a', 'b'].map((letter) => ({
    id: `i${index}${letter}`,
    kind: 'image',
    content_type: 'image/jpeg',
    url: `/files/${index}${letter}.jpg`,
    thumbnail_url: `/files/${index}${letter}.webp`,
    width: 800,
    height: 1000,
    duration_ms: null,
  })),
});

const line = (id: string, name: string, left: number) => ({
  deals: 1,
  hired: 1 - left,
  slots_left: left,
  from_wallet: 0,
  product: { id, name, price: 2499, image: null },
  per_deal: {
    creator_fee: 10000,
    duration_extra: 0,
    pro_surcharge: 3000,
    product_price: 2499,
    taxes: 0,
    shipping: 0,
    platform_fee: 1550,
    total: 17049,
  },
});

const campaign = (hired: string[]): DiscoveryCampaign => ({
  campaign_id: 'k1',
  deals: 2,
  hired: hired.length,
  slots_left: 2 - hired.length,
  can_hire: true,
  hired_creator_ids: hired,
  tiers: ['pro'],
  categories: ['beauty'],
  genders: [],
  age_ranges: [],
  ethnicities: [],
  campaign: {
    id: 'k1',
    name: 'Spring glow launch',
    kind: 'ugc_image',
    status: 'active',
    must_haves: ['logo'],
    content_brief: null,
    format: 'portrait',
    brand: { id: 'b1', name: 'Acme' },
  },
  products: [line('p1', 'Glow serum', 1), line('p2', 'Day cream', hired.length > 0 ? 0 : 1)],
});

export const CAMPAIGN = campaign([]);
/** The campaign after Creator 1 was hired (for the day cream). */
export const HIRED = campaign(['cr1']);
/** Creator 2, hired for the campaign elsewhere (another tab, a colleague): what a live notice reloads. */
export const ELSEWHERE = 'cr2';
export const HIRED_ELSEWHERE = campaign([ELSEWHERE]);
/** The first of three pages (read on from `cur2`), the second, and a search that finds no one. */
export const FIRST: CreatorsPage = { items: [creator(1), creator(2)], total: 30, next_cursor: 'cur2' };
export const SECOND: CreatorsPage = { items: [creator(3)], total: 30, next_cursor: 'cur3' };
export const NONE: CreatorsPage = { items: [], total: 0, next_cursor: null };

/** The invoke ids of the flow's calls. */
export const LOAD_CAMPAIGN = '0.discovery.loading';
export const LOAD_CREATORS = '0.discovery.ready.list.loading';
export const HIRE = '0.discovery.ready.hire.hiring';
export const RELOAD_CAMPAIGN = '0.discovery.ready.campaign.reloading';
/** The invoke id of its live notices, which never end. */
export const LIVE = '0.discovery.ready';

/** What the walk reads besides the screen (the address, the toasts told) and the live notice it can send. */
export type Ui = { path: () => string; notices: () => string[]; dealNotice: () => void };

type Call = ReturnType<typeof deferredCall>['logic'];
type Start = (args: unknown) => PromiseLike<unknown>;

export function renderDiscovery(call: Call, inspect: (event: InspectionEvent) => void) {
  let watching: Subscription | undefined;
  const watched = fromPromise<unknown, unknown>((args) => {
    if (!watching) {
      const flow = args.self._parent!;
      inspect({ type: '@xstate.actor', actorRef: flow, rootId: flow.sessionId } as InspectionEvent);
      watching = args.system.inspect(inspect);
    }
    return (call as unknown as { config: Start }).config(args);
  });
  const live = liveHub();
  const flow = discoveryMachine.provide({
    actors: {
      loadCampaign: watched as never,
      loadCreators: watched as never,
      hire: watched as never,
      // The app's own: a live notice about a deal reloads the campaign's places.
      live: reloadOnLive(live, ['campaign', 'deal'], { type: 'discovery.refresh' }),
    },
  });
  const view = renderScreen(<CreatorsDiscoveryScreen campaignId="k1" />, {
    flows: { discovery: flow },
    path: '/campaign/k1/creators-discovery',
  });
  const ui: Ui = {
    path: () => view.location.history?.at(-1) ?? '',
    notices: () => view.notices().map((notice) => String(notice.content)),
    dealNotice: () => live.publish({ message: 'Creator 2 joined Spring glow launch', subject: 'deal' }),
  };
  return {
    ui,
    unmount: () => {
      view.unmount();
      watching?.unsubscribe();
    },
  };
}
