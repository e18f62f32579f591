/**
 * The deal's paths in the built app, headless Chromium, in English and in Spanish: deals moved to every status by
 * the staff command line (`staff deal <id> accept|purchase|receive|upload <file>|approve|publish`, run in-process
 * as `npm run staff` runs it) while their page is open, each status shown live, without a reload; the brand's own
 * steps (shipping with a tracking number, sending content back with feedback, accepting it, canceling before the
 * product is sent) through the page. At each status the DealOverview is read as a person reads it: the status
 * label in the header, which timeline steps have a date, and the delivery label.
 *
 * `completed` is passed through rather than shown: published content completes the deal and the system closes it
 * (`finished`) in the same step, its money having been paid already (server/services/deals/events.ts). The path shows
 * it through the history's "published" and "closed" lines.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appInBrowser, describeInBrowser, newPage } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { activeCampaign, productOf, staffCommand, testCreator, type Brand } from '../support/deals';
import { studioPng } from '../support/png';
import {
  DEAL_STATUS_LABELS,
  TIMELINE_STEPS,
  type DealStatus,
  type DeliveryStatus,
  type TimelineStep,
} from '../../src/domain/deal';
import type { TestServer } from '../support/server';
import enDeals from '../../locales/en/deals.json';
import esDeals from '../../locales/es/deals.json';
import enOverview from '../../locales/en/dealOverview.json';
import esOverview from '../../locales/es/dealOverview.json';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

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

const LANGUAGES = [
  { language: 'en' as const, deals: enDeals, overview: enOverview },
  { language: 'es' as const, deals: esDeals as typeof enDeals, overview: esOverview as typeof enOverview },
];
type Texts = (typeof LANGUAGES)[number];

/** What the DealOverview should show at a status. */
type Shown = { status: DealStatus; reached: TimelineStep[]; delivery: DeliveryStatus };

/** What the DealOverview shows, read from the page: the header's status, the timeline, the delivery label. */
async function shownOn(page: Page, texts: Texts, expected: Shown) {
  const statusLabel = texts.deals.status[DEAL_STATUS_LABELS[expected.status]];
  const timeline = page.getByRole('region', { name: texts.overview.timeline.title, exact: true });
  const steps = await timeline.getByRole('listitem').allTextContents();
  const delivery = page.getByRole('region', { name: texts.overview.delivery.title, exact: true });
  const deliveryLabel = texts.deals.delivery[expected.delivery];
  return {
    status: await page.locator('header').getByText(statusLabel, { exact: true }).count(),
    timeline: steps.map((text, index) => {
      const name = texts.deals.timeline[TIMELINE_STEPS[index]!];
      if (!text.startsWith(name)) return `unexpected step: ${text}`;
      return `${TIMELINE_STEPS[index]}: ${text.endsWith(texts.overview.timeline.notYet) ? 'not yet' : 'dated'}`;
    }),
    delivery: await delivery.getByText(deliveryLabel, { exact: true }).count(),
  };
}

const expectedOf = (shown: Shown) => ({
  status: 1,
  timeline: TIMELINE_STEPS.map((step) => `${step}: ${shown.reached.includes(step) ? 'dated' : 'not yet'}`),
  delivery: 1,
});

/** Clicks a button once the page shows it enabled (a live refresh may still be bringing the review in). */
const press = (page: Page, name: string) => page.getByRole('button', { name }).click({ timeout: 20_000 });

const shows = (page: Page, texts: Texts, shown: Shown) =>
  eventually(() => shownOn(page, texts, shown)).toEqual(expectedOf(shown));

