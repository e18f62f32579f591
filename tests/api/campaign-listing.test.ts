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
import { CAMPAIGN_SORTS, type CampaignSort } from '../../src/domain/campaign';

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

async function pages(brand: Brand, variables: { sort: CampaignSort; search?: string }, pageSize: number) {
  const names: string[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const answer = await call(
      api.server,
      CampaignsDocument,
      { tab: 'active', page, page_size: pageSize, ...variables },
      brand.token,
    );
    expect(answer.errors).toBeUndefined();
    const items = answer.data!.Campaigns.items;
    if (items.length === 0) break;
    names.push(...items.map((item) => item.id));
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
      const glow = [...active]
        .filter((row) => row.name.toLowerCase().includes('glow'))
        .sort(EXPECTED[sort])
        .map((row) => row.id);
      expect(glow).toHaveLength(3);
      expect(await pages(brand, { sort, search: 'GLOW' }, 2), `${sort} searched`).toEqual(glow);
    }
    const searched = await call(
      server,
      CampaignsDocument,
      { tab: 'active', search: 'glow', page: 2, page_size: 2 },
      brand.token,
    );
    expect(searched.data!.Campaigns).toMatchObject({ total: 3, page: 2 });

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
});
