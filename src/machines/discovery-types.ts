/**
 * The discovery machine's types (discovery.ts): the campaign and creators it shows, the query it sends, what it
 * holds and what it is sent, and what its actors take and give.
 */
import type { CampaignCreatorsQuery, CampaignHiringQuery } from '../graphql/generated/graphql';
import type { ApiError } from '../domain/api-error';

/** A creator as discovery lists them for a campaign: with why they cannot be hired on it (null when they can). */
export type DiscoveryCreator = CampaignCreatorsQuery['Creators']['items'][number];

/** Who a campaign is for, as the Creators query's filters take it. */
export type DiscoveryTargeting = {
  tiers: string[];
  categories: string[];
  genders: string[];
  age_ranges: string[];
  ethnicities: string[];
};

/** What hiring for the campaign may still do (CampaignHiring): its places, per product and in all, and who is hired. */
export type DiscoveryCampaign = NonNullable<CampaignHiringQuery['CampaignHiring']>;

export type DiscoveryQuery = DiscoveryTargeting & {
  search: string;
  country: string;
  language: string;
  page: number;
  /** Where the page before ended (src/domain/paging.ts), when this page was reached by "next": read on from there. */
  after: string;
};

/** The filters of a query: what `discovery.filter` changes. */
export type QueryFilters = Omit<DiscoveryQuery, 'page' | 'search' | 'after'>;

export type CreatorsPage = {
  items: DiscoveryCreator[];
  total: number;
  /** Whether the total is the database's estimate (said as "about"). */
  total_estimated?: boolean;
  /** Where the page ended when it is full: the next page reads on from there. */
  next_cursor?: string | null;
};

export type CreatorsRequest = { campaignId: string; query: DiscoveryQuery };

export type HireInput = { campaignId: string; productId: string; creatorId: string; idempotencyKey: string };

/** The campaign id, and the query read from the address (null when it holds none). */
export type DiscoveryInput = { campaignId: string; query: DiscoveryQuery | null };

export type DiscoveryContext = {
  campaignId: string;
  /** The query from the address, until the campaign is loaded. */
  initialQuery: DiscoveryQuery | null;
  campaign: DiscoveryCampaign | null;
  query: DiscoveryQuery;
  creators: DiscoveryCreator[];
  total: number;
  estimated: boolean;
  nextCursor: string | null;
  loadError: ApiError | null;
  /** The creator whose portfolio is open, and the item shown large. */
  portfolio: DiscoveryCreator | null;
  itemId: string | null;
  /** The creator being hired, for which product, the key of this attempt, and why it was refused. */
  hiring: DiscoveryCreator | null;
  productId: string | null;
  idempotencyKey: string | null;
  hireError: ApiError | null;
};

export type DiscoveryEvent =
  | { type: 'discovery.retry' }
  | { type: 'discovery.search'; search: string }
  | { type: 'discovery.filter'; filters: Partial<QueryFilters> }
  | { type: 'discovery.page'; page: number }
  | { type: 'discovery.reset' }
  | { type: 'discovery.refresh' }
  | { type: 'portfolio.open'; creator: DiscoveryCreator }
  | { type: 'portfolio.view'; itemId: string }
  | { type: 'portfolio.back' }
  | { type: 'portfolio.close' }
  | { type: 'hire.start'; creator: DiscoveryCreator }
  | { type: 'hire.product'; productId: string }
  | { type: 'hire.confirm' }
  | { type: 'hire.cancel' };
