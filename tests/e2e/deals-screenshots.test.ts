/**
 * Screenshots of issue 14's screens for a person to look at: creators discovery with a portfolio open, a deal at
 * each stage, the review, the deal listing and the content listing, at 1440 px and 390 px, in English and Spanish,
 * on a server that seeds the demo creators (real pictures and videos). Each shot first checks that the screen's
 * heading is shown in the page's language and, at 390 px, that nothing runs off the side of the screen. They go
 * to /tmp/shots/deals/ (SHOTS_DIR to change it), outside the repository like the money screens' shots.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newPage } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { seedDemoCreators } from '../../server/services/demo/seed';
import { startTestServer, type TestServer } from '../support/server';
import { activeCampaign, productOf, staffCommand, type Brand } from '../support/deals';
import { studioPng } from '../support/png';
import enDiscovery from '../../locales/en/discovery.json';
import esDiscovery from '../../locales/es/discovery.json';
import enOverview from '../../locales/en/dealOverview.json';
import esOverview from '../../locales/es/dealOverview.json';
import enListing from '../../locales/en/dealListing.json';
import esListing from '../../locales/es/dealListing.json';
import enContent from '../../locales/en/contentListing.json';
import esContent from '../../locales/es/contentListing.json';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/deals';
const WIDTHS = [1440, 390] as const;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });
/** A text with {{placeholders}} as a regular expression that matches it whatever they hold. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const TEXTS = {
  en: { discovery: enDiscovery, overview: enOverview, listing: enListing, content: enContent },
  es: {
    discovery: esDiscovery as typeof enDiscovery,
    overview: esOverview as typeof enOverview,
    listing: esListing as typeof enListing,
    content: esContent as typeof enContent,
  },
};

/**
 * Until every picture of the page has arrived: the lazy ones are asked for at once (a full-page picture shows
 * them all), and the fonts are loaded.
 */
async function settled(page: Page) {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(
    () => Array.from(document.images).every((image) => image.complete) && document.fonts.status === 'loaded',
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * The screen at each width: its heading shown (in the page's language), nothing wider than the screen at 390 px,
 * then a PNG named `<name>-<language>-<width>`: of the full page, or of the screen for a dialog over it (a
 * full-page picture would show its backdrop one screen high).
 */
async function shoot(page: Page, name: string, language: string, heading: Locator, fullPage = true) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await eventually(() => heading.isVisible()).toBe(true);
    await settled(page);
    // The picture first, so a failed width check leaves it to look at.
    await page.screenshot({ path: path.join(SHOTS, `${name}-${language}-${width}.png`), fullPage });
    if (width === 390) {
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, `${name} (${language}) is ${wide} px wide at 390 px`).toBeLessThanOrEqual(390);
    }
  }
}

