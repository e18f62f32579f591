import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { ApiError } from '../../domain/api-error';
import { discoveryMachine } from '../../machines/discovery';
import type {
  CreatorsPage,
  CreatorsRequest,
  DiscoveryCampaign,
  DiscoveryCreator,
  DiscoveryQuery,
  HireInput,
} from '../../machines/discovery-types';
import { renderScreen } from '../../../tests/support/render-app';
import { CreatorsDiscoveryScreen } from './creators-discovery.screen';

const creator = (
  index: number,
  tier = 'basic',
  hire_block: DiscoveryCreator['hire_block'] = null,
): DiscoveryCreator => ({
  id: `cr${index}`,
  hire_block,
  name: `Creator ${index}`,
  handle: `creator${index}`,
  tier,
  categories: ['beauty'],
  country: 'MX',
  languages: ['es', 'en'],
  gender: 'female',
  age: 27,
  ethnicity: 'hispanic',
  bio: 'Skincare routines for busy mornings.',
  created_at: '2026-01-01',
  portfolio: [
    {
      id: `i${index}a`,
      kind: 'image',
      content_type: 'image/jpeg',
      url: `/files/${index}a.jpg`,
      thumbnail_url: `/files/${index}a.webp`,
      width: 800,
      height: 1000,
      duration_ms: null,
    },
    {
      id: `i${index}b`,
      kind: 'video',
      content_type: 'video/mp4',
      url: `/files/${index}b.mp4`,
      thumbnail_url: `/files/${index}b.webp`,
      width: 720,
      height: 1280,
      duration_ms: 3000,
    },
  ],
});

const campaign = (hired: string[] = [], deals = 2): DiscoveryCampaign => ({
  campaign_id: 'k1',
  deals,
  hired: hired.length,
  slots_left: deals - hired.length,
  can_hire: deals - hired.length > 0,
  hired_creator_ids: hired,
  tiers: ['pro'],
  categories: ['beauty'],
  genders: [],
  age_ranges: [],
  ethnicities: [],
  campaign: {
    id: 'k1',
    name: 'Spring glow launch',
    kind: 'ugc_image',
    status: 'active',
    must_haves: ['logo'],
    content_brief: null,
    format: 'portrait',
    brand: { id: 'b1', name: 'Acme' },
  },
  products: [
    {
      deals,
      hired: hired.length,
      slots_left: deals - hired.length,
      from_wallet: 0,
      product: { id: 'p1', name: 'Glow serum', price: 2499, image: null },
      per_deal: {
        creator_fee: 10000,
        duration_extra: 0,
        pro_surcharge: 3000,
        product_price: 2499,
        taxes: 0,
        shipping: 0,
        platform_fee: 1550,
        total: 17049,
      },
    },
  ],
});

function setup(
  options: {
    path?: string;
    hire?: (input: HireInput) => Promise<DiscoveryCampaign>;
    creators?: (query: DiscoveryQuery) => CreatorsPage;
  } = {},
) {
  const queries: DiscoveryQuery[] = [];
  let current = campaign();
  const machine = discoveryMachine.provide({
    actors: {
      loadCampaign: fromPromise(async () => current),
      loadCreators: fromPromise<CreatorsPage, CreatorsRequest>(async ({ input }) => {
        expect(input.campaignId).toBe('k1');
        queries.push(input.query);
        if (options.creators) return options.creators(input.query);
        return { items: [creator(1, 'pro'), creator(2, 'pro')], total: 30 };
      }),
      hire: fromPromise<DiscoveryCampaign, HireInput>(async ({ input }) => {
        if (options.hire) return options.hire(input);
        current = campaign([...current.hired_creator_ids, input.creatorId]);
        return current;
      }),
    },
  });
  const rendered = renderScreen(<CreatorsDiscoveryScreen campaignId="k1" />, {
    flows: { discovery: machine },
    path: options.path ?? '/campaign/k1/creators-discovery',
  });
  return { ...rendered, queries };
}

