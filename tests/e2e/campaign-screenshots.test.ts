/**
 * The campaign screens as a person sees them (issue 13), in the built app, headless Chromium, English and
 * Spanish, at 1440 px and 390 px: the draft offer, each wizard step, the summary, the confirmation, the created
 * step, the listing with campaigns in several tabs, a campaign and one product in it. Each shot checks the page's
 * heading in the right language and, on the phone, that nothing is wider than the screen. The PNGs go to
 * /tmp/shots/campaigns/, beside the other screens' shots.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appInBrowser, describeInBrowser, escapeRegExp, newPage } from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import {
  campaignInput,
  createCampaignCompany,
  submitCampaign,
  type CampaignCompany,
} from '../support/campaigns';
import { testCreator } from '../support/deals';
import type { TestServer } from '../support/server';
import enWizard from '../../locales/en/campaignCreation.json';
import esWizard from '../../locales/es/campaignCreation.json';
import enCampaigns from '../../locales/en/campaigns.json';
import esCampaigns from '../../locales/es/campaigns.json';

const SHOTS = '/tmp/shots/campaigns';
const TEXTS = {
  en: { wizard: enWizard, campaigns: enCampaigns },
  es: { wizard: esWizard, campaigns: esCampaigns },
} as const;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const WAIT = { timeout: 20_000 };
const eventually = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 20_000, interval: 100, message });
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * The page at both widths: its main heading (h1) reads `title`, `visible` is on screen, and on the phone the
 * document is no wider than the screen. Saved as <name>-<width>-<language>.png.
 */
async function shoot(page: Page, name: string, title: string, visible: Locator, { fullPage = true } = {}) {
  await mkdir(SHOTS, { recursive: true });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await visible.waitFor({ state: 'visible', ...WAIT });
    await eventually(
      async () => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim(),
      `${name}: the heading`,
    ).toBe(title);
    if (size.width === 390) {
      await eventually(
        () => page.evaluate(() => document.documentElement.scrollWidth),
        `${name}: nothing wider than the phone's screen`,
      ).toBeLessThanOrEqual(390);
    }
    // From the top, so the fixed top bar and sidebar are where a person sees them; a dialog as the screen shows it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`), fullPage });
  }
  await page.setViewportSize(WIDTHS[0]);
}

const LONG_NAME = 'Everyday radiance: the complete morning and evening skincare ritual, filmed at home';

/** Campaigns in several tabs: two active (one with a long name), one paused, one rejected, one pending. */
async function campaignsInTabs(server: TestServer, owner: CampaignCompany) {
  const [first, second] = owner.products;
  const submit = (overrides: Parameters<typeof campaignInput>[1]) =>
    submitCampaign(server, owner, campaignInput(owner, overrides));
  const active = await submit({ name: 'Spring glow launch', creator_tier: 'pro' });
  const long = await submit({
    name: LONG_NAME,
    kind: 'ugc_image',
    video_duration: undefined,
    delivery: 'refund',
    taxes_cents: 2_00,
    shipping_cents: 5_00,
  });
  const paused = await submit({
    name: 'Summer bright days',
    kind: 'social_media',
    products: [
      { product_id: first!.id, deals: 2 },
      { product_id: second!.id, deals: 1 },
    ],
    deals: 3,
  });
  const rejected = await submit({ name: 'Autumn night care', kind: 'ugc_image', video_duration: undefined });
  await submit({ name: 'Winter rescue kit', deals: 4, products: [{ product_id: first!.id, deals: 4 }] });
  for (const id of [active, long, paused]) {
    const answer = await server.staff('campaign-approve', { id });
    expect(answer.status).toBe(200);
  }
  expect((await server.staff('campaign-pause', { id: paused })).status).toBe(200);
  expect(
    (await server.staff('campaign-reject', { id: rejected, reason: 'The brief is unclear' })).status,
  ).toBe(200);
  return { active, long };
}