describeInBrowser('deal paths in the browser', () => {
  const app = appInBrowser();

  for (const texts of LANGUAGES) {
    const { language } = texts;
    it(`follows deals through every status live, in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      const { server } = app;
      const brand = await brandOf(server);
      const productId = await productOf(server, brand);
      const refund = await activeCampaign(server, brand, {
        productIds: [productId],
        deals: 2,
        delivery: 'refund',
      });
      const shipping = await activeCampaign(server, brand, {
        productIds: [productId],
        deals: 1,
        delivery: 'shipping',
      });
      const hire = async (campaignId: string) => {
        const creator = await testCreator(server);
        const answer = await server.gql<{ DealHire: { id: string } }>(
          'mutation($c: ID!, $p: ID!, $k: ID!, $key: String!) { DealHire(campaign_id: $c, product_id: $p, creator_id: $k, idempotency_key: $key) { id } }',
          { c: campaignId, p: productId, k: creator.id, key: crypto.randomUUID() },
          brand.token,
        );
        expect(answer.errors).toBeUndefined();
        return answer.data!.DealHire.id;
      };
      const uploads = path.join(server.dataDir, 'creator-files');
      await mkdir(uploads, { recursive: true });
      const file = path.join(uploads, `look-${language}.png`);
      await writeFile(file, studioPng(480, 600, [254, 243, 199], [253, 230, 138], [217, 119, 6]));
      const staff = async (words: string[]) => {
        const run = await staffCommand(server, words);
        expect(run.err, words.join(' ')).toBe('');
        expect(run.code, words.join(' ')).toBe(0);
        return run.out;
      };
      const { deals: labels, overview } = texts;

      // Refund delivery: the creator buys the product; content sent back once, then accepted and published.
      const dealId = await hire(refund.id);
      const page = await newPage(app.browser, { width: 390, height: 844 });
      await signInBrowser(page, server, brand.token, `/deal/${dealId}`, language);
      await shows(page, texts, { status: 'hired', reached: [], delivery: 'pending_shipping' });
      await staff(['deal', dealId, 'accept']);
      await shows(page, texts, {
        status: 'creator_accepted',
        reached: ['started'],
        delivery: 'pending_shipping',
      });
      await staff(['deal', dealId, 'purchase']);
      const purchased: TimelineStep[] = ['started', 'purchased'];
      await shows(page, texts, {
        status: 'purchased_sent',
        reached: purchased,
        delivery: 'pending_delivery',
      });
      await staff(['deal', dealId, 'receive']);
      const received: TimelineStep[] = [...purchased, 'received'];
      await shows(page, texts, { status: 'product_received', reached: received, delivery: 'delivered' });
      await staff(['deal', dealId, 'upload', file]);
      const uploaded: TimelineStep[] = [...received, 'uploaded'];
      await shows(page, texts, {
        status: 'creator_upload_content',
        reached: uploaded,
        delivery: 'delivered',
      });
      await eventually(() => page.getByText(overview.review.waitingStaff).isVisible()).toBe(true);
      await staff(['deal', dealId, 'approve']);
      await shows(page, texts, {
        status: 'content_approved_by_admin',
        reached: uploaded,
        delivery: 'delivered',
      });

      // Sent back with feedback: the creator makes it again, the upload keeps its first date.
      await press(page, overview.review.decline);
      const decline = page.getByRole('dialog', { name: overview.decline.title });
      const feedback = language === 'en' ? 'Show the label, please.' : 'Muestra la etiqueta, por favor.';
      await decline.getByLabel(overview.decline.label).fill(feedback);
      await decline.getByRole('button', { name: overview.decline.submit }).click();
      await shows(page, texts, { status: 'product_received', reached: uploaded, delivery: 'delivered' });
      const history = page.getByRole('region', { name: overview.feedback.title, exact: true });
      await eventually(() => history.getByText(feedback, { exact: true }).isVisible()).toBe(true);
      await staff(['deal', dealId, 'upload', file]);
      await staff(['deal', dealId, 'approve']);
      await shows(page, texts, {
        status: 'content_approved_by_admin',
        reached: uploaded,
        delivery: 'delivered',
      });
      await press(page, overview.review.accept);
      // Accepting pays the creator: confirmed in its dialog.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`^${overview.accept.confirm.split('{{')[0]}`) })
        .click({ timeout: 20_000 });
      const paid: TimelineStep[] = [...uploaded, 'paid'];
      await shows(page, texts, { status: 'company_accepts_content', reached: paid, delivery: 'delivered' });

      const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
      await staff(['deal', dealId, 'publish', `publish_at=${later}`]);
      await shows(page, texts, {
        status: 'creator_waiting_for_publish_date',
        reached: paid,
        delivery: 'delivered',
      });
      expect(await staff(['deal', dealId, 'publish'])).toMatch(/: finished \(delivery delivered\)/);
      await shows(page, texts, { status: 'finished', reached: paid, delivery: 'delivered' });
      const events = page.getByRole('region', { name: overview.history.title, exact: true });
      // Published twice: scheduled, then live; then closed by the system.
      await eventually(() => events.getByText(labels.event.publish, { exact: true }).count()).toBe(2);
      await eventually(() => events.getByText(labels.event.finish, { exact: true }).count()).toBe(1);
      await eventually(() => events.getByRole('listitem').last().textContent()).toContain(
        labels.event.finish,
      );
      // Accepted and closed: the review counts the one revision asked for, and offers no more.
      const review = page.getByRole('region', { name: overview.review.title, exact: true });
      const counted = overview.review.revisions.replace('{{count}}', '1').replace('{{max}}', '2');
      await eventually(() => review.getByText(counted, { exact: true }).isVisible()).toBe(true);
      expect(await review.getByRole('button').count()).toBe(0);

      // Shipping delivery: the brand ships with a tracking number, the creator confirms receipt.
      const shipped = await hire(shipping.id);
      await page.goto(`${server.url}/deal/${shipped}`);
      await shows(page, texts, { status: 'hired', reached: [], delivery: 'pending_shipping' });
      await staff(['deal', shipped, 'accept']);
      await shows(page, texts, {
        status: 'creator_accepted',
        reached: ['started'],
        delivery: 'pending_shipping',
      });
      await page.getByRole('button', { name: overview.delivery.ship }).click();
      const ship = page.getByRole('dialog', { name: overview.ship.title });
      await ship.getByLabel(overview.ship.carrier).selectOption('ups');
      await ship.getByLabel(overview.ship.label).fill('1Z999AA10123456784');
      await ship.getByRole('button', { name: overview.ship.submit }).click();
      await shows(page, texts, {
        status: 'purchased_sent',
        reached: purchased,
        delivery: 'pending_delivery',
      });
      // The tracking number is a link to the carrier's page that follows the parcel.
      const tracking = page.getByRole('link', { name: /1Z999AA10123456784/ });
      await eventually(() => tracking.isVisible()).toBe(true);
      expect(await tracking.getAttribute('href')).toContain('1Z999AA10123456784');
      await staff(['deal', shipped, 'receive']);
      await shows(page, texts, { status: 'product_received', reached: received, delivery: 'delivered' });

      // Another deal, canceled by the brand before the product is sent.
      const other = await hire(refund.id);
      await page.goto(`${server.url}/deal/${other}`);
      await shows(page, texts, { status: 'hired', reached: [], delivery: 'pending_shipping' });
      await page.getByRole('button', { name: overview.cancel.action }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: overview.cancel.confirm }).click();
      await shows(page, texts, { status: 'canceled', reached: [], delivery: 'canceled' });
      await eventually(() => page.getByRole('button', { name: overview.cancel.action }).count()).toBe(0);
      await eventually(() => page.getByText(overview.review.noneCanceled, { exact: true }).isVisible()).toBe(
        true,
      );
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 150_000);
  }
});