describe('CreatorsDiscoveryScreen', () => {
  it("lists the campaign's creators with no filter to start, shows the places left and writes the query into the address", async () => {
    const { queries, location } = setup();
    expect(await screen.findByRole('heading', { name: 'Creator 1' })).toBeTruthy();
    expect(screen.getByText('2 of 2 places left')).toBeTruthy();
    expect(queries[0]).toMatchObject({ tiers: [], categories: [], genders: [], page: 1 });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/campaign/k1/creators-discovery?page=1'));
  });

  it('offers filters only within the campaign’s targeting', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Creator 1' });
    // One tier and one category targeted: nothing to narrow there; genders open to anyone: each offered.
    expect(screen.queryByRole('group', { name: 'Tier' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
    const genders = screen.getByRole('group', { name: 'Gender' });
    expect(within(genders).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('says on the card why a creator cannot be hired, with no Hire to press', async () => {
    setup({
      creators: () => ({
        items: [
          creator(1, 'pro', { code: 'DEAL_CREATOR_NOT_TARGETED', criterion: 'age' }),
          creator(2, 'pro', { code: 'DEAL_NO_SLOTS_LEFT', criterion: null }),
        ],
        total: 2,
      }),
    });
    expect(await screen.findByText("Outside the campaign's targeting: age")).toBeTruthy();
    expect(screen.getByText('No place left on this campaign')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hire Creator 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hire Creator 2' })).toBeNull();
  });

  it('clears the search and filters from the empty state', async () => {
    const { queries } = setup({
      path: '/campaign/k1/creators-discovery?search=zz&genders=male&page=1',
      creators: (query) =>
        query.search ? { items: [], total: 0 } : { items: [creator(1, 'pro')], total: 1 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear the search and filters' }));
    expect(await screen.findByRole('heading', { name: 'Creator 1' })).toBeTruthy();
    expect(queries.at(-1)).toMatchObject({ search: '', genders: [], page: 1 });
  });

  it('says no creator fits yet when the campaign finds nobody', async () => {
    setup({ creators: () => ({ items: [], total: 0 }) });
    expect(await screen.findByText('No creator fits this campaign yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear the search and filters' })).toBeNull();
  });

  it('takes search, filters and page from the address', async () => {
    const { queries } = setup({ path: '/campaign/k1/creators-discovery?search=maya&genders=male&page=2' });
    await screen.findByRole('heading', { name: 'Creator 1' });
    expect(queries[0]).toMatchObject({ search: 'maya', genders: ['male'], tiers: [], page: 2 });
  });

  it('opens a portfolio, shows an image large and plays a video', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the portfolio of Creator 1' }));
    const sidebar = screen.getByRole('dialog', { name: 'Portfolio of Creator 1' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Open image 1 large' }));
    expect(within(sidebar).getByRole('img', { name: 'Work 1 of Creator 1' })).toBeTruthy();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Open video 2 large' }));
    const video = within(sidebar).getByLabelText('Video 2 of Creator 1') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/files/1b.mp4');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'All work' }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Close the portfolio' }));
    expect(screen.queryByRole('dialog', { name: 'Portfolio of Creator 1' })).toBeNull();
  });

  it('hires a creator, counts the place taken and marks them hired', async () => {
    const { notices } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Hire Creator 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Hire Creator 1?' });
    expect(within(dialog).getByText("One deal costs $170.49, paid from the campaign's funds.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(screen.getByText('1 of 2 places left')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Hire Creator 1' })).toBeNull();
    expect(notices().map((notice) => notice.content)).toContain(
      'Creator 1 is hired. Follow the deal in your deal listing.',
    );
  });

  it('refuses the same creator twice in words and keeps the dialog open', async () => {
    const hire = vi.fn(async () => {
      throw new ApiError('refused', 'no', { code: 'DEAL_CREATOR_ALREADY_HIRED' });
    });
    setup({ hire });
    fireEvent.click(await screen.findByRole('button', { name: 'Hire Creator 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Hire Creator 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This creator is hired on this campaign already.',
    );
    expect(hire).toHaveBeenCalledWith(expect.objectContaining({ creatorId: 'cr2', productId: 'p1' }));
  });

  it('speaks Spanish', async () => {
    const machine = discoveryMachine.provide({
      actors: {
        loadCampaign: fromPromise(async () => campaign(['cr1'])),
        loadCreators: fromPromise(async () => ({ items: [creator(1)], total: 1 })),
      },
    });
    renderScreen(<CreatorsDiscoveryScreen campaignId="k1" />, {
      language: 'es',
      flows: { discovery: machine },
    });
    expect(await screen.findByText('Quedan 1 de 2 plazas')).toBeTruthy();
    expect(screen.getByText('Contratado')).toBeTruthy();
  });
});
