/**
 * Fixtures of the campaign status test: one campaign as the Campaign query returns it, in the status the walk
 * is about, and the campaign page rendered with the status flow the walk drives and a campaign that loads at once.
 */
import { fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { formatMoney } from '../../src/domain/money';
import { campaignStatusMachine } from '../../src/machines/campaign-status';
import { resourceMachine } from '../../src/machines/resource';
import { CampaignProductsScreen } from '../../src/screens/campaign-products/campaign-products.screen';
import type { LoadedCampaign } from '../../src/screens/shared/campaigns/use-campaign';
import type { deferredCall } from '../support/model';
import { renderScreen } from '../support/render-app';

export const NAME = 'Spring glow launch';
export const SPENT = 125_00;

const PER_DEAL = {
  creator_fee: 40_00,
  duration_extra: 0,
  pro_surcharge: 0,
  product_price: 24_99,
  taxes: 0,
  shipping: 0,
  platform_fee: 7_51,
  total: 72_50,
};

export function aCampaign(status: string): LoadedCampaign {
  return {
    id: 'c1',
    name: NAME,
    kind: 'ugc_video',
    status,
    deals: 2,
    deals_hired: 0,
    spent: SPENT,
    created_at: '2026-11-01T10:00:00.000Z',
    brand: { id: 'b1', name: 'Lumen' },
    delivery: 'refund',
    taxes_cents: null,
    shipping_cents: null,
    creator_tier: 'basic',
    category: 'beauty',
    ages: [],
    genders: [],
    ethnicities: [],
    must_haves: [],
    content_brief: 'Show the serum in the morning light',
    format: 'vertical',
    links: [],
    video_duration: '30s',
    payment_method: 'wallet',
    payment_card: null,
    refunded: 0,
    resubmitted_from: null,
    resubmitted_as: null,
    products: [{ deals: 2, product: { id: 'p1', name: 'Glow serum', price: 24_99, image: null } }],
    price: {
      deals: 2,
      creator_fees: 80_00,
      duration_extras: 0,
      pro_surcharges: 0,
      product_prices: 49_98,
      taxes: 0,
      shipping: 0,
      platform_fees: 15_02,
      subtotal: 145_00,
      card_fee: 0,
      total: 145_00,
      lines: [{ product_id: 'p1', deals: 2, total: 145_00, per_deal: PER_DEAL }],
    },
    status_history: [
      {
        status: 'pending_admin_approval',
        by: 'company',
        reason: null,
        created_at: '2026-11-01T10:00:00.000Z',
      },
      ...(status === 'pending_admin_approval'
        ? []
        : [
            {
              status,
              by: 'staff',
              reason: status === 'rejected' ? 'The brief names a competitor' : null,
              created_at: '2026-11-02T10:00:00.000Z',
            },
          ]),
    ],
  };
}

/** What the walk reads besides the screen: how often the campaign was loaded, and the address. */
export type Ui = { loads: () => number; path: () => string };

/** The campaign page for a campaign in `status`, its status flow's `change` answered by the walk. */
export function renderCampaignPage(
  status: string,
  call: ReturnType<typeof deferredCall>['logic'],
  inspect: (event: InspectionEvent) => void,
) {
  let loads = 0;
  const campaign = resourceMachine.provide({
    actors: {
      load: fromPromise<unknown, unknown>(async () => {
        loads += 1;
        return aCampaign(status);
      }),
      live: fromCallback(() => () => {}),
    },
  });
  // The page starts the campaign's own actor first: the walk watches only the status flow's actor system.
  let root: string | undefined;
  const view = renderScreen(<CampaignProductsScreen campaignId="c1" />, {
    flows: { campaign, campaignStatus: campaignStatusMachine.provide({ actors: { change: call as never } }) },
    inspect: (event) => {
      const logic = (event.actorRef as unknown as { logic: { id?: string } }).logic;
      if (!root && event.type === '@xstate.actor' && logic.id === 'campaignStatus') root = event.rootId;
      if (event.rootId === root) inspect(event);
    },
    path: '/campaign/c1',
  });
  // The test i18n has no money formatter; the app's adds this one (src/app/i18n.ts), which the dialog uses.
  view.i18n.services.formatter?.add('money', (value: unknown) => formatMoney(Number(value), 'en-US'));
  const ui: Ui = { loads: () => loads, path: () => view.location.history?.at(-1) ?? '' };
  return { ui, unmount: view.unmount };
}
