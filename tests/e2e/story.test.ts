/**
 * The product's whole story as a brand walks it, in the built app in headless Chromium, by clicking only: one
 * address is typed (the sign-up page), everything after it is reached by links and buttons. Sign up with the
 * mailed code and the about-you step; a brand and a product; a card and a top-up of the wallet; a campaign made
 * in the wizard, which counts the creators its targeting fits, paid from the wallet and approved by staff (`staff
 * campaign approve`); from the listing to the campaign and on to discovery, where three creators are hired; the
 * creators played by `staff simulate`; a product shipped to the address the dialog shows, with a tracking number;
 * the content received, reviewed against the must-haves and accepted; and the content listing's zip downloaded.
 * In English at 1440×900 and in Spanish on a 390×844 phone, with a screenshot of each step in <tmp>/story/.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser, escapeRegExp, fieldByLabel, newPage } from '../support/browser';
import { uniqueEmail } from '../support/browser-accounts';
import { staffCommand, testCreator } from '../support/deals';
import { formatMoney } from '../../src/domain/money';
import {
  brandAndProduct,
  eventually,
  pathname,
  signUp,
  startOf,
  startWalk,
  topUpByCard,
  type Walk,
} from './story-steps';

const RUNS = [
  {
    language: 'en',
    width: 1440,
    height: 900,
    locale: 'en-US',
    typed: '1000.00',
  },
  {
    language: 'es',
    width: 390,
    height: 844,
    locale: 'es-ES',
    typed: '1000,00',
  },
] as const;
const MUST_HAVES = ['Show the label', 'Natural light'];
const TRACKING = '1Z999AA10123456784';
/** Where each creator lives (under their own name): the ship dialog must show it. */
const ADDRESS = {
  line1: '48 Larkin Street',
  city: 'Austin',
  region: 'TX',
  postal_code: '78701',
  country: 'US',
} as const;

/** A message with a {{count}} as a pattern that captures the number. */
const counted = (message: string) =>
  new RegExp(escapeRegExp(message).replace(escapeRegExp('{{count}}'), '(\\d+)'));

async function staff(walk: Walk, ...words: string[]) {
  const run = await staffCommand(walk.server, words);
  expect(run.err, words.join(' ')).toBe('');
  expect(run.code, words.join(' ')).toBe(0);
  return run.out;
}

const statusShown = (walk: Walk, status: string) =>
  walk.page
    .locator('header')
    .getByText(walk.t(`deals:status.${status}`), { exact: true })
    .isVisible();