describeInBrowser('screenshots of creators, deals and content', () => {
  it('shoots discovery, each deal stage, the review and the content listing', async () => {
    const server: TestServer = await startTestServer();
    const browser: Browser = await launchBrowser();
    try {
      const company = await createReadyCompany(server);
      const data = await server.gql<{ CompanyData: { id: string } }>(
        '{ CompanyData { id } }',
        {},
        company.token,
      );
      const brandAnswer = await server.gql<{ BrandCreate: { id: string } }>(
        'mutation { BrandCreate(name: "Lumen Skin", description: "Skincare for busy mornings") { id } }',
        {},
        company.token,
      );
      const brand: Brand = {
        token: company.token,
        companyId: data.data!.CompanyData.id,
        brandId: brandAnswer.data!.BrandCreate.id,
        email: company.email,
      };
      const productId = await productOf(server, brand, 'Glow serum');
      const campaign = await activeCampaign(server, brand, {
        productIds: [productId],
        deals: 12,
        delivery: 'refund',
      });
      // The first demo creators with their portfolio files, as `npm start` seeds them (all 4,032 take minutes here).
      await seedDemoCreators(server.app.services, { count: 40 });
      await expect
        .poll(
          async () => {
            const answer = await server.gql<{ Creators: { total: number } }>(
              '{ Creators { total } }',
              {},
              company.token,
            );
            return answer.data?.Creators.total ?? 0;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBeGreaterThanOrEqual(12);
      const creators = await server.gql<{ Creators: { items: Array<{ id: string }> } }>(
        '{ Creators(page_size: 12) { items { id } } }',
        {},
        company.token,
      );
      const dealIds: string[] = [];
      for (const creator of creators.data!.Creators.items.slice(0, 10)) {
        const hired = await server.gql<{ DealHire: { id: string } }>(
          'mutation($c: ID!, $p: ID!, $k: ID!, $key: String!) { DealHire(campaign_id: $c, product_id: $p, creator_id: $k, idempotency_key: $key) { id } }',
          { c: campaign.id, p: productId, k: creator.id, key: crypto.randomUUID() },
          company.token,
        );
        expect(hired.errors).toBeUndefined();
        dealIds.push(hired.data!.DealHire.id);
      }
      const file = path.join(server.dataDir, 'look.png');
      await writeFile(file, studioPng(480, 600, [254, 243, 199], [253, 230, 138], [217, 119, 6]));
      const staff = async (...words: string[]) =>
        expect((await staffCommand(server, words)).code, words.join(' ')).toBe(0);
      // One deal at each stage.
      const [hired, accepted, purchased, received, uploaded, review, paid, waiting, finished, canceled] =
        dealIds as [string, string, string, string, string, string, string, string, string, string];
      const from = (stage: number) =>
        [accepted, purchased, received, uploaded, review, paid, waiting, finished].slice(stage);
      for (const id of from(0)) await staff('deal', id, 'accept');
      for (const id of from(1)) await staff('deal', id, 'purchase');
      for (const id of from(2)) await staff('deal', id, 'receive');
      for (const id of from(3)) await staff('deal', id, 'upload', file);
      for (const id of from(4)) await staff('deal', id, 'approve');
      for (const id of from(5)) {
        const answer = await server.gql(
          'mutation($id: ID!) { DealAcceptContent(id: $id) { id } }',
          { id },
          company.token,
        );
        expect(answer.errors).toBeUndefined();
      }
      const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
      await staff('deal', waiting, 'publish', `publish_at=${later}`);
      await staff('deal', finished, 'publish');
      const cancel = await server.gql(
        'mutation($id: ID!) { DealCancel(id: $id) { id } }',
        { id: canceled },
        company.token,
      );
      expect(cancel.errors).toBeUndefined();
      const stages = {
        hired,
        accepted,
        purchased,
        received,
        uploaded,
        review,
        paid,
        waiting,
        finished,
        canceled,
      };
      const names = new Map<string, string>();
      const all = await server.gql<{ Deals: { items: Array<{ id: string; creator: { name: string } }> } }>(
        '{ Deals(page_size: 50) { items { id creator { name } } } }',
        {},
        company.token,
      );
      for (const deal of all.data!.Deals.items) names.set(deal.id, deal.creator.name);

      for (const language of ['en', 'es'] as const) {
        const texts = TEXTS[language];
        const page = await newPage(browser, { width: 1440, height: 900 });
        const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
        await signInBrowser(
          page,
          server,
          company.token,
          `/campaign/${campaign.id}/creators-discovery`,
          language,
        );
        await page.getByRole('article').first().waitFor();
        await shoot(page, 'discovery', language, h1(texts.discovery.title));
        // The first creator with pictures: its portfolio, then one of its pictures large.
        await page.getByRole('article').first().getByRole('button').first().click();
        const sidebar = page.getByRole('dialog');
        const portfolio = sidebar.getByRole('heading', { name: pattern(texts.discovery.portfolio.title) });
        await shoot(page, 'discovery-portfolio', language, portfolio, false);
        await sidebar.getByRole('list').getByRole('button').nth(1).click();
        await shoot(page, 'discovery-portfolio-open', language, portfolio, false);
        await page.keyboard.press('Escape');
        for (const [stage, id] of Object.entries(stages)) {
          await page.goto(`${server.url}/deal/${id}`);
          await shoot(
            page,
            `deal-${stage}`,
            language,
            h1(fill(texts.overview.title, { name: names.get(id)! })),
          );
          if (stage !== 'review') continue;
          // The review's dialogs: accepting says who is paid how much; sending back lists what was not ticked.
          const name = names.get(id)!;
          await page.getByRole('checkbox').first().check();
          await page.getByRole('button', { name: texts.overview.review.accept, exact: true }).click();
          const accept = page.getByRole('dialog', { name: fill(texts.overview.accept.title, { name }) });
          await shoot(page, 'deal-review-accept', language, accept.getByRole('heading'), false);
          await accept.getByRole('button', { name: texts.overview.accept.keep }).click();
          await page.getByRole('button', { name: texts.overview.review.decline, exact: true }).click();
          const decline = page.getByRole('dialog', { name: texts.overview.decline.title });
          await decline.getByRole('textbox').fill(texts.overview.decline.text.replace('{{name}}', name));
          await shoot(page, 'deal-review-send-back', language, decline.getByRole('heading'), false);
          await decline.getByRole('button', { name: texts.overview.decline.cancel }).click();
        }
        await page.goto(`${server.url}/deals`);
        await page.getByRole('article').first().waitFor();
        await shoot(page, 'deals', language, h1(texts.listing.title));
        await page.goto(`${server.url}/content`);
        await page.getByRole('article').first().waitFor();
        await shoot(page, 'content', language, h1(texts.content.title));
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  }, 240_000);
});
