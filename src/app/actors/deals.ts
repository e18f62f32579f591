/**
 * The real actors of the deal screens: a deal and the brand's actions on it (src/machines/deal-overview.ts), and
 * the pages of the deal listing, the content listing and the dashboard's deals (src/machines/live-listing.ts),
 * each kept fresh by the live channel's deal events (src/app/live-deals.ts).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  BrandsDocument,
  ContentItemsDocument,
  DashboardDealsDocument,
  DealAcceptContentDocument,
  DealCancelDocument,
  DealCheckMustHaveDocument,
  DealDeclineContentDocument,
  DealDocument,
  DealsDocument,
  DealShipDocument,
  type ContentItemsQuery,
  type DashboardDealsQuery,
  type DealsQuery,
} from '../../graphql/generated/graphql';
import { ApiError } from '../../domain/api-error';
import { DASHBOARD_DEALS, DEALS_PAGE_SIZE, isDealTab, statusesOfTab } from '../../domain/deal-listing';
import { CONTENT_PAGE_SIZE } from '../../domain/content-listing';
import { dealOverviewMachine } from '../../machines/deal-overview';
import type { DealAction, MustHaveCheck, OverviewDeal } from '../../machines/deal-overview-types';
import { createLiveListingMachine, type ListingQuery } from '../../machines/live-listing';
import { liveDealsOf } from '../live-deals';
import type { LiveEvents } from '../../machines/app';
import type { DealFlows } from '../../screens/shared/flows';
import { provideDiscovery } from './discovery';

export function provideDealOverview(api: Api, live: LiveEvents) {
  return dealOverviewMachine.provide({
    actors: {
      loadDeal: fromPromise<OverviewDeal, string>(async ({ input }) => {
        const { Deal } = await api.query(DealDocument, { id: input }, { requestPolicy: 'network-only' });
        if (!Deal) throw new ApiError('notFound', 'No such deal', { code: 'NOT_FOUND', status: 404 });
        return Deal;
      }),
      act: fromPromise<OverviewDeal, { dealId: string; action: DealAction }>(async ({ input }) => {
        const { dealId: id, action } = input;
        switch (action.type) {
          case 'ship':
            return (
              await api.mutate(DealShipDocument, {
                id,
                carrier: action.carrier,
                tracking_number: action.tracking_number,
              })
            ).DealShip;
          case 'cancel':
            return (await api.mutate(DealCancelDocument, { id })).DealCancel;
          case 'accept':
            return (await api.mutate(DealAcceptContentDocument, { id })).DealAcceptContent;
          case 'decline':
            return (await api.mutate(DealDeclineContentDocument, { id, feedback: action.feedback }))
              .DealDeclineContent;
        }
      }),
      saveCheck: fromPromise<string[], MustHaveCheck>(async ({ input }) => {
        const { DealCheckMustHave } = await api.mutate(DealCheckMustHaveDocument, {
          id: input.dealId,
          content_id: input.contentId,
          tag: input.tag,
          checked: input.checked,
        });
        return DealCheckMustHave.checked_must_haves;
      }),
      liveDeals: liveDealsOf(live),
    },
  });
}

export type DealListingPage = DealsQuery['Deals'];

export function provideDealListing(api: Api, live: LiveEvents) {
  return createLiveListingMachine('dealListing').provide({
    actors: {
      load: fromPromise<unknown, ListingQuery>(async ({ input }) => {
        const tab = String(input.tab ?? 'all');
        const { Deals } = await api.query(
          DealsDocument,
          {
            statuses: isDealTab(tab) ? statusesOfTab(tab) : null,
            awaiting_brand: tab === 'awaiting' ? true : null,
            search: String(input.search ?? '').trim() || null,
            page: Number(input.page ?? 1),
            page_size: DEALS_PAGE_SIZE,
            after: Number(input.page ?? 1) > 1 ? String(input.after ?? '') || null : null,
          },
          { requestPolicy: 'network-only' },
        );
        return Deals;
      }),
      liveDeals: liveDealsOf(live),
    },
  });
}

export type DashboardDealsPage = DashboardDealsQuery['Deals'];

export function provideDashboardDeals(api: Api, live: LiveEvents) {
  return createLiveListingMachine('dashboardDeals').provide({
    actors: {
      load: fromPromise<unknown, ListingQuery>(
        async () =>
          (
            await api.query(
              DashboardDealsDocument,
              { page_size: DASHBOARD_DEALS },
              { requestPolicy: 'network-only' },
            )
          ).Deals,
      ),
      liveDeals: liveDealsOf(live),
    },
  });
}

export type ContentListingPage = ContentItemsQuery['ContentItems'] & {
  brands: Array<{ id: string; name: string }>;
};

export function provideContentListing(api: Api, live: LiveEvents) {
  return createLiveListingMachine('contentListing').provide({
    actors: {
      load: fromPromise<unknown, ListingQuery>(async ({ input }): Promise<ContentListingPage> => {
        const text = (key: string) => String(input[key] ?? '') || null;
        const [content, brands] = await Promise.all([
          api.query(
            ContentItemsDocument,
            {
              campaign_id: text('campaign'),
              brand_id: text('brand'),
              kind: text('kind'),
              status: text('status'),
              page: Number(input.page ?? 1),
              page_size: CONTENT_PAGE_SIZE,
              after: Number(input.page ?? 1) > 1 ? text('after') : null,
            },
            { requestPolicy: 'network-only' },
          ),
          api.query(BrandsDocument, {}),
        ]);
        return {
          ...content.ContentItems,
          brands: brands.Brands.map(({ id, name }) => ({ id, name })),
        };
      }),
      liveDeals: liveDealsOf(live),
    },
  });
}

/** The deal group (src/app/flows/deals.tsx). */
export function provideDealFlows(api: Api, live: LiveEvents): DealFlows {
  return {
    dealOverview: provideDealOverview(api, live),
    dealListing: provideDealListing(api, live),
    contentListing: provideContentListing(api, live),
    dashboardDeals: provideDashboardDeals(api, live),
    discovery: provideDiscovery(api, live),
  };
}
