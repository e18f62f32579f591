/**
 * The discovery query (discovery.ts): the empty one, how it is written in and read from the address bar, which
 * values its filters may take for a campaign, and how searching, filtering and paging change it.
 */
import { CURSOR_MAX, decodeCursor } from '../domain/paging';
import type { DiscoveryCampaign, QueryFilters, DiscoveryQuery, DiscoveryTargeting } from './discovery-types';

export const EMPTY_QUERY: DiscoveryQuery = {
  search: '',
  tiers: [],
  categories: [],
  genders: [],
  age_ranges: [],
  ethnicities: [],
  country: '',
  language: '',
  page: 1,
  after: '',
};

/** Every filter off: everyone matches. */
export const NO_FILTERS = {
  tiers: [],
  categories: [],
  genders: [],
  age_ranges: [],
  ethnicities: [],
  country: '',
  language: '',
} satisfies Partial<DiscoveryQuery>;

/**
 * The values a filter may narrow to: those of the campaign's targeting for that list, or every value when the
 * campaign takes anyone on it.
 */
export const filterChoices = (
  campaign: DiscoveryCampaign | null,
  key: keyof DiscoveryTargeting,
  all: readonly string[],
): readonly string[] => (campaign && campaign[key].length > 0 ? campaign[key] : all);

const LIST_KEYS = ['tiers', 'categories', 'genders', 'age_ranges', 'ethnicities'] as const;
const TEXT_KEYS = ['search', 'country', 'language'] as const;

/**
 * The query written in an address's search string (`?search=…&tiers=pro,basic&page=2`, and `after` where the page
 * before ended); null when none is.
 */
export function parseDiscoveryQuery(search: string): DiscoveryQuery | null {
  const params = new URLSearchParams(search);
  const known = [...LIST_KEYS, ...TEXT_KEYS, 'page'].some((key) => params.has(key));
  if (!known) return null;
  const page = Number(params.get('page') ?? '1');
  const query: DiscoveryQuery = { ...EMPTY_QUERY, page: Number.isInteger(page) && page > 0 ? page : 1 };
  for (const key of LIST_KEYS)
    query[key] = (params.get(key) ?? '').split(',').filter((value) => value.length > 0);
  for (const key of TEXT_KEYS) query[key] = params.get(key) ?? '';
  const after = params.get('after') ?? '';
  if (query.page > 1 && after.length <= CURSOR_MAX && decodeCursor(after)) query.after = after;
  return query;
}

/** The search string of a query; the page is always written, so that an emptied filter stays empty. */
export function discoverySearchString(query: DiscoveryQuery): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (query[key]) params.set(key, query[key]);
  for (const key of LIST_KEYS) if (query[key].length > 0) params.set(key, query[key].join(','));
  params.set('page', String(query.page));
  if (query.page > 1 && query.after) params.set('after', query.after);
  return params.toString();
}

/** A new search starts again from the first page. */
export const searchedQuery = (query: DiscoveryQuery, search: string): DiscoveryQuery => ({
  ...query,
  search,
  page: 1,
  after: '',
});

/** Changed filters start again from the first page. */
export const filteredQuery = (query: DiscoveryQuery, filters: Partial<QueryFilters>): DiscoveryQuery => ({
  ...query,
  ...filters,
  page: 1,
  after: '',
});

/**
 * Another page: the one after the page shown reads on from where it ended (`nextCursor`); any other is counted to
 * by its number.
 */
export const pagedQuery = (
  query: DiscoveryQuery,
  page: number,
  nextCursor: string | null,
): DiscoveryQuery => ({
  ...query,
  page,
  after: page === query.page + 1 ? (nextCursor ?? '') : '',
});
