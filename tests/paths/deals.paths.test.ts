/**
 * The deal's paths in the built app, headless Chromium, in English and in Spanish: a deal moved through every
 * status by the staff API (what `npm run staff deal <id> accept|purchase|receive|publish` and `npm run staff
 * simulate <campaign>` call) while its page is open, each status shown live, without a reload; the brand's own
 * steps (accepting content, canceling before the product is sent) through the page.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appInBrowser,
  createReadyCompany,
  describeInBrowser,
  newPage,
  signInBrowser,
} from '../support/browser';
import { activeCampaign, productOf, testCreator, type Brand } from '../support/deals';
import { DEAL_STATUS_LABELS, type DealStatus } from '../../src/domain/deal';
import type { TestServer } from '../support/server';
import deals from '../../locales/en/deals.json';
import esDeals from '../../locales/es/deals.json';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

async function brandOf(server: TestServer): Promise<Brand> {
  const company = await createReadyCompany(server);
  const data = await server.gql<{ CompanyData: { id: string } }>('{ CompanyData { id } }', {}, company.token);
  const brand = await server.gql<{ BrandCreate: { id: string } }>(
    'mutation($name: String!, $description: String!) { BrandCreate(name: $name, description: $description) { id } }',
    { name: 'Acme', description: 'Everyday goods for all' },
    company.token,
  );
  return {
    token: company.token,
    companyId: data.data!.CompanyData.id,
    brandId: brand.data!.BrandCreate.id,
    email: company.email,
  };
}

const statusShown = (page: Page, text: string) =>
  page.locator('header').getByText(text, { exact: true }).isVisible();

describeInBrowser('deal paths in the browser', () => {
  const app = appInBrowser();

  for (const [language, labels] of [
    ['en', deals],
    ['es', esDeals],
  ] as const) {
    it(`follows a deal through every status live, in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      const { server } = app;
      const brand = await brandOf(server);
      const productId = await productOf(server, brand);
      const refund = await activeCampaign(server, brand, {
        productIds: [productId],
        deals: 2,
        delivery: 'refund',
      });
      const [first, second] = [await testCreator(server), await testCreator(server)];
      const hire = async (creatorId: string) => {
        const answer = await server.gql<{ DealHire: { id: string } }>(
          'mutation($c: ID!, $p: ID!, $k: ID!, $key: String!) { DealHire(campaign_id: $c, product_id: $p, creator_id: $k, idempotency_key: $key) { id } }',
          { c: refund.id, p: productId, k: creatorId, key: crypto.randomUUID() },
          brand.token,
        );
        return answer.data!.DealHire.id;
      };
      const dealId = await hire(first!.id);
      const page = await newPage(app.browser, { width: 390, height: 844 });
      await signInBrowser(page, server, brand.token, `/deal/${dealId}`, language);
      const label = (status: DealStatus) => labels.status[DEAL_STATUS_LABELS[status]];
      await eventually(() => statusShown(page, label('hired'))).toBe(true);
      const steps: Array<[string, DealStatus]> = [
        ['accept', 'creator_accepted'],
        ['purchase', 'purchased_sent'],
        ['receive', 'product_received'],
      ];
      for (const [action, status] of steps) {
        expect((await server.staff('deal', { deal_id: dealId, action })).status).toBe(200);
        await eventually(() => statusShown(page, label(status))).toBe(true);
      }
      expect((await server.staff('simulate', { campaign_id: refund.id })).status).toBe(200);
      await eventually(() => statusShown(page, label('content_approved_by_admin'))).toBe(true);
      await page
        .getByRole('button', { name: language === 'en' ? 'Accept content' : 'Aceptar el contenido' })
        .click();
      await eventually(() => statusShown(page, label('company_accepts_content'))).toBe(true);
      const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
      expect(
        (await server.staff('deal', { deal_id: dealId, action: 'publish', publish_at: later })).status,
      ).toBe(200);
      await eventually(() => statusShown(page, label('creator_waiting_for_publish_date'))).toBe(true);
      expect((await server.staff('deal', { deal_id: dealId, action: 'publish' })).status).toBe(200);
      await eventually(() => statusShown(page, label('completed'))).toBe(true);

      // Another deal, canceled by the brand before the product is sent.
      const other = await hire(second!.id);
      await page.goto(`${server.url}/deal/${other}`);
      await eventually(() => statusShown(page, label('hired'))).toBe(true);
      const cancel = language === 'en' ? 'Cancel the deal' : 'Cancelar el acuerdo';
      await page.getByRole('button', { name: cancel }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: cancel }).click();
      await eventually(() => statusShown(page, label('canceled'))).toBe(true);
      await page.close();
    }, 120_000);
  }
});
