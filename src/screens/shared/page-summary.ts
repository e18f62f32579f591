/**
 * The line under a paged list, in the list's namespace under `prefix`: "Showing 13–24 of 40 products" while
 * there are several pages (`summary`), "Showing product 25 of 25" for a last page of one (`summaryOne`), and
 * simply "3 products" (or "1 product") when all fit on one page (`summaryAll`, plural by count), never
 * "1–1 of 1 products". An estimated total (a search past 1,000 matches, src/domain/paging.ts) is said as one:
 * "Showing 1–12 of about 4,000 deals" (`summaryAbout`).
 */
import type { TFunction } from 'i18next';

export function pageSummary(
  t: TFunction,
  from: number,
  to: number,
  total: number,
  prefix = '',
  estimated = false,
): string | undefined {
  if (total === 0) return undefined;
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  if (estimated) return t(key('summaryAbout'), { from, to, total });
  if (from === 1 && to === total) return t(key('summaryAll'), { count: total });
  if (from === to) return t(key('summaryOne'), { from, total });
  return t(key('summary'), { from, to, total });
}
