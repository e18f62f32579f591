/** The listing's query (?tab=&search=&sort=&page=) read from and written to the address. */
import { CAMPAIGN_SORTS, CAMPAIGN_TABS, type CampaignSort } from '../../../domain/campaign';

export type ListingQuery = { tab: string; search: string; sort: CampaignSort; page: number };

/** The listing's query read from the address; anything unknown falls back to the default. */
export function readQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  const tab = params.get('tab') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    tab: (CAMPAIGN_TABS as readonly string[]).includes(tab) ? tab : 'active',
    search: params.get('search') ?? '',
    sort: (CAMPAIGN_SORTS as readonly string[]).includes(sort) ? (sort as CampaignSort) : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'active') params.set('tab', query.tab);
  if (query.search) params.set('search', query.search);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/campaigns?${text}` : '/campaigns';
}
