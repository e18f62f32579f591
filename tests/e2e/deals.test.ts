/**
 * Issue 14 in the built app, headless Chromium: the whole story. The wallet topped up by a wire that staff confirm
 * (`staff wire confirm`), a campaign submitted and paid from the wallet, approved by staff (`staff campaign
 * approve`); three creators hired in discovery; the creators played by the staff command line (`staff simulate`,
 * `staff deal <id> upload <file>`, `staff deal <id> approve`, run in-process as `npm run staff` runs them); one
 * product shipped with a tracking number through the page, one deal canceled before its product is sent (its cost
 * back in the campaign's funds, for another creator), one upload accepted, one sent back with feedback and
 * accepted once it comes back. The content listing shows them and downloads them all as a zip; the wallet and
 * billing show the top-up, the campaign's charge and the two creators' payouts (also checked in the ledger). (The paths to every deal
 * status are tests/paths/deals.paths.)
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appInBrowser, describeInBrowser, newPage } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { productOf, staffCommand, testCreator, type Brand } from '../support/deals';
import { studioPng } from '../support/png';
import type { TestServer } from '../support/server';
import { and, eq } from 'drizzle-orm';
import { ledgerTransactions } from '../../server/db/schema';
import { priceCampaign } from '../../src/domain/pricing';
import { formatMoney } from '../../src/domain/money';
import type { CampaignInput } from '../../src/domain/campaign';
import discovery from '../../locales/en/discovery.json';
import dealOverview from '../../locales/en/dealOverview.json';
import contentListing from '../../locales/en/contentListing.json';
import content from '../../locales/en/content.json';
import deals from '../../locales/en/deals.json';
import money from '../../locales/en/money.json';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
/** Intl may write a no-break space in an amount: compared as a space. */
const spaced = (text: string | null | undefined): string => (text ?? '').replace(/\s/gu, ' ');
const usd = (cents: number) => spaced(formatMoney(cents, 'en'));

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

/** Accepting pays the creator: the dialog asks first and says who is paid how much. */
async function acceptContent(page: Page, creator: string) {
  await page.getByRole('button', { name: dealOverview.review.accept }).click();
  const dialog = page.getByRole('dialog', { name: dealOverview.accept.title.replace('{{name}}', creator) });
  await eventually(() => dialog.isVisible()).toBe(true);
  await dialog
    .getByRole('button', { name: new RegExp(`^${dealOverview.accept.confirm.split('{{')[0]}`) })
    .click();
}

const statusShown = (page: Page, text: string) =>
  page.locator('header').getByText(text, { exact: true }).isVisible();

