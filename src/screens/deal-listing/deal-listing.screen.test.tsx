import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import { createLiveListingMachine, type ListingQuery } from '../../machines/live-listing';
import { DEAL_STATUSES } from '../../domain/deal';
import { renderScreen } from '../../../tests/support/render-app';
import { DealListingScreen } from './deal-listing.screen';

const deal = (id: string, name: string, status: string, awaiting: string | null) => ({
  id,
  status,
  delivery: 'shipping',
  delivery_status: 'pending_shipping',
  tracking_number: null,
  revisions: 0,
  max_revisions: 2,
  awaiting,
  due_at: null,
  due_outcome: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  campaign: { id: 'k1', name: 'Spring glow', kind: 'ugc_image' },
  product: { id: 'p1', name: 'Glow serum' },
  creator: { id: `c${id}`, name, handle: name.toLowerCase(), tier: 'basic', country: 'US', portfolio: [] },
});

function setup(path = '/deals') {
  const queries: ListingQuery[] = [];
  let live: ((event: { type: 'deal.live'; dealId: string }) => void) | null = null;
  let status = 'creator_accepted';
  const machine = createLiveListingMachine('dealListing').provide({
    actors: {
      load: fromPromise(async ({ input }) => {
        queries.push(input);
        return {
          items: [deal('d1', 'Maya', status, 'company'), deal('d2', 'Noah', 'hired', 'creator')],
          total: 2,
          page: 1,
          page_size: 12,
          counts: DEAL_STATUSES.map((s) => ({ status: s, count: s === 'hired' ? 1 : s === status ? 1 : 0 })),
          awaiting_brand: 1,
        };
      }),
      liveDeals: fromCallback(({ sendBack }) => {
        live = sendBack;
        return () => {};
      }),
    },
  });
  const view = renderScreen(<DealListingScreen />, { path, flows: { dealListing: machine } });
  return {
    ...view,
    queries,
    move: (next: string) => {
      status = next;
      live?.({ type: 'deal.live', dealId: 'd1' });
    },
  };
}

describe('DealListingScreen', () => {
  it('shows tabs with counts, what needs the brand first, and links to each deal', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Open the deal with Maya' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Needs you\s*1/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /All\s*2/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Deal started\s*1/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the deal with Maya' }).getAttribute('href')).toBe(
      '/deal/d1',
    );
    expect(within(screen.getAllByRole('article')[0]!).getByText('Waiting for you')).toBeTruthy();
  });

  it('keeps the tab, search and page in the address', async () => {
    const { queries, location } = setup('/deals?tab=awaiting&search=maya&page=2');
    await screen.findByRole('link', { name: 'Open the deal with Maya' });
    expect(queries[0]).toEqual({ tab: 'awaiting', search: 'maya', page: 2, after: '' });
    fireEvent.click(screen.getByRole('tab', { name: /Content uploaded/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/deals?tab=contentUploaded&search=maya'));
    expect(queries.at(-1)).toMatchObject({ tab: 'contentUploaded', page: 1 });
  });

  it('follows the address when it changes from outside (back, a link)', async () => {
    const { queries, location } = setup('/deals?tab=awaiting');
    await screen.findByRole('link', { name: 'Open the deal with Maya' });
    act(() => location.navigate('/deals?tab=canceled'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ tab: 'canceled', search: '', page: 1, after: '' }));
    expect(screen.getByRole('tab', { name: /Canceled/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads the next page on from where the page shown ended, and drops the cursor on any other move', async () => {
    const queries: ListingQuery[] = [];
    const machine = createLiveListingMachine('dealListing').provide({
      actors: {
        load: fromPromise(async ({ input }) => {
          queries.push(input);
          return {
            items: [deal(`d${input.page}`, `Maya${input.page}`, 'hired', 'creator')],
            total: 30,
            total_estimated: false,
            next_cursor: `end-of-${input.page}`,
            page: input.page,
            page_size: 12,
            counts: DEAL_STATUSES.map((s) => ({ status: s, count: s === 'hired' ? 30 : 0 })),
            awaiting_brand: 0,
          };
        }),
        liveDeals: fromCallback(() => () => {}),
      },
    });
    const { location } = renderScreen(<DealListingScreen />, {
      path: '/deals',
      flows: { dealListing: machine },
    });
    await screen.findByRole('link', { name: 'Open the deal with Maya1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Open the deal with Maya2' });
    expect(queries.at(-1)).toEqual({ tab: 'all', search: '', page: 2, after: 'end-of-1' });
    expect(location.history?.at(-1)).toBe('/deals?page=2&after=end-of-1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ tab: 'all', search: '', page: 1, after: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ tab: 'all', search: '', page: 3, after: '' }));
  });

  it('follows a live deal event without a reload', async () => {
    const { move } = setup();
    await screen.findByRole('link', { name: 'Open the deal with Maya' });
    move('purchased_sent');
    await waitFor(() => expect(screen.getByText('Product purchased')).toBeTruthy());
  });

  it('speaks Spanish', async () => {
    const machine = createLiveListingMachine('dealListing').provide({
      actors: {
        load: fromPromise<unknown, ListingQuery>(async () => ({
          items: [deal('d1', 'Maya', 'creator_accepted', 'company')],
          total: 1,
          page: 1,
          page_size: 12,
          counts: [{ status: 'creator_accepted', count: 1 }],
          awaiting_brand: 1,
        })),
      },
    });
    renderScreen(<DealListingScreen />, {
      path: '/deals',
      language: 'es',
      flows: { dealListing: machine },
    });
    expect(await screen.findByRole('tab', { name: /Te necesitan\s*1/ })).toBeTruthy();
    expect(screen.getByText('Esperándote a ti')).toBeTruthy();
  });
});
