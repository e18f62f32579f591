/**
 * Screenshots of issue 14's screens for a person to look at: creators discovery with a portfolio open, a deal at
 * each stage, the review, the content listing and the dashboard's deals, at 1440 px and 390 px, in English and
 * Spanish. On a server that seeds the demo creators (real pictures and videos). They go to SHOTS_DIR, by default
 * test-results/screenshots/deals.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  createReadyCompany,
  describeInBrowser,
  launchBrowser,
  newPage,
  signInBrowser,
  SCREENSHOT_DIR,
} from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { activeCampaign, productOf, type Brand } from '../support/deals';
import { studioPng } from '../support/png';

const SHOTS = process.env.SHOTS_DIR ?? path.join(SCREENSHOT_DIR, 'deals');
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000, interval: 250 });

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  // Pictures load lazily and videos fetch their poster: let them arrive.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describeInBrowser('screenshots of creators, deals and content', () => {
  it('shoots discovery, each deal stage, the review and the content listing', async () => {
    const server: TestServer = await startTestServer({ demoCreators: true });
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
        deals: 8,
        delivery: 'refund',
      });
      // The demo creators are seeded in the background: wait for enough of them.
      await eventually(async () => {
        const answer = await server.gql<{ Creators: { total: number } }>(
          '{ Creators { total } }',
          {},
          company.token,
        );
        return answer.data?.Creators.total ?? 0;
      }).toBeGreaterThanOrEqual(12);
      const creators = await server.gql<{ Creators: { items: Array<{ id: string }> } }>(
        '{ Creators(page_size: 8) { items { id } } }',
        {},
        company.token,
      );
      const dealIds: string[] = [];
      for (const creator of creators.data!.Creators.items.slice(0, 7)) {
        const hired = await server.gql<{ DealHire: { id: string } }>(
          'mutation($c: ID!, $p: ID!, $k: ID!, $key: String!) { DealHire(campaign_id: $c, product_id: $p, creator_id: $k, idempotency_key: $key) { id } }',
          { c: campaign.id, p: productId, k: creator.id, key: crypto.randomUUID() },
          company.token,
        );
        dealIds.push(hired.data!.DealHire.id);
      }
      const act = (id: string, action: string, extra: Record<string, unknown> = {}) =>
        server.staff('deal', { deal_id: id, action, ...extra });
      const upload = async (id: string) => {
        const body = studioPng(480, 600, [254, 243, 199], [253, 230, 138], [217, 119, 6]);
        await fetch(`${server.url}/staff/deal-upload?deal_id=${id}&name=look.png`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'x-staff-key': server.app.staffKey },
          body: new Uint8Array(body),
        });
      };
      // One deal at each stage: hired, accepted, purchased, received, uploaded, to review, accepted, completed.
      const [, accepted, purchased, received, uploaded, review, paid] = dealIds as [string, ...string[]];
      for (const id of [accepted, purchased, received, uploaded, review, paid]) await act(id!, 'accept');
      for (const id of [purchased, received, uploaded, review, paid]) await act(id!, 'purchase');
      for (const id of [received, uploaded, review, paid]) await act(id!, 'receive');
      for (const id of [uploaded, review, paid]) await upload(id!);
      for (const id of [review, paid]) await act(id!, 'approve');
      await server.gql(
        'mutation($id: ID!) { DealAcceptContent(id: $id) { id } }',
        { id: paid },
        company.token,
      );
      const stages = { hired: dealIds[0], accepted, purchased, received, uploaded, review, paid };

      for (const language of ['en', 'es'] as const) {
        for (const width of [1440, 390]) {
          const page = await newPage(browser, { width, height: width > 1000 ? 900 : 844 });
          const tag = `${language}-${width}`;
          await signInBrowser(
            page,
            server,
            company.token,
            `/campaign/${campaign.id}/creators-discovery`,
            language,
          );
          await page.getByRole('article').first().waitFor();
          await shoot(page, `discovery-${tag}`);
          await page.getByRole('article').first().getByRole('button').first().click();
          await page.getByRole('dialog').waitFor();
          await shoot(page, `discovery-portfolio-${tag}`);
          await page.getByRole('dialog').getByRole('list').getByRole('button').nth(1).click();
          await shoot(page, `discovery-portfolio-open-${tag}`);
          for (const [stage, id] of Object.entries(stages)) {
            await page.goto(`${server.url}/deal/${id}`);
            await page.locator('header').waitFor();
            await shoot(page, `deal-${stage}-${tag}`);
          }
          await page.goto(`${server.url}/deals`);
          await page.getByRole('article').first().waitFor();
          await shoot(page, `deals-${tag}`);
          await page.goto(`${server.url}/content`);
          await page.getByRole('article').first().waitFor();
          await shoot(page, `content-${tag}`);
          await page.goto(`${server.url}/`);
          await page.locator('#awaiting-deals-title').waitFor();
          await shoot(page, `dashboard-${tag}`);
          await page.close();
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  }, 600_000);
});
