/**
 * Every campaign is under one tab of the listing (issue 22): a deactivated one under Closed; the dashboard's figures
 * are the tabs' counts; without a tab the listing opens on the first that has campaigns; a search looks through
 * every tab, page after page by cursor.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests, type TestServer } from '../support/server';
import { call } from './account-helpers';
import { brandCompany, type Brand } from '../support/deals';
import { campaigns } from '../../server/db/schema';
import {
  CampaignSpendDocument,
  CampaignsDocument,
  DashboardSummaryDocument,
} from '../../src/graphql/generated/graphql';
import { CAMPAIGN_STATUSES } from '../../src/domain/campaign';

const api = serverForTests();

/** Campaigns written straight into the database, one a minute apart, the last one newest. */
function seed(server: TestServer, brand: Brand, rows: Array<{ name: string; status: string }>) {
  const base = Date.parse('2026-02-01T00:00:00Z');
  return server.app.services.db
    .insert(campaigns)
    .values(
      rows.map((row, index) => ({
        company_id: brand.companyId,
        brand_id: brand.brandId,
        name: row.name,
        kind: 'ugc_image',
        status: row.status,
        payment_method: 'wallet',
        deals_total: 2,
        total_cents: 1000,
        created_at: new Date(base + index * 60_000),
      })),
    )
    .returning();
}

async function listing(brand: Brand, variables: Record<string, unknown>) {
  const answer = await call(api.server, CampaignsDocument, variables, brand.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.Campaigns;
}

describe('campaign tabs', () => {
  it('lists every status under a tab, deactivated ones under Closed, and the dashboard counts what the tabs count', async () => {
    const brand = await brandCompany(api.server, 'tabs');
    const rows = await seed(
      api.server,
      brand,
      [...CAMPAIGN_STATUSES, 'deactivated', 'awaiting_payment'].map((status) => ({
        name: `Campaign ${status}`,
        status,
      })),
    );
    const page = await listing(brand, { tab: 'closed' });
    expect(page.tab).toBe('closed');
    expect(page.items.map((item) => item.id).sort()).toEqual(
      rows
        .filter((row) => row.status === 'deactivated')
        .map((row) => row.id)
        .sort(),
    );
    expect(page.items.every((item) => item.status === 'deactivated')).toBe(true);
    const counts = Object.fromEntries(page.tabs.map((tab) => [tab.tab, tab.count]));
    expect(counts).toEqual({
      active: 1,
      paused: 1,
      completed: 1,
      pending_admin_approval: 1,
      rejected: 1,
      closed: 2,
    });
    // Every listed campaign is under one tab; the one still being paid for is under none, and nowhere counted.
    const summary = await call(api.server, DashboardSummaryDocument, {}, brand.token);
    expect(summary.data!.DashboardSummary.campaigns).toBe(rows.length - 1);
    expect(summary.data!.DashboardSummary.campaigns).toBe(page.tabs.reduce((sum, tab) => sum + tab.count, 0));
    const spend = await call(api.server, CampaignSpendDocument, {}, brand.token);
    expect(spend.data!.CampaignSpend.active).toBe(counts.active);
  });

  it('opens on the first tab that has campaigns when none is asked for', async () => {
    const brand = await brandCompany(api.server, 'tabs-open');
    expect(await listing(brand, {})).toMatchObject({ tab: 'active', total: 0, items: [] });
    const [waiting] = await seed(api.server, brand, [
      { name: 'Waiting for staff', status: 'pending_admin_approval' },
    ]);
    const opened = await listing(brand, {});
    expect(opened.tab).toBe('pending_admin_approval');
    expect(opened.items.map((item) => item.id)).toEqual([waiting!.id]);
    await seed(api.server, brand, [{ name: 'Stopped early', status: 'deactivated' }]);
    expect((await listing(brand, {})).tab).toBe('pending_admin_approval');
    await seed(api.server, brand, [{ name: 'Running now', status: 'paused' }]);
    expect((await listing(brand, {})).tab).toBe('paused');
    // A tab asked for is the tab listed, empty or not.
    expect(await listing(brand, { tab: 'active' })).toMatchObject({ tab: 'active', total: 0 });
  });

  it('searches every tab, a page at a time by cursor, and never another company', async () => {
    const brand = await brandCompany(api.server, 'tabs-search');
    const other = await brandCompany(api.server, 'tabs-search-other');
    const statuses = ['active', 'deactivated', 'paused', 'rejected', 'completed', 'pending_admin_approval'];
    const rows = await seed(
      api.server,
      brand,
      statuses.flatMap((status) => [
        { name: `Spring glow ${status}`, status },
        { name: `Winter ${status}`, status },
      ]),
    );
    await seed(api.server, brand, [{ name: 'Spring glow unpaid', status: 'awaiting_payment' }]);
    await seed(api.server, other, [{ name: 'Spring glow elsewhere', status: 'active' }]);
    const expected = rows
      .filter((row) => row.name.startsWith('Spring glow'))
      .reverse()
      .map((row) => row.id);
    const found: string[] = [];
    let after: string | null = null;
    for (let page = 1; page <= 4; page += 1) {
      const answer: Awaited<ReturnType<typeof listing>> = await listing(brand, {
        tab: 'active',
        search: 'GLOW',
        page,
        page_size: 4,
        ...(after ? { after } : {}),
      });
      expect(answer).toMatchObject({ tab: null, total: statuses.length, total_estimated: false });
      found.push(...answer.items.map((item) => item.id));
      after = answer.next_cursor ?? null;
      if (!after) break;
    }
    expect(found).toEqual(expected);
    // By page number too, the same campaigns.
    const second = await listing(brand, { search: 'glow', page: 2, page_size: 4 });
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(4, 8));
  });
});
