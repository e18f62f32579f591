/**
 * The deal listing's tabs (/deals): every deal, the deals waiting for the brand, then one tab per status label
 * of SPEC.md §4 (two statuses share "Content uploaded"). Each tab says which statuses it shows, and its count is the
 * sum of theirs. Pages of DEALS_PAGE_SIZE.
 */
import { DEAL_STATUS_LABELS, DEAL_STATUSES, type DealStatus, type DealStatusLabel } from './deal';

export const DEALS_PAGE_SIZE = 12;
/** The dashboard shows this many deals waiting for the brand. */
export const DASHBOARD_DEALS = 5;

export type DealTab = 'all' | 'awaiting' | DealStatusLabel;

/** The tabs in order; status tabs follow the deal's course. */
export const DEAL_TABS: readonly DealTab[] = [
  'all',
  'awaiting',
  ...[...new Set(DEAL_STATUSES.map((status) => DEAL_STATUS_LABELS[status]))],
];

export const isDealTab = (value: string): value is DealTab =>
  (DEAL_TABS as readonly string[]).includes(value);

/** The statuses a status tab shows; null for the tabs that are not about one status label. */
export function statusesOfTab(tab: DealTab): DealStatus[] | null {
  if (tab === 'all' || tab === 'awaiting') return null;
  return DEAL_STATUSES.filter((status) => DEAL_STATUS_LABELS[status] === tab);
}

/** A tab's count from the counts per status (and the count of deals waiting for the brand). */
export function countOfTab(
  tab: DealTab,
  counts: ReadonlyArray<{ status: string; count: number }>,
  awaiting: number,
): number {
  if (tab === 'awaiting') return awaiting;
  const statuses = statusesOfTab(tab);
  return counts
    .filter((line) => statuses === null || (statuses as string[]).includes(line.status))
    .reduce((sum, line) => sum + line.count, 0);
}
