/**
 * Issue 14 in the built app, headless Chromium. The whole story: an active campaign paid from the wallet (written
 * through the test support, the campaign wizard being another issue's), three creators hired in discovery, the
 * creators played by the staff API (`simulate`, as `npm run staff simulate` does), one product shipped with a
 * tracking number, one upload accepted, one sent back with feedback and accepted once it comes back; the content
 * listing shows them and downloads them all as a zip. (The paths to every deal status are tests/paths/deals.paths.)
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
import type { TestServer } from '../support/server';
import discovery from '../../locales/en/discovery.json';
import dealOverview from '../../locales/en/dealOverview.json';
import contentListing from '../../locales/en/contentListing.json';
import deals from '../../locales/en/deals.json';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

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

async function dealIds(server: TestServer, brand: Brand): Promise<Array<{ id: string; name: string }>> {
  const answer = await server.gql<{ Deals: { items: Array<{ id: string; creator: { name: string } }> } }>(
    '{ Deals(page_size: 50) { items { id creator { name } } } }',
    {},
    brand.token,
  );
  return answer.data!.Deals.items.map((deal) => ({ id: deal.id, name: deal.creator.name }));
}

const statusShown = (page: Page, text: string) =>
  page.locator('header').getByText(text, { exact: true }).isVisible();

describeInBrowser('creators, deals and content in the browser', () => {
  const app = appInBrowser();

  it('hires three creators, ships, accepts, sends back and accepts again, and downloads the content', async () => {
    const { server } = app;
    const brand = await brandOf(server);
    const productId = await productOf(server, brand);
    const campaign = await activeCampaign(server, brand, {
      productIds: [productId],
      deals: 3,
      delivery: 'shipping',
    });
    for (const name of ['Ana Story', 'Bea Story', 'Cleo Story']) await testCreator(server, { name });

    const page = await newPage(app.browser, { width: 1440, height: 900 });
    await signInBrowser(page, server, brand.token, `/campaign/${campaign.id}/creators-discovery`);
    await eventually(() => page.getByText(fill(discovery.places, { left: 3, total: 3 })).isVisible()).toBe(
      true,
    );
    await page.getByRole('searchbox', { name: discovery.searchLabel }).fill('Story');
    await eventually(() => new URL(page.url()).searchParams.get('search')).toBe('Story');
    for (const [index, name] of ['Ana Story', 'Bea Story', 'Cleo Story'].entries()) {
      await page.getByRole('button', { name: fill(discovery.card.hireName, { name }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(discovery.hire.title, { name }) });
      await dialog.getByRole('button', { name: discovery.hire.confirm }).click();
      await eventually(() =>
        index < 2
          ? page.getByText(fill(discovery.places, { left: 2 - index, total: 3 })).isVisible()
          : page.getByText(discovery.placesFull).isVisible(),
      ).toBe(true);
    }

    expect((await server.staff('simulate', { campaign_id: campaign.id })).status).toBe(200);
    const hired = await dealIds(server, brand);
    expect(hired).toHaveLength(3);
    const idOf = (name: string) => hired.find((deal) => deal.name === name)!.id;

    // The deal listing puts what needs the brand first: all three wait for shipping.
    await page.goto(`${server.url}/deals?tab=awaiting`);
    await eventually(() => page.getByRole('link', { name: /Ana Story/ }).count()).toBe(1);
    await eventually(() => page.getByRole('link', { name: /Story/ }).count()).toBe(3);

    for (const name of ['Ana Story', 'Bea Story', 'Cleo Story']) {
      await page.goto(`${server.url}/deal/${idOf(name)}`);
      await page.getByRole('button', { name: dealOverview.delivery.ship }).click();
      const dialog = page.getByRole('dialog', { name: dealOverview.ship.title });
      await dialog.getByLabel(dealOverview.ship.label).fill('1Z999AA10123456784');
      await dialog.getByRole('button', { name: dealOverview.ship.submit }).click();
      await eventually(() => statusShown(page, deals.status.productPurchased)).toBe(true);
      await eventually(() => page.getByText('1Z999AA10123456784').isVisible()).toBe(true);
    }

    // The creators receive, upload, and staff approve: each upload waits for the brand's review.
    expect((await server.staff('simulate', { campaign_id: campaign.id })).status).toBe(200);
    await page.goto(`${server.url}/deal/${idOf('Ana Story')}`);
    await eventually(() => page.getByRole('button', { name: dealOverview.review.accept }).isVisible()).toBe(
      true,
    );
    await page.getByRole('checkbox', { name: 'Show the label' }).check();
    await page.getByRole('button', { name: dealOverview.review.accept }).click();
    await eventually(() => statusShown(page, deals.status.getPaid)).toBe(true);

    await page.goto(`${server.url}/deal/${idOf('Bea Story')}`);
    await eventually(() => page.getByRole('button', { name: dealOverview.review.decline }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: dealOverview.review.decline }).click();
    const decline = page.getByRole('dialog', { name: dealOverview.decline.title });
    await decline.getByLabel(dealOverview.decline.label).fill('Short');
    await decline.getByRole('button', { name: dealOverview.decline.submit }).click();
    await eventually(() => decline.getByText(/8/).first().isVisible()).toBe(true);
    await decline.getByLabel(dealOverview.decline.label).fill('Show the label in the first seconds, please.');
    await decline.getByRole('button', { name: dealOverview.decline.submit }).click();
    await eventually(() => statusShown(page, deals.status.contentCreation)).toBe(true);
    await eventually(() => page.getByText('Show the label in the first seconds, please.').isVisible()).toBe(
      true,
    );

    // It comes back: the page follows live, without a reload.
    expect((await server.staff('simulate', { campaign_id: campaign.id })).status).toBe(200);
    await eventually(() => page.getByRole('button', { name: dealOverview.review.accept }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: dealOverview.review.accept }).click();
    await eventually(() => statusShown(page, deals.status.getPaid)).toBe(true);

    await page.goto(`${server.url}/content`);
    await eventually(() => page.getByRole('heading', { name: 'Bea Story' }).count()).toBe(2);
    await eventually(() => page.getByRole('heading', { name: 'Ana Story' }).count()).toBe(1);
    const zip = await page.getByRole('link', { name: contentListing.downloadAll }).getAttribute('href');
    const download = await fetch(new URL(zip!, server.url));
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await page.close();
  }, 180_000);
});
