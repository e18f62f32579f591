/**
 * Page navigation: previous, numbered pages with gaps on wide screens ("page 3 of 9" on phones, where previous
 * and next show only their arrows, named for assistive technology), next.
 * All words come from the screen as labels.
 */
import * as styles from './pagination.css';
import { Button } from '../button/button';
import { IconChevronLeft, IconChevronRight } from '../icons';

export type PaginationLabels = {
  /** Accessible name of the navigation landmark. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. (3) → "Page 3". */
  page: (page: number) => string;
  /** Short position text, e.g. (3, 9) → "3 of 9". */
  position: (page: number, pageCount: number) => string;
};

export type PaginationProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** E.g. "Showing 13–24 of 40 products". */
  summary?: string;
};

/** The pages to show: the first, the last, and the neighbours of the current one, with null for a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  if (page <= 3) [2, 3, 4].forEach((p) => p <= pageCount && pages.add(p));
  if (page >= pageCount - 2)
    [pageCount - 1, pageCount - 2, pageCount - 3].forEach((p) => p >= 1 && pages.add(p));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) result.push(null);
    result.push(p);
  });
  return result;
}

export function Pagination({ page, pageCount, onChange, labels, summary }: PaginationProps) {
  if (pageCount <= 1 && !summary) return null;
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      <span className={styles.summary}>{summary}</span>
      {pageCount > 1 ? (
        <ul className={styles.list}>
          <li>
            <Button
              variant="secondary"
              size="sm"
              leadingIcon={<IconChevronLeft size={16} />}
              disabled={page <= 1}
              onClick={() => onChange(page - 1)}
              aria-label={labels.previous}
            >
              <span className={styles.stepLabel}>{labels.previous}</span>
            </Button>
          </li>
          {pageWindow(page, pageCount).map((item, index) =>
            item === null ? (
              <li key={`gap-${index}`} className={styles.pageItem} aria-hidden="true">
                <span className={styles.gap}>…</span>
              </li>
            ) : (
              <li key={item} className={styles.pageItem}>
                <button
                  type="button"
                  className={styles.page}
                  aria-label={labels.page(item)}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onChange(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
          <li className={styles.compact} aria-hidden="true">
            {labels.position(page, pageCount)}
          </li>
          <li>
            <Button
              variant="secondary"
              size="sm"
              trailingIcon={<IconChevronRight size={16} />}
              disabled={page >= pageCount}
              onClick={() => onChange(page + 1)}
              aria-label={labels.next}
            >
              <span className={styles.stepLabel}>{labels.next}</span>
            </Button>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