/** The wizard from its first step to the created step; answers the new campaign's id. */
async function createCampaign(walk: Walk, names: { campaign: string; brand: string; product: string }) {
  const { page, t } = walk;
  const next = () => page.getByRole('button', { name: t('campaignCreation:next'), exact: true }).click();
  const field = (key: string) => fieldByLabel(page, t(`campaignCreation:${key}`));
  await walk.go('campaignCreation');
  await page.getByRole('heading', { name: t('campaignCreation:type.title') }).waitFor();
  const kind = page.getByRole('button', { name: startOf(t('campaignCreation:kinds.ugc_image.name')) });
  await kind.click();
  await eventually(() => kind.getAttribute('aria-pressed')).toBe('true');
  await walk.shot('wizard-type');
  await next();

  await eventually(() => pathname(page)).toBe('/campaign/creation/settings');
  await field('settings.name').fill(names.campaign);
  await field('settings.brand').selectOption({ label: names.brand });
  await field('settings.category').selectOption('beauty');
  await field('settings.deals').fill('3');
  await field('settings.tier').selectOption('basic');
  await field('settings.delivery').selectOption('shipping');
  await page.getByLabel(new RegExp(`^${escapeRegExp(names.product)} ·`)).check();
  await walk.shot('wizard-settings');
  await next();

  await page.getByRole('heading', { name: t('campaignCreation:parameters.title') }).waitFor();
  await page.getByLabel(t('campaignCreation:ages.25_34'), { exact: true }).check();
  await page.getByLabel(t('campaignCreation:genders.female'), { exact: true }).check();
  await page.getByLabel(t('campaignCreation:ethnicities.white'), { exact: true }).check();
  await field('parameters.mustHaves').fill(MUST_HAVES.join(', '));
  await field('parameters.format').selectOption('portrait');
  await field('parameters.brief').fill('A morning routine with the serum, in natural light.');
  // The creators the targeting fits, counted by the API as the answers change.
  const fits = counted(walk.raw('campaignCreation:fit.enough_other'));
  const fit = page.getByText(fits);
  await eventually(() => fit.isVisible()).toBe(true);
  const count = Number(fits.exec((await fit.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(3);
  await walk.shot('wizard-parameters');
  await next();

  await page
    .getByRole('heading', { name: t('campaignCreation:summary.title', { name: names.campaign }) })
    .waitFor();
  await page.getByText(t('campaignCreation:summary.walletEnough')).waitFor();
  const submit = page.getByRole('button', { name: startOf(walk.raw('campaignCreation:summary.submit')) });
  await eventually(() => submit.isEnabled()).toBe(true);
  await walk.shot('wizard-summary');
  await submit.click();
  const dialog = page.getByRole('dialog', { name: t('campaignCreation:confirm.title') });
  await dialog.getByText(t('campaignCreation:confirm.text')).waitFor();
  await dialog.getByRole('button', { name: t('campaignCreation:confirm.ok') }).click();
  await page.getByRole('heading', { name: t('campaignCreation:created.title') }).waitFor();
  await walk.shot('wizard-created');
  const open = await page
    .getByRole('link', { name: t('campaignCreation:created.open') })
    .getAttribute('href');
  const id = /^\/campaign\/([0-9a-f-]{36})$/.exec(open ?? '')?.[1];
  expect(id, `the created step links to the campaign (${open})`).toBeDefined();
  return id!;
}

/** Opens a creator's deal from the deal listing. */
async function openDeal(walk: Walk, creator: string) {
  await walk.go('dealListing');
  await eventually(() => pathname(walk.page)).toBe('/deals');
  const link = walk.page.getByRole('link', { name: new RegExp(escapeRegExp(creator)) });
  await eventually(() => link.count()).toBe(1);
  await link.click();
  await eventually(() => pathname(walk.page)).toMatch(/^\/deal\/[0-9a-f-]{36}$/);
}

describeInBrowser('the whole story by clicking', () => {
  const app = appInBrowser();

  for (const run of RUNS) {
    it(`signs up, stocks, funds, runs a campaign, ships, accepts and downloads, by clicking (${run.language}, ${run.width} px)`, async () => {
      const page = await newPage(app.browser, { width: run.width, height: run.height, locale: run.locale });
      const walk = await startWalk(page, app.server, run.language, run.width);
      const { t } = walk;
      const tag = run.language === 'en' ? 'Storyen' : 'Storyes';
      const creators = ['Ana', 'Bea', 'Cleo'].map((name) => `${name} ${tag}`);
      // Creators the campaign's targeting fits (testCreator's: beauty, basic, female, 29, white), each at an address.
      for (const name of creators) await testCreator(app.server, { name, address: { ...ADDRESS, name } });
      const names = { campaign: `Spring glow ${tag}`, brand: `Lumen ${tag}`, product: `Glow serum ${tag}` };

      await signUp(walk, uniqueEmail(`story-${run.language}`), 'Bright-Morning-2024');
      await brandAndProduct(walk, names.brand, names.product);
      await topUpByCard(walk, { typed: run.typed, shown: formatMoney(1_000_00, run.language) });
      const campaignId = await createCampaign(walk, names);

      // Staff approve it; the brand finds it in the listing and goes on to discovery from the campaign's page.
      expect(await staff(walk, 'campaign', 'approve', campaignId)).toContain(names.campaign);
      await walk.go('campaignListing');
      await eventually(() => pathname(page)).toBe('/campaigns');
      await page.getByRole('link', { name: names.campaign }).click();
      await eventually(() => pathname(page)).toBe(`/campaign/${campaignId}`);
      const find = page.getByRole('link', { name: t('campaigns:page.findCreators') });
      await find.waitFor({ timeout: 20_000 });
      await walk.shot('campaign');
      await find.click();
      await eventually(() => pathname(page)).toBe(`/campaign/${campaignId}/creators-discovery`);

      await eventually(() => page.getByText(t('discovery:places', { left: 3, total: 3 })).isVisible()).toBe(
        true,
      );
      await page.getByRole('searchbox', { name: t('discovery:searchLabel') }).fill(tag);
      await eventually(() => new URL(page.url()).searchParams.get('search')).toBe(tag);
      for (const [index, name] of creators.entries()) {
        await page.getByRole('button', { name: t('discovery:card.hireName', { name }) }).click();
        const dialog = page.getByRole('dialog', { name: t('discovery:hire.title', { name }) });
        await dialog.getByRole('button', { name: t('discovery:hire.confirm') }).click();
        const places =
          index < 2 ? t('discovery:places', { left: 2 - index, total: 3 }) : t('discovery:placesFull');
        await eventually(() => page.getByText(places).isVisible()).toBe(true);
      }
      await walk.shot('discovery-hired');

      // The creators accept; the brand ships the first one's product to the address the dialog shows.
      expect(await staff(walk, 'simulate', campaignId)).toMatch(/hired → creator_accepted/);
      const [first] = creators as [string, ...string[]];
      await openDeal(walk, first);
      await page.getByRole('button', { name: t('dealOverview:delivery.ship') }).click();
      const ship = page.getByRole('dialog', { name: t('dealOverview:ship.title') });
      for (const line of [first, ADDRESS.line1])
        await eventually(() => ship.getByText(line, { exact: true }).isVisible()).toBe(true);
      await ship.getByLabel(t('dealOverview:ship.carrier')).selectOption('ups');
      await ship.getByLabel(t('dealOverview:ship.label')).fill(TRACKING);
      await walk.shot('ship');
      await ship.getByRole('button', { name: t('dealOverview:ship.submit') }).click();
      await eventually(() => statusShown(walk, 'productPurchased')).toBe(true);
      await eventually(() => page.getByText(TRACKING).first().isVisible()).toBe(true);
      await walk.shot('shipped');

      // The creator receives and uploads, staff approve the upload; the brand reviews and accepts it.
      expect(await staff(walk, 'simulate', campaignId)).toMatch(/content_approved_by_admin/);
      await openDeal(walk, first);
      const accept = page.getByRole('button', { name: t('dealOverview:review.accept') });
      await eventually(() => accept.isVisible()).toBe(true);
      for (const mustHave of MUST_HAVES) {
        const box = page.getByRole('checkbox', { name: mustHave });
        await box.check();
        await eventually(() => box.isChecked()).toBe(true);
      }
      await walk.shot('review');
      await accept.click();
      const confirm = page.getByRole('dialog', { name: t('dealOverview:accept.title', { name: first }) });
      await confirm.getByRole('button', { name: startOf(walk.raw('dealOverview:accept.confirm')) }).click();
      await eventually(() => statusShown(walk, 'getPaid')).toBe(true);
      await walk.shot('accepted');

      // The content listing's zip of the accepted content.
      await walk.go('contentListing');
      await eventually(() => pathname(page)).toBe('/content');
      await eventually(() => page.getByRole('heading', { name: first }).count()).toBe(1);
      await walk.shot('content');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t('contentListing:downloadAccepted') }).click(),
      ]);
      const zip = await readFile((await download.path())!);
      expect(zip.subarray(0, 2).toString()).toBe('PK');

      expect(
        walk.typedAddresses(),
        'only the sign-up page is reached by its address, and nothing is reloaded',
      ).toBe(1);
      expect(walk.shots.length).toBeGreaterThanOrEqual(18);
      for (const file of walk.shots) expect(existsSync(file), file).toBe(true);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 420_000);
  }
});
