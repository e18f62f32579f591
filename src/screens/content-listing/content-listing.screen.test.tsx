import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { createLiveListingMachine, type ListingQuery } from '../../machines/live-listing';
import { renderScreen } from '../../../tests/support/render-app';
import { ContentListingScreen } from './content-listing.screen';

const item = (id: string, kind: string, status: string) => ({
  id,
  deal_id: `deal-${id}`,
  kind,
  status,
  revision: 0,
  feedback: null,
  file_name: `${id}.${kind === 'video' ? 'mp4' : 'jpg'}`,
  content_type: kind === 'video' ? 'video/mp4' : 'image/jpeg',
  size: 1000,
  url: `/content-files/${id}/file?sig=1`,
  thumbnail_url: `/content-files/${id}/thumbnail?sig=1`,
  download_url: `/content-files/${id}/download?sig=1`,
  width: 480,
  height: 600,
  duration_ms: kind === 'video' ? 3000 : null,
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  campaign: { id: 'k1', name: 'Spring glow', brand: { id: 'b1', name: 'Acme' } },
  creator: { id: 'c1', name: `Creator ${id}`, handle: 'creator' },
  product: { id: 'p1', name: 'Glow serum' },
});

function setup(path = '/content') {
  const queries: ListingQuery[] = [];
  const machine = createLiveListingMachine('contentListing').provide({
    actors: {
      load: fromPromise(async ({ input }) => {
        queries.push(input);
        return {
          items: [item('a', 'image', 'bought'), item('b', 'video', 'pending_approval')],
          total: 2,
          page: 1,
          page_size: 24,
          download_all_url: '/content-files/zip?sig=1',
          brands: [{ id: 'b1', name: 'Acme' }],
        };
      }),
    },
  });
  return { ...renderScreen(<ContentListingScreen />, { path, flows: { contentListing: machine } }), queries };
}

describe('ContentListingScreen', () => {
  it('lists content with its status, downloads one or all, and previews a video', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Creator a' })).toBeTruthy();
    expect(within(screen.getAllByRole('article')[1]!).getByText('Under review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download accepted (zip)' }).getAttribute('href')).toBe(
      '/content-files/zip?sig=1',
    );
    expect(screen.getByRole('link', { name: 'Download a.jpg' }).getAttribute('href')).toBe(
      '/content-files/a/download?sig=1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview video from Creator b' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Video from Creator b').tagName).toBe('VIDEO');
  });

  it('filters by campaign, brand, kind and status, in the address', async () => {
    const { queries, location } = setup('/content?kind=video');
    await screen.findByRole('heading', { name: 'Creator a' });
    expect(queries[0]).toMatchObject({ kind: 'video', status: '', page: 1 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'denied' } });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/content?kind=video&status=denied'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'b1' } });
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ brand: 'b1', kind: 'video', status: 'denied' }),
    );
  });
});
