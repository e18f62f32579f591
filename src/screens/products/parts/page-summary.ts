/**
 * The line under the product list: "Showing 13–24 of 40 products" while there are several pages, "Showing
 * product 25 of 25" for a last page of one, and simply "3 products" (or "1 product") when all fit on one page.
 */
import type { TFunction } from 'i18next';

export function pageSummary(t: TFunction, from: number, to: number, total: number): string | undefined {
  if (total === 0) return undefined;
  if (from === 1 && to === total) return t('summaryAll', { count: total });
  if (from === to) return t('summaryOne', { from, total });
  return t('summary', { from, to, total });
}