describeInBrowser('creators, deals and content in the browser', () => {
  const app = appInBrowser();

  it('hires three creators, ships, cancels, accepts, sends back and accepts again, and downloads the content', async () => {
    const { server } = app;
    const brand = await brandOf(server);
    const productId = await productOf(server, brand);
    const staff = async (...words: string[]) => {
      const run = await staffCommand(server, words);
      expect(run.err, words.join(' ')).toBe('');
      expect(run.code, words.join(' ')).toBe(0);
      return run.out;
    };

    // The wallet topped up by a wire transfer staff confirm, then a campaign paid from it and approved by staff.
    const wire = await server.gql<{ WireTopUpRequest: { reference: string } }>(
      'mutation($amount: Cents!, $key: String!) { WireTopUpRequest(amount: $amount, idempotency_key: $key) { reference } }',
      { amount: 1_000_00, key: crypto.randomUUID() },
      brand.token,
    );
    expect(wire.errors).toBeUndefined();
    const reference = wire.data!.WireTopUpRequest.reference;
    expect(await staff('wire', 'confirm', reference)).toContain('$1,000.00 credited');
    const input: CampaignInput = {
      kind: 'ugc_image',
      name: 'Spring story',
      brand_id: brand.brandId,
      products: [{ product_id: productId, deals: 3 }],
      delivery: 'shipping',
      taxes_cents: 2_00,
      shipping_cents: 5_00,
      deals: 3,
      creator_tier: 'basic',
      category: 'beauty',
      ages: ['25_34'],
      genders: ['female'],
      ethnicities: ['white'],
      must_haves: ['Show the label', 'Natural light', 'Smile'],
      content_brief: 'Show the product in daily use, in natural light.',
      format: 'portrait',
      links: [],
    };
    const price = priceCampaign({
      ...input,
      payment_method: 'wallet',
      products: [{ product_id: productId, deals: 3, price: 25_00 }],
    });
    for (const name of ['Ana Story', 'Bea Story', 'Cleo Story']) await testCreator(server, { name });
    const submitted = await server.gql<{ CampaignSubmit: { id: string; status: string } }>(
      'mutation($campaign: CampaignInput!, $total: Cents!, $key: String!) { CampaignSubmit(campaign: $campaign, payment_method: "wallet", expected_total: $total, idempotency_key: $key) { id status } }',
      { campaign: input, total: price.total, key: crypto.randomUUID() },
      brand.token,
    );
    expect(submitted.errors).toBeUndefined();
    const campaignId = submitted.data!.CampaignSubmit.id;
    expect(submitted.data!.CampaignSubmit.status).toBe('pending_admin_approval');
    expect(await staff('campaign', 'approve', campaignId)).toBe('Campaign Spring story is now active.');

    const page = await newPage(app.browser, { width: 1440, height: 900 });
    await signInBrowser(page, server, brand.token, `/campaign/${campaignId}/creators-discovery`);
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

    // The creators accept: each waits for the brand to ship.
    expect(await staff('simulate', campaignId)).toMatch(/hired → creator_accepted/);
    const hired = await dealIds(server, brand);
    expect(hired).toHaveLength(3);
    const idOf = (name: string) => hired.find((deal) => deal.name === name)!.id;

    // The deal listing puts what needs the brand first: all three wait for shipping.
    await page.goto(`${server.url}/deals?tab=awaiting`);
    await eventually(() => page.getByRole('link', { name: /Ana Story/ }).count()).toBe(1);
    await eventually(() => page.getByRole('link', { name: /Story/ }).count()).toBe(3);

    for (const name of ['Ana Story', 'Bea Story']) {
      await page.goto(`${server.url}/deal/${idOf(name)}`);
      await page.getByRole('button', { name: dealOverview.delivery.ship }).click();
      const dialog = page.getByRole('dialog', { name: dealOverview.ship.title });
      await dialog.getByLabel(dealOverview.ship.carrier).selectOption('ups');
      await dialog.getByLabel(dealOverview.ship.label).fill('1Z999AA10123456784');
      await dialog.getByRole('button', { name: dealOverview.ship.submit }).click();
      await eventually(() => statusShown(page, deals.status.productPurchased)).toBe(true);
      await eventually(() => page.getByText('1Z999AA10123456784').isVisible()).toBe(true);
    }

    // Cleo's product is not sent: the brand cancels, and the deal's cost goes back to the campaign's funds, which
    // may hire another creator for the slot (the dialog says so before, the page after).
    const dealCost = price.lines[0]!.per_deal.total;
    await page.goto(`${server.url}/deal/${idOf('Cleo Story')}`);
    await page.getByRole('button', { name: dealOverview.cancel.action }).click();
    const cancelDialog = page.getByRole('alertdialog');
    await eventually(async () => spaced(await cancelDialog.textContent())).toContain(
      spaced(dealOverview.cancel.textToCampaign.replace('{{amount}}', usd(dealCost))),
    );
    await cancelDialog.getByRole('button', { name: dealOverview.cancel.confirm }).click();
    await eventually(() => statusShown(page, deals.status.canceled)).toBe(true);
    await eventually(() => page.getByText(dealOverview.cancel.doneToCampaign).isVisible()).toBe(true);

    // The creators receive and upload, and staff approve: each upload waits for the brand's review.
    await staff('simulate', campaignId);
    await page.goto(`${server.url}/deal/${idOf('Ana Story')}`);
    await eventually(() => page.getByRole('button', { name: dealOverview.review.accept }).isVisible()).toBe(
      true,
    );
    await page.getByRole('checkbox', { name: 'Show the label' }).check();
    await acceptContent(page, 'Ana Story');
    await eventually(() => statusShown(page, deals.status.getPaid)).toBe(true);

    await page.goto(`${server.url}/deal/${idOf('Bea Story')}`);
    await eventually(() => page.getByRole('button', { name: dealOverview.review.decline }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: dealOverview.review.decline }).click();
    const decline = page.getByRole('dialog', { name: dealOverview.decline.title });
    await decline.getByLabel(dealOverview.decline.label).fill('Short');
    // The browser's Back closes the dialog and stays on the deal; what was typed is there when it opens again.
    await page.goBack();
    await eventually(() => decline.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe(`/deal/${idOf('Bea Story')}`);
    await page.getByRole('button', { name: dealOverview.review.decline }).click();
    await eventually(() => decline.getByLabel(dealOverview.decline.label).inputValue()).toBe('Short');
    await decline.getByRole('button', { name: dealOverview.decline.submit }).click();
    // Too short: told, and nothing sent.
    await eventually(() => decline.getByText(/8/).first().isVisible()).toBe(true);
    await decline.getByLabel(dealOverview.decline.label).fill('Show the label in the first seconds, please.');
    await decline.getByRole('button', { name: dealOverview.decline.submit }).click();
    await eventually(() => statusShown(page, deals.status.contentCreation)).toBe(true);
    await eventually(() => page.getByText('Show the label in the first seconds, please.').isVisible()).toBe(
      true,
    );

    // It comes back from the command line: the page follows live, without a reload.
    const file = path.join(server.dataDir, 'second-take.png');
    await writeFile(file, studioPng(480, 600, [224, 242, 254], [186, 230, 253], [2, 132, 199]));
    expect(await staff('deal', idOf('Bea Story'), 'upload', file)).toMatch(/: creator_upload_content /);
    await eventually(() => statusShown(page, deals.status.contentUploaded)).toBe(true);
    expect(await staff('deal', idOf('Bea Story'), 'approve')).toMatch(/: content_approved_by_admin /);
    await eventually(() => page.getByRole('button', { name: dealOverview.review.accept }).isVisible()).toBe(
      true,
    );
    await acceptContent(page, 'Bea Story');
    await eventually(() => statusShown(page, deals.status.getPaid)).toBe(true);
    // The deal shows what it cost; accepted content paid its creator, in the ledger (from the campaign's
    // escrow, not the wallet) and in billing below.
    const costs = page.getByRole('region', { name: dealOverview.cost.title, exact: true });
    await eventually(async () => spaced(await costs.textContent())).toContain(usd(dealCost));
    const payouts = await server.app.services.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.company_id, brand.companyId),
          eq(ledgerTransactions.kind, 'creator_payout'),
        ),
      );
    expect(payouts.map((payout) => payout.reference).sort()).toEqual(
      [idOf('Ana Story'), idOf('Bea Story')].sort(),
    );

    // The content listing: Bea's two uploads (one declined) and Ana's; the zip holds the two accepted.
    await page.goto(`${server.url}/content`);
    await eventually(() => page.getByRole('heading', { name: 'Bea Story' }).count()).toBe(2);
    await eventually(() => page.getByRole('heading', { name: 'Ana Story' }).count()).toBe(1);
    const items = page.getByRole('article');
    await eventually(() => items.filter({ hasText: content.status.declined }).count()).toBe(1);
    await eventually(() => items.filter({ hasText: content.status.accepted }).count()).toBe(2);
    const zip = await page.getByRole('link', { name: contentListing.downloadAccepted }).getAttribute('href');
    const download = await fetch(new URL(zip!, server.url));
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // Two files: the zip's central directory has one entry per file, and the declined upload is not one.
    expect(bytes.toString('latin1').split('PK\u0001\u0002').length - 1).toBe(2);

    // The wallet: the wire in, the campaign out; the canceled deal's cost stayed with the campaign.
    await page.goto(`${server.url}/wallet`);
    const balance = 1_000_00 - price.total;
    await eventually(async () => spaced(await page.getByTestId('wallet-balance').textContent())).toBe(
      usd(balance),
    );
    for (const kind of [money.kinds.wire_top_up, money.kinds.campaign_charge])
      await eventually(() => page.getByText(kind, { exact: true }).first().isVisible()).toBe(true);

    // Billing: one row each, with its amount.
    await page.goto(`${server.url}/account/billing`);
    for (const [kind, cents] of [
      [money.kinds.wire_top_up, 1_000_00],
      [money.kinds.campaign_charge, price.total],
    ] as const) {
      const row = page.getByRole('row').filter({ hasText: kind });
      await eventually(() => row.count()).toBe(1);
      await eventually(async () => spaced(await row.textContent())).toContain(usd(cents));
    }
    // The two creators' payouts, each its deal's cost out of the campaign's funds.
    const payoutRows = page.getByRole('row').filter({ hasText: money.kinds.creator_payout });
    await eventually(() => payoutRows.count()).toBe(2);
    for (const row of await payoutRows.all())
      expect(spaced(await row.textContent())).toContain(usd(dealCost));
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
