/**
 * A keyset-paged listing read a page at a time (src/domain/paging.ts): by page number, or each page on from the
 * cursor of the one before. Every page is checked as the listings promise: exact totals, and no cursor after a page
 * that is not full.
 */
import { expect } from 'vitest';

export type ListedPage = {
  items: Array<{ id: string }>;
  next_cursor?: string | null;
  total_estimated: boolean;
};

/** The ids of every page in order; `read` asks for one page (its number, size and the cursor to read on from). */
export async function readPages(
  read: (variables: { page: number; page_size: number; after?: string }) => Promise<ListedPage>,
  pageSize: number,
  by: 'number' | 'cursor',
): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 1; page <= 30; page += 1) {
    const listed: ListedPage = await read({ page, page_size: pageSize, ...(after ? { after } : {}) });
    expect(listed.total_estimated).toBe(false);
    if (listed.items.length < pageSize) expect(listed.next_cursor ?? null).toBeNull();
    ids.push(...listed.items.map((item) => item.id));
    if (listed.items.length === 0 || (by === 'cursor' && !listed.next_cursor)) break;
    after = by === 'cursor' ? (listed.next_cursor ?? null) : null;
  }
  return ids;
}
