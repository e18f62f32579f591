/**
 * CampaignListing's pages (issue 13): each order (newest, oldest, by name, by total) read a page at a time gives
 * the tab's campaigns once each, in that order, ties broken by id, with a search too; and another company's
 * campaigns never show.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests, type TestServer } from '../support/server';
import { call } from './account-helpers';
import { brandCompany, type Brand } from '../support/deals';
import { campaignCounts, campaigns, companies } from '../../server/db/schema';
import { CampaignsDocument } from '../../src/graphql/generated/graphql';
import { CAMPAIGN_SORTS, type CampaignSort } from '../../src/domain/campaign-listing';
import { SEARCH_COUNT_LIMIT } from '../../src/domain/paging';

const api = serverForTests();

const NAMES = ['delta Glow', 'Alpha', 'charlie glow', 'Bravo', 'echo', 'alpha', 'Glowing', 'foxtrot'];

/** Campaigns written straight into the database: names, totals (some equal) and dates chosen to tie. */
async function seed(server: TestServer, brand: Brand) {
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = NAMES.map((name, index) => ({
    company_id: brand.companyId,
    brand_id: brand.brandId,
    name,
    kind: 'ugc_image',
    status: index === NAMES.length - 1 ? 'paused' : 'active',
    payment_method: 'wallet',
    deals_total: 2,
    total_cents: [500, 300, 500, 900, 300, 700, 500, 100][index]!,
    // Two pairs share a creation time: the id decides between them.
    created_at: new Date(base + [0, 1, 1, 2, 3, 3, 4, 5][index]! * 60_000),
  }));
  return server.app.services.db.insert(campaigns).values(rows).returning();
}

type Row = Awaited<ReturnType<typeof seed>>[number];

const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const EXPECTED: Record<CampaignSort, (a: Row, b: Row) => number> = {
  newest: (a, b) => b.created_at.getTime() - a.created_at.getTime() || byId(b, a),
  oldest: (a, b) => a.created_at.getTime() - b.created_at.getTime() || byId(a, b),
  name: (a, b) => {
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : byId(a, b);
  },
  total: (a, b) => b.total_cents - a.total_cents || byId(b, a),
};

const listPage = (brand: Brand, variables: Record<string, unknown>) =>
  call(api.server, CampaignsDocument, variables, brand.token);

/** The tab read a page at a time: by page number, or each page after the cursor of the one before. */
async function pages(
  brand: Brand,
  variables: { sort: CampaignSort; search?: string },
  pageSize: number,
  by: 'number' | 'cursor' = 'number',
) {
  const names: string[] = [];
  let after: string | null = null;
  for (let page = 1; page <= 10; page += 1) {
    const answer: Awaited<ReturnType<typeof listPage>> = await listPage(brand, {
      tab: 'active',
      page,
      page_size: pageSize,
      ...variables,
      ...(after ? { after } : {}),
    });
    expect(answer.errors).toBeUndefined();
    const { items, next_cursor } = answer.data!.Campaigns;
    names.push(...items.map((item) => item.id));
    if (items.length < pageSize) expect(next_cursor).toBeNull();
    if (items.length === 0 || (by === 'cursor' && !next_cursor)) break;
    after = by === 'cursor' ? next_cursor : null;
  }
  return names;
}

