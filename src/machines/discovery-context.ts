/**
 * Discovery's context helpers (discovery.ts): the context it starts with, what a loaded page of creators puts in it,
 * and what hiring reads from it: places left, the product a hire is for, whether a creator may be hired, the key of
 * each attempt, how a hire starts and the request it sends.
 */
import { keyToRetry } from '../domain/idempotency';
import { EMPTY_QUERY } from './discovery-query';
import type {
  CreatorsPage,
  DiscoveryCampaign,
  DiscoveryContext,
  DiscoveryCreator,
  DiscoveryInput,
  HireInput,
} from './discovery-types';

export const initialDiscoveryContext = (input: DiscoveryInput): DiscoveryContext => ({
  campaignId: input.campaignId,
  initialQuery: input.query,
  campaign: null,
  query: input.query ?? EMPTY_QUERY,
  creators: [],
  total: 0,
  estimated: false,
  nextCursor: null,
  loadError: null,
  portfolio: null,
  itemId: null,
  hiring: null,
  productId: null,
  idempotencyKey: null,
  hireError: null,
});

/** What the list shows of a page of creators just loaded. */
export const pageShown = (page: CreatorsPage): Partial<DiscoveryContext> => ({
  creators: page.items,
  total: page.total,
  estimated: page.total_estimated ?? false,
  nextCursor: page.next_cursor ?? null,
  loadError: null,
});

/** Places left to hire for. */
export const slotsLeft = (campaign: DiscoveryCampaign | null): number =>
  campaign ? Math.max(0, campaign.slots_left) : 0;

/** The first product with a place left: a hire is for it unless the user picks another. */
export const firstOpenProduct = (campaign: DiscoveryCampaign | null): string | null =>
  campaign?.products.find((line) => line.slots_left > 0)?.product.id ?? null;

/** Whether the campaign may still hire, has a place left, and the creator is neither blocked nor hired already. */
export const mayHire = (campaign: DiscoveryCampaign | null, creator: DiscoveryCreator): boolean =>
  !!campaign?.can_hire &&
  slotsLeft(campaign) > 0 &&
  !creator.hire_block &&
  !campaign?.hired_creator_ids.includes(creator.id);

/**
 * A hire that starts: of this creator, for the first product with a place left, as a new attempt with a new key
 * (the API hires once per key).
 */
export const hireStarted = (
  campaign: DiscoveryCampaign | null,
  creator: DiscoveryCreator,
  key: string,
): Partial<DiscoveryContext> => ({
  hiring: creator,
  productId: firstOpenProduct(campaign),
  idempotencyKey: key,
  hireError: null,
});

/** The key after a failed attempt: the same after no answer, a new one after a refusal (keyToRetry). */
export const keyAfterFailure = (key: string | null, error: unknown, newKey: () => string): string =>
  keyToRetry(key, error) ?? newKey();

/** The hire being confirmed, as the `hire` actor takes it. */
export const hireRequest = (context: DiscoveryContext): HireInput => ({
  campaignId: context.campaignId,
  productId: context.productId ?? '',
  creatorId: context.hiring?.id ?? '',
  idempotencyKey: context.idempotencyKey ?? '',
});
