/**
 * Every campaign somewhere (issue 22), clicked from the dashboard in the built app: the dashboard counts what the
 * listing's tabs count; the listing opens on the first tab that has campaigns; a deactivated campaign is under
 * Closed with its badge; a search finds campaigns of every tab and is kept in the address. English at 1440 px,
 * Spanish at 390 px; the shots go to test-results/screenshots/.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appInBrowser, describeInBrowser, escapeRegExp, newPage, screenshot } from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import { campaignInput, createCampaignCompany, submitCampaign } from '../support/campaigns';
import enCampaigns from '../../locales/en/campaigns.json';
import esCampaigns from '../../locales/es/campaigns.json';
import enDashboard from '../../locales/en/dashboard.json';
import esDashboard from '../../locales/es/dashboard.json';

const TEXTS = {
  en: { campaigns: enCampaigns, dashboard: enDashboard, width: 1440, height: 900 },
  es: { campaigns: esCampaigns, dashboard: esDashboard, width: 390, height: 844 },
} as const;
const WAIT = { timeout: 20_000 };
const eventually = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 20_000, interval: 100, message });

const noWiderThanScreen = (page: Page, width: number) =>
  eventually(
    () => page.evaluate(() => document.documentElement.scrollWidth),
    'nothing wider than the screen',
  ).toBeLessThanOrEqual(width);

describeInBrowser('every campaign under a tab, from the dashboard', () => {
  const app = appInBrowser();

  for (const language of ['en', 'es'] as const) {
    const { campaigns, dashboard, width, height } = TEXTS[language];

    it(`opens on the first tab with campaigns, lists closed ones and searches every tab (${language}, ${width} px)`, async () => {
      const owner = await createCampaignCompany(app.server, { balance: 5_000_00 });
      const submit = (name: string) => submitCampaign(app.server, owner, campaignInput(owner, { name }));
      await submit('Winter glow rescue');
      const stopped = await submit('Spring glow launch');
      expect((await app.server.staff('campaign-approve', { id: stopped })).status).toBe(200);
      const deactivated = await app.server.gql(
        'mutation($id: ID!) { CampaignDeactivate(id: $id) { status } }',
        { id: stopped },
        owner.token,
      );
      expect(deactivated.errors).toBeUndefined();

      const page = await newPage(app.browser, { width, height });
      await signInBrowser(page, app.server, owner.token, '/', language);
      const figures = page.getByRole('region', { name: dashboard.stats.campaigns, exact: true });
      // The dashboard counts both campaigns, the closed one too, as the tabs do.
      await eventually(async () => (await figures.textContent()) ?? '').toContain('2');
      await figures.getByRole('link', { name: dashboard.stats.campaignsLink }).click();

      const tab = (name: keyof typeof campaigns.tabs) =>
        page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(campaigns.tabs[name])}`) });
      // No tab in the address: the first tab with campaigns, Pending approval, is open, not an empty Active.
      await eventually(() => tab('pending_admin_approval').getAttribute('aria-selected')).toBe('true');
      await page.getByRole('link', { name: 'Winter glow rescue' }).waitFor(WAIT);
      await eventually(() => tab('active').textContent()).toMatch(/0/);
      await eventually(() => tab('closed').textContent()).toMatch(/1/);
      await noWiderThanScreen(page, width);
      await screenshot(page, `campaign-tabs-opening-${language}-${width}`);

      await tab('closed').click();
      await page.getByRole('link', { name: 'Spring glow launch' }).waitFor(WAIT);
      await page.getByRole('tabpanel').getByText(campaigns.status.deactivated, { exact: true }).waitFor(WAIT);
      await eventually(() => new URL(page.url()).searchParams.get('tab')).toBe('closed');
      await screenshot(page, `campaign-tabs-closed-${language}-${width}`);

      // A search looks through every tab: the pending and the closed campaign, each with its status.
      await page.getByRole('searchbox', { name: campaigns.search }).fill('glow');
      await page.getByRole('searchbox', { name: campaigns.search }).press('Enter');
      await page
        .getByRole('heading', { name: campaigns.searchAll.replace('{{search}}', 'glow') })
        .waitFor(WAIT);
      await page.getByRole('link', { name: 'Winter glow rescue' }).waitFor(WAIT);
      await page.getByRole('link', { name: 'Spring glow launch' }).waitFor(WAIT);
      expect(await page.getByRole('tab').count()).toBe(0);
      await eventually(() => new URL(page.url()).searchParams.get('search')).toBe('glow');
      await noWiderThanScreen(page, width);
      await screenshot(page, `campaign-tabs-search-${language}-${width}`);

      await page.getByRole('button', { name: campaigns.clearSearch }).click();
      await eventually(() => tab('closed').getAttribute('aria-selected')).toBe('true');
      await eventually(() => new URL(page.url()).searchParams.get('search')).toBeNull();
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