describe('campaign listing pages', () => {
  it('reads every order a page at a time, each campaign once, ties broken by id', async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'listing');
    const other = await brandCompany(server, 'listing-other');
    const rows = await seed(server, brand);
    await seed(server, other);
    const active = rows.filter((row) => row.status === 'active');
    for (const sort of CAMPAIGN_SORTS) {
      const expected = [...active].sort(EXPECTED[sort]).map((row) => row.id);
      expect(await pages(brand, { sort }, 3), sort).toEqual(expected);
      expect(await pages(brand, { sort }, 100), sort).toEqual(expected);
      expect(await pages(brand, { sort }, 3, 'cursor'), `${sort} by cursor`).toEqual(expected);
      expect(await pages(brand, { sort }, 1, 'cursor'), `${sort} by cursor`).toEqual(expected);
      const glow = [...active]
        .filter((row) => row.name.toLowerCase().includes('glow'))
        .sort(EXPECTED[sort])
        .map((row) => row.id);
      expect(glow).toHaveLength(3);
      expect(await pages(brand, { sort, search: 'GLOW' }, 2), `${sort} searched`).toEqual(glow);
      expect(await pages(brand, { sort, search: 'glow' }, 2, 'cursor'), `${sort} searched`).toEqual(glow);
    }
    const searched = await call(
      server,
      CampaignsDocument,
      { tab: 'active', search: 'glow', page: 2, page_size: 2 },
      brand.token,
    );
    expect(searched.data!.Campaigns).toMatchObject({ total: 3, total_estimated: false, page: 2 });

    // A cursor of another order is not sought with: the page is the numbered one of the order asked for.
    const byName = await call(
      server,
      CampaignsDocument,
      { tab: 'active', sort: 'name', page_size: 2 },
      brand.token,
    );
    const newest = [...active].sort(EXPECTED.newest).map((row) => row.id);
    const crossed = await call(
      server,
      CampaignsDocument,
      { tab: 'active', page: 2, page_size: 2, after: byName.data!.Campaigns.next_cursor },
      brand.token,
    );
    expect(crossed.data!.Campaigns.items.map((item) => item.id)).toEqual(newest.slice(2, 4));
    // A cursor the listing never handed out is refused, in words.
    for (const after of ['not a cursor', Buffer.from('["newest","x","1"]').toString('base64url')]) {
      const refused = await call(server, CampaignsDocument, { tab: 'active', after }, brand.token);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { after: { code: 'cursor' } },
      });
    }

    // The tab counts follow every campaign written, moved or removed.
    const tabs = async () => {
      const answer = await call(server, CampaignsDocument, { tab: 'active' }, brand.token);
      return Object.fromEntries(answer.data!.Campaigns.tabs.map((tab) => [tab.tab, tab.count]));
    };
    expect(await tabs()).toMatchObject({ active: 7, paused: 1, completed: 0 });
    const { db } = server.app.services;
    await db.update(campaigns).set({ status: 'completed' }).where(eq(campaigns.id, active[0]!.id));
    await db.delete(campaigns).where(eq(campaigns.id, active[1]!.id));
    await db.update(campaigns).set({ name: 'Renamed' }).where(eq(campaigns.id, active[2]!.id));
    expect(await tabs()).toMatchObject({ active: 5, paused: 1, completed: 1 });
    // A company removed takes its campaigns and their counts with it.
    await db.delete(companies).where(eq(companies.id, other.companyId));
    expect(
      await db.select().from(campaignCounts).where(eq(campaignCounts.company_id, other.companyId)),
    ).toEqual([]);
  });

  it('counts a search up to 1,000 matches and estimates beyond, reading deep pages by cursor', async () => {
    const { server } = api;
    const brand = await brandCompany(server, 'listing-many');
    const count = SEARCH_COUNT_LIMIT + 50;
    const base = Date.parse('2026-01-01T00:00:00Z');
    await server.app.services.db.insert(campaigns).values(
      Array.from({ length: count }, (_, index) => ({
        company_id: brand.companyId,
        brand_id: brand.brandId,
        name: `Campaign ${index} ${index % 2 === 0 ? 'glow' : 'night'}`,
        kind: 'ugc_image',
        status: 'active',
        payment_method: 'wallet',
        deals_total: 2,
        created_at: new Date(base + index * 1000),
      })),
    );
    const ask = (variables: Record<string, unknown>) =>
      call(server, CampaignsDocument, { tab: 'active', ...variables }, brand.token);
    const all = (await ask({ search: 'campaign' })).data!.Campaigns;
    expect(all.total_estimated).toBe(true);
    expect(all.total).toBeGreaterThan(SEARCH_COUNT_LIMIT);
    const glow = (await ask({ search: 'glow' })).data!.Campaigns;
    expect(glow).toMatchObject({ total: Math.ceil(count / 2), total_estimated: false });
    // The tab's count is kept, never estimated.
    expect((await ask({})).data!.Campaigns).toMatchObject({ total: count, total_estimated: false });
    // Page 100 by its number and by the cursor of page 99 are the same campaigns.
    const before = (await ask({ page: 99, page_size: 10 })).data!.Campaigns;
    const byNumber = (await ask({ page: 100, page_size: 10 })).data!.Campaigns;
    const byCursor = (await ask({ page: 100, page_size: 10, after: before.next_cursor })).data!.Campaigns;
    expect(byCursor.items.map((item) => item.id)).toEqual(byNumber.items.map((item) => item.id));
    expect(byNumber.items.map((item) => item.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => count - 1 - 990 - index).map(
        (n) => `Campaign ${n} ${n % 2 === 0 ? 'glow' : 'night'}`,
      ),
    );
  });
});
