/**
 * The real actors of creators discovery (src/machines/discovery.ts): the campaign's hiring state, a page of the
 * creators the campaign may hire for the query (each with why it cannot hire them, when it cannot), and hiring (then the campaign again, with its places as they are now).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  CampaignCreatorsDocument,
  CampaignHiringDocument,
  DealHireDocument,
} from '../../graphql/generated/graphql';
import { ApiError } from '../../domain/api-error';
import { discoveryMachine } from '../../machines/discovery';
import type {
  CreatorsPage,
  CreatorsRequest,
  DiscoveryCampaign,
  HireInput,
} from '../../machines/discovery-types';
import { CREATORS_PAGE_SIZE } from '../../domain/creators';
import { reloadOnLive } from '../live-notices';
import type { LiveEvents } from '../../machines/app';

const list = (values: string[]) => (values.length > 0 ? values : null);

async function loadCampaign(api: Api, campaignId: string): Promise<DiscoveryCampaign> {
  const { CampaignHiring } = await api.query(
    CampaignHiringDocument,
    { campaign_id: campaignId },
    { requestPolicy: 'network-only' },
  );
  if (!CampaignHiring) throw new ApiError('refused', 'No such campaign', { code: 'NOT_FOUND' });
  return CampaignHiring;
}

export function provideDiscovery(api: Api, live: LiveEvents) {
  return discoveryMachine.provide({
    actors: {
      loadCampaign: fromPromise<DiscoveryCampaign, string>(({ input }) => loadCampaign(api, input)),
      loadCreators: fromPromise<CreatorsPage, CreatorsRequest>(
        async ({ input: { campaignId, query: input } }) => {
          const { Creators } = await api.query(
            CampaignCreatorsDocument,
            {
              campaign_id: campaignId,
              search: input.search.trim() || null,
              tiers: list(input.tiers),
              categories: list(input.categories),
              genders: list(input.genders),
              age_ranges: list(input.age_ranges),
              ethnicities: list(input.ethnicities),
              country: input.country || null,
              language: input.language || null,
              page: input.page,
              page_size: CREATORS_PAGE_SIZE,
              after: input.after || null,
            },
            // Who may be hired changes with every hire: never an old answer.
            { requestPolicy: 'network-only' },
          );
          return {
            items: Creators.items,
            total: Creators.total,
            total_estimated: Creators.total_estimated,
            next_cursor: Creators.next_cursor ?? null,
          };
        },
      ),
      hire: fromPromise<DiscoveryCampaign, HireInput>(async ({ input }) => {
        await api.mutate(DealHireDocument, {
          campaign_id: input.campaignId,
          product_id: input.productId,
          creator_id: input.creatorId,
          idempotency_key: input.idempotencyKey,
        });
        return loadCampaign(api, input.campaignId);
      }),
      live: reloadOnLive(live, ['campaign', 'deal'], { type: 'discovery.refresh' }),
    },
  });
}
