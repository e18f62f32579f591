/**
 * The listing's query (?tab=&search=&sort=&page=) read from and written to the address; a page reached by "next"
 * also carries where the page before ended (&after=), so it is read on from there (src/domain/paging.ts). Without a
 * tab the API opens the first tab that has campaigns; a tab chosen is always written.
 */
import { CAMPAIGN_SORTS, CAMPAIGN_TABS, type CampaignSort } from '../../../domain/campaign-listing';

export type ListingQuery = {
  tab?: string | undefined;
  search: string;
  sort: CampaignSort;
  page: number;
  after?: string | undefined;
};

/** The listing's query read from the address; anything unknown falls back to the default. */
export function readQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  const tab = params.get('tab') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    tab: (CAMPAIGN_TABS as readonly string[]).includes(tab) ? tab : undefined,
    search: params.get('search') ?? '',
    sort: (CAMPAIGN_SORTS as readonly string[]).includes(sort) ? (sort as CampaignSort) : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    after: params.get('after') || undefined,
  };
}

export function writeQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.tab) params.set('tab', query.tab);
  if (query.search) params.set('search', query.search);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.page > 1 && query.after) params.set('after', query.after);
  const text = params.toString();
  return text ? `/campaigns?${text}` : '/campaigns';
}
