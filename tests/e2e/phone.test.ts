/**
 * Every screen of the story on a 390 px phone, in Spanish (its words are the longest), reached by clicking from
 * the dashboard: nothing may run off the side. The page must not scroll sideways
 * (document.scrollingElement.scrollWidth > clientWidth), and no visible element may stick out of the screen
 * unless it sits in a row that scrolls on its own inside the screen (the tabs); a table's every cell is on the
 * screen (the tables are cards on a phone). The tabs of /campaigns and /deals keep to one row. Logging out
 * from a filtered listing leads to a log-in page that forgets that listing (no `?next=`).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accountMenuButton, appInBrowser, describeInBrowser, newPage, screenshot } from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import { campaignInput, createCampaignCompany, saveCard, submitCampaign } from '../support/campaigns';
import { staffCommand, testCreator } from '../support/deals';
import { studioPng } from '../support/png';
import common from '../../locales/es/common.json';
import shell from '../../locales/es/shell.json';
import wizard from '../../locales/es/campaignCreation.json';
import login from '../../locales/es/login.json';
import deals from '../../locales/es/dealListing.json';
import content from '../../locales/es/contentListing.json';
import money from '../../locales/es/money.json';
import brands from '../../locales/es/brands.json';
import products from '../../locales/es/products.json';
import account from '../../locales/es/account.json';
import dashboard from '../../locales/es/dashboard.json';
import notifications from '../../locales/es/notifications.json';

const LONG_NAME = 'Rutina completa de mañana y noche para una piel radiante, grabada en casa';

/** What sticks out of the screen, described for the failure message; empty when the screen fits. */
async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);
    const width = document.documentElement.clientWidth;
    const inside = (box: DOMRect) => box.left >= -1 && box.right <= width + 1;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)} «${(element.textContent ?? '').trim().slice(0, 40)}»`;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || inside(box)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Inside a box that scrolls or clips within the screen, it is that box's to show (a row of tabs).
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        if (inside(parent.getBoundingClientRect())) clipped = true;
        break;
      }
      if (element.closest('td') || !clipped)
        found.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    for (const cell of Array.from(document.querySelectorAll('td'))) {
      const box = cell.getBoundingClientRect();
      if (box.width > 0 && !inside(box)) found.push(`a cell off screen: ${describe(cell)}`);
    }
    return found.slice(0, 8);
  });
}

/** Words of the main area split across two lines ("Deliver ed"): a word whose range has two boxes. */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no main area'];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function fits(page: Page, name: string, heading: Locator) {
  // The picture first when the heading never shows, so the failure has something to look at.
  await heading.waitFor().catch(async (error: unknown) => {
    await screenshot(page, `phone-390-${name}-failed`);
    throw error;
  });
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  await screenshot(page, `phone-390-${name}`);
  expect(await overflowOf(page), name).toEqual([]);
}

/** The tabs in one row: every tab's top at the first one's. */
async function oneRow(tabs: Locator) {
  const tops = await tabs
    .getByRole('tab')
    .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
}

describeInBrowser('every screen of the story at 390 px', () => {
  const app = appInBrowser();

  it('fits the phone, screen after screen, reached by clicking', async () => {
    const server = app.server;
    const owner = await createCampaignCompany(server, { balance: 9_000_00 });
    const cardId = await saveCard(server, owner.token);
    const topUp = await server.gql(
      'mutation($card: ID!, $key: String!) { WalletTopUpCard(amount: 987650, card_id: $card, idempotency_key: $key) { __typename } }',
      { card: cardId, key: randomUUID() },
      owner.token,
    );
    expect(topUp.errors).toBeUndefined();
    const wire = await server.gql(
      'mutation($key: String!) { WireTopUpRequest(amount: 250000, idempotency_key: $key) { __typename } }',
      { key: randomUUID() },
      owner.token,
    );
    expect(wire.errors).toBeUndefined();
    const campaignId = await submitCampaign(
      server,
      owner,
      campaignInput(owner, {
        name: LONG_NAME,
        kind: 'ugc_image',
        video_duration: undefined,
        delivery: 'refund',
        taxes_cents: 2_00,
        shipping_cents: 5_00,
      }),
    );
    expect((await server.staff('campaign-approve', { id: campaignId })).status).toBe(200);
    const creators = [
      await testCreator(server, { categories: ['beauty'], gender: 'female', age: 29, ethnicity: 'hispanic' }),
      await testCreator(server, { categories: ['beauty'], gender: 'female', age: 31, ethnicity: 'hispanic' }),
    ];
    const dealIds: string[] = [];
    for (const creator of creators) {
      const hired = await server.gql<{ DealHire: { id: string } }>(
        'mutation($c: ID!, $p: ID!, $k: ID!, $key: String!) { DealHire(campaign_id: $c, product_id: $p, creator_id: $k, idempotency_key: $key) { id } }',
        { c: campaignId, p: owner.products[0]!.id, k: creator.id, key: randomUUID() },
        owner.token,
      );
      expect(hired.errors).toBeUndefined();
      dealIds.push(hired.data!.DealHire.id);
    }
    const file = path.join(server.dataDir, 'phone-look.png');
    await writeFile(file, studioPng(480, 600, [254, 243, 199], [253, 230, 138], [217, 119, 6]));
    for (const step of [['accept'], ['purchase'], ['receive'], ['upload', file], ['approve']])
      expect((await staffCommand(server, ['deal', dealIds[0]!, ...step])).code, step[0]).toBe(0);
    const draft = { ...campaignInput(owner, { name: 'Lanzamiento de primavera' }), step: 'summary' };
    const saved = await server.gql(
      'mutation($data: String!) { CampaignDraftSave(data: $data, revision: 0) { updated_at } }',
      { data: JSON.stringify({ ...draft, payment_method: 'wallet' }) },
      owner.token,
    );
    expect(saved.errors).toBeUndefined();

    const page = await newPage(app.browser, { width: 390, height: 844, locale: 'es-ES' });
    await signInBrowser(page, server, owner.token, '/', 'es');
    const h1 = (name?: string | RegExp) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
    const go = async (link: string) => {
      await page.getByRole('button', { name: shell.openMenu }).click();
      await page.getByRole('link', { name: link, exact: true }).locator('visible=true').first().click();
    };

    // The dashboard once its story is on screen: what needs the user (the approved content to review) above the
    // figures, and the recent notices.
    const needs = page.getByRole('region', { name: dashboard.needs.title });
    await needs.getByRole('link', { name: dashboard.needs.review }).waitFor();
    const activity = page.getByRole('region', { name: dashboard.activity.title });
    await activity.getByRole('list', { name: dashboard.activity.list }).waitFor();
    await fits(page, 'dashboard', h1());
    const figures = page.getByRole('region', { name: dashboard.figures });
    expect((await needs.boundingBox())!.y).toBeLessThan((await figures.boundingBox())!.y);
    await activity.getByRole('link', { name: dashboard.activity.all }).click();
    await fits(page, 'notifications', h1(notifications.title));
    await go(common.nav.campaignListing);
    await fits(page, 'campaigns', page.getByRole('link', { name: LONG_NAME }));
    await oneRow(page.getByRole('tablist'));
    await page.getByRole('link', { name: LONG_NAME }).click();
    await fits(page, 'campaign', h1(LONG_NAME));

    await go(common.nav.campaignCreation);
    await page.getByRole('button', { name: wizard.draft.continue }).click();
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    await fits(page, 'wizard-summary', heading(wizard.summary.title.replace('{{name}}', draft.name)));
    const back = () => page.getByRole('button', { name: wizard.back, exact: true }).click();
    await back();
    await fits(page, 'wizard-parameters', heading(wizard.parameters.title));
    await back();
    await fits(page, 'wizard-settings', heading(wizard.settings.titles.ugc_video));
    await back();
    await fits(page, 'wizard-type', heading(wizard.type.title));

    await go(common.nav.dealListing);
    await fits(page, 'deals', h1(deals.title));
    await oneRow(page.getByRole('tablist'));
    await page.getByRole('article').first().getByRole('link').first().click();
    const dealHeading = h1(new RegExp(creators.map((creator) => creator.name).join('|')));
    await fits(page, 'deal', dealHeading);
    // From 1024 to 1280 px, beside the sidebar, the deal page's columns keep their words whole.
    for (const width of [1024, 1100, 1180, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await dealHeading.waitFor();
      await screenshot(page, `phone-deal-${width}`);
      expect(await brokenWords(page), `the deal page at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });

    for (const [name, link, title] of [
      ['content', common.nav.contentListing, content.title],
      ['billing', common.nav.billing, common.nav.billing],
      ['wallet', common.nav.wallet, money.wallet.title],
      ['brands', common.nav.brandListing, brands.title],
      ['products', common.nav.products, products.title],
      ['settings', common.nav.settings, account.title],
    ] as const) {
      await go(link);
      await fits(page, name, h1(title));
    }

    // Logging out from a filtered listing: the next log-in starts from the dashboard, not that listing.
    await go(common.nav.dealListing);
    await page.getByRole('tab').last().click();
    await page.waitForURL((url) => url.search.length > 1);
    await accountMenuButton(page, `${owner.first_name} ${owner.last_name}`, shell.accountMenu).click();
    await page.getByRole('menuitem', { name: shell.logout }).click();
    await page.getByRole('heading', { level: 1, name: login.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
