/**
 * The campaign listing (SPEC.md §4): its tabs and the statuses each holds, the counts the listing and the dashboard
 * share, the tab it opens on, and its query (tab, search, sort, page).
 */
import { object, optional, type Infer } from 'superstruct';
import { integer, oneOf, textUpTo } from './validation';
import { pageCursor } from './paging';
import { CAMPAIGN_NAME, type CampaignStatus } from './campaign';

/**
 * The listing's tabs (SPEC.md §4): Active, Paused, Completed, Pending approval, Rejected, and Closed for the
 * deactivated campaigns, which no other tab holds: every campaign is under one tab.
 */
export const CAMPAIGN_TABS = [
  'active',
  'paused',
  'completed',
  'pending_admin_approval',
  'rejected',
  'closed',
] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

/** The statuses each tab lists. */
export const TAB_STATUSES: Record<CampaignTab, readonly CampaignStatus[]> = {
  active: ['active'],
  paused: ['paused'],
  completed: ['completed'],
  pending_admin_approval: ['pending_admin_approval'],
  rejected: ['rejected'],
  closed: ['deactivated'],
};

/** Every status the listing shows (a search looks through all of them). */
export const LISTED_STATUSES: readonly CampaignStatus[] = CAMPAIGN_TABS.flatMap((tab) => TAB_STATUSES[tab]);

/**
 * Every tab with its count, from how many campaigns the company has in each status: the listing's tabs and the
 * dashboard's figures both come from here, so they always agree.
 */
export function tabCounts(byStatus: ReadonlyMap<string, number>): Array<{ tab: CampaignTab; count: number }> {
  return CAMPAIGN_TABS.map((tab) => ({
    tab,
    count: TAB_STATUSES[tab].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
  }));
}

/** The tab the listing opens on when none is asked for: the first that has campaigns (Active when none has). */
export function openingTab(counts: ReadonlyArray<{ tab: CampaignTab; count: number }>): CampaignTab {
  return counts.find((entry) => entry.count > 0)?.tab ?? 'active';
}

/** The listing (SPEC.md §4): its sorts and page size. */
export const CAMPAIGN_SORTS = ['newest', 'oldest', 'name', 'total'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const CAMPAIGNS_PAGE_SIZE = 10;
export const CAMPAIGNS_MAX_PAGE_SIZE = 100;
export const CAMPAIGN_SEARCH_MAX = CAMPAIGN_NAME.max;

export const CampaignsQuery = object({
  /** The tab; none opens the first tab with campaigns (openingTab). A search looks through every tab. */
  tab: optional(oneOf(CAMPAIGN_TABS)),
  search: optional(textUpTo(CAMPAIGN_SEARCH_MAX)),
  sort: oneOf(CAMPAIGN_SORTS),
  page: integer(1, 1_000_000),
  page_size: integer(1, CAMPAIGNS_MAX_PAGE_SIZE),
  /** Where the page before ended (its next_cursor): the page is read on from there. */
  after: optional(pageCursor),
});
export type CampaignsQuery = Infer<typeof CampaignsQuery>;