describeInBrowser('the campaign screens at 1440 and 390 px', () => {
  const app = appInBrowser();

  for (const language of ['en', 'es'] as const) {
    const { wizard, campaigns } = TEXTS[language];

    it(`shows the wizard's steps, the summary and the confirmation (${language})`, async () => {
      const owner = await createCampaignCompany(app.server, { balance: 5_000_00 });
      // A creator the draft's targeting finds: the summary takes no payment for a campaign nobody can fill.
      await testCreator(app.server, {
        tier: 'pro',
        categories: ['beauty'],
        gender: 'female',
        age: 29,
        ethnicity: 'hispanic',
      });
      // A draft complete up to the summary, as the wizard saves it, to be offered on coming back.
      const draft = {
        ...campaignInput(owner, { name: 'Spring glow launch', creator_tier: 'pro', video_duration: '60s' }),
        step: 'summary',
        payment_method: 'wallet',
      };
      const saved = await app.server.gql(
        'mutation($data: String!) { CampaignDraftSave(data: $data, revision: 0) { updated_at } }',
        { data: JSON.stringify(draft) },
        owner.token,
      );
      expect(saved.errors).toBeUndefined();
      const page = await newPage(app.browser);
      await signInBrowser(page, app.server, owner.token, '/campaign/creation/type', language);
      const heading = (name: string) => page.getByRole('heading', { name, exact: true });
      const next = () => page.getByRole('button', { name: wizard.next, exact: true }).click();
      const back = () => page.getByRole('button', { name: wizard.back, exact: true }).click();

      await shoot(page, `${language}-wizard-0-draft`, wizard.title, heading(wizard.draft.title));
      await page.getByRole('button', { name: wizard.draft.continue }).click();
      const summary = heading(fill(wizard.summary.title, { name: 'Spring glow launch' }));
      await summary.waitFor(WAIT);
      for (let step = 0; step < 3; step += 1) await back();
      await shoot(page, `${language}-wizard-1-type`, wizard.title, heading(wizard.type.title));
      await next();
      const settings = wizard.settings.titles.ugc_video;
      await shoot(page, `${language}-wizard-2-settings`, wizard.title, heading(settings));
      await next();
      await shoot(page, `${language}-wizard-3-parameters`, wizard.title, heading(wizard.parameters.title));
      await next();
      await shoot(page, `${language}-wizard-4-summary`, wizard.title, summary);
      await page
        .getByRole('button', { name: new RegExp(escapeRegExp(wizard.summary.submit.split('{{')[0]!)) })
        .click();
      const dialog = page.getByRole('dialog', { name: wizard.confirm.title });
      await shoot(page, `${language}-wizard-5-confirm`, wizard.title, dialog.getByText(wizard.confirm.text), {
        fullPage: false,
      });
      await dialog.getByRole('button', { name: wizard.confirm.ok }).click();
      await shoot(page, `${language}-wizard-6-created`, wizard.title, heading(wizard.created.title));
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 120_000);

    it(`shows the listing in its tabs, a campaign and one of its products (${language})`, async () => {
      const owner = await createCampaignCompany(app.server, { balance: 5_000_00 });
      const { active } = await campaignsInTabs(app.server, owner);
      const page = await newPage(app.browser);
      await signInBrowser(page, app.server, owner.token, '/campaigns?tab=active', language);
      const tab = (name: keyof typeof campaigns.tabs) =>
        page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(campaigns.tabs[name])}`) });
      await eventually(() => tab('active').textContent()).toMatch(/2/);
      await eventually(() => tab('paused').textContent()).toMatch(/1/);
      await eventually(() => tab('rejected').textContent()).toMatch(/1/);
      await eventually(() => tab('pending_admin_approval').textContent()).toMatch(/1/);
      await shoot(
        page,
        `${language}-listing-active`,
        campaigns.title,
        page.getByRole('link', { name: LONG_NAME }),
      );
      await tab('paused').click();
      await shoot(
        page,
        `${language}-listing-paused`,
        campaigns.title,
        page.getByRole('link', { name: 'Summer bright days' }),
      );
      await tab('rejected').click();
      await shoot(
        page,
        `${language}-listing-rejected`,
        campaigns.title,
        page.getByRole('link', { name: 'Autumn night care' }),
      );

      await page.goto(`${app.server.url}/campaign/${active}`);
      await shoot(
        page,
        `${language}-campaign`,
        'Spring glow launch',
        page.getByRole('heading', { name: campaigns.page.settings, exact: true }),
      );
      await page.goto(`${app.server.url}/campaign/${active}/product/${owner.products[0]!.id}`);
      await shoot(
        page,
        `${language}-campaign-product`,
        fill(campaigns.overview.title, { product: owner.products[0]!.name, campaign: 'Spring glow launch' }),
        page.getByRole('heading', { name: campaigns.overview.slots, exact: true }),
      );
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
