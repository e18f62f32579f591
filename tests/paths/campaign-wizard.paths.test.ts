/**
 * The campaign wizard through the real app in headless Chromium, in English and Spanish (issue 13): a later step
 * opened directly leads to the first incomplete one; forward through every step; the browser's Back and Forward
 * moving the wizard; a reload mid-way keeping the step and the answers; a wallet too short, topped up by card on
 * the wallet screen the summary links to, and back at the summary with nothing lost; submit, the confirmation
 * that it goes live within 24 hours, /created and the listing. Then a draft left and come back to: continued,
 * and discarded by starting new.
 *
 * The draft is saved on the server as each step is left; before leaving the page (a reload, another address) the
 * test waits for that save's answer, as a person would see the step change before closing the tab.
 */
import { expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { appInBrowser, describeInBrowser, escapeRegExp, newPage, screenshot } from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import { createCampaignCompany, saveCard } from '../support/campaigns';
import enWizard from '../../locales/en/campaignCreation.json';
import esWizard from '../../locales/es/campaignCreation.json';
import enCampaigns from '../../locales/en/campaigns.json';
import esCampaigns from '../../locales/es/campaigns.json';
import enMoney from '../../locales/en/money.json';
import esMoney from '../../locales/es/money.json';

const TEXTS = {
  en: { wizard: enWizard, campaigns: enCampaigns, money: enMoney },
  es: { wizard: esWizard, campaigns: esCampaigns, money: esMoney },
} as const;
type Wizard = typeof enWizard;

const eventually = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 20_000, interval: 100, message });
const WAIT = { timeout: 20_000 };

/** A label as the form shows it (required fields carry a trailing marker). */
const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
/** The constant start of a text with {{values}}, to find an element whose name holds it. */
const startOf = (text: string) => new RegExp(escapeRegExp(text.split('{{')[0]!));
/** Intl writes a no-break space between an amount and its currency in some languages: compared as a space. */
const spaced = (text: string | null | undefined): string => (text ?? '').replace(/\s/gu, ' ');

const pathname = (page: Page) => new URL(page.url()).pathname;
async function atStep(page: Page, step: string) {
  await eventually(() => pathname(page), `the address shows the ${step} step`).toBe(
    `/campaign/creation/${step}`,
  );
}

/** The answer of the next draft save: waited for before the page is left, so the server holds the step. */
const draftSaved = (page: Page): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('CampaignDraftSave'),
    WAIT,
  );

const kindButton = (page: Page, wizard: Wizard, kind: keyof Wizard['kinds']) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(wizard.kinds[kind].name)}`) });

async function next(page: Page, wizard: Wizard) {
  await page.getByRole('button', { name: wizard.next, exact: true }).click();
}

async function fillSettings(page: Page, wizard: Wizard, name: string) {
  await page.getByLabel(label(wizard.settings.name)).fill(name);
  await page.getByLabel(label(wizard.settings.brand)).selectOption({ label: 'Lumen' });
  await page.getByLabel(label(wizard.settings.category)).selectOption('beauty');
  await page.getByLabel(label(wizard.settings.deals)).fill('2');
  await page.getByLabel(label(wizard.settings.tier)).selectOption('pro');
  await page.getByLabel(label(wizard.settings.delivery)).selectOption('shipping');
  await page.getByLabel(/Glow serum ·/).check();
}

async function fillParameters(page: Page, wizard: Wizard) {
  await page.getByLabel(wizard.ages['25_34'], { exact: true }).check();
  await page.getByLabel(wizard.genders.female, { exact: true }).check();
  await page.getByLabel(wizard.ethnicities.hispanic, { exact: true }).check();
  await page.getByLabel(label(wizard.parameters.mustHaves)).fill('show the bottle, morning light');
  await page.getByLabel(label(wizard.parameters.format)).selectOption('portrait');
  await page.getByLabel(label(wizard.parameters.duration)).selectOption('60s');
  await page
    .getByLabel(label(wizard.parameters.brief))
    .fill('A morning routine with the serum, natural light.');
}

/** Runs a browser path, keeping a screenshot of where it failed. */
async function walk(page: Page & { errors: string[] }, name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    await screenshot(page, `${name}-failed`);
    throw error;
  }
  expect(page.errors).toEqual([]);
  await page.context().close();
}

describeInBrowser('the campaign wizard in the browser', () => {
  const app = appInBrowser();

  for (const language of ['en', 'es'] as const) {
    const { wizard, campaigns, money } = TEXTS[language];

    it(`goes forward, Back and Forward, survives a reload, tops up when short and submits (${language})`, async () => {
      // $50.00 in the wallet: less than the campaign costs, so the summary offers a top-up.
      const company = await createCampaignCompany(app.server, { balance: 50_00 });
      await saveCard(app.server, company.token);
      const page = await newPage(app.browser, { locale: language === 'es' ? 'es-ES' : 'en-US' });
      await walk(page, `wizard-${language}`, async () => {
        // A later step opened directly leads to the first incomplete one.
        await signInBrowser(page, app.server, company.token, '/campaign/creation/parameters', language);
        await atStep(page, 'type');
        await page.getByRole('heading', { name: wizard.type.title }).waitFor(WAIT);
        await kindButton(page, wizard, 'ugc_video').click();
        await eventually(() => kindButton(page, wizard, 'ugc_video').getAttribute('aria-pressed')).toBe(
          'true',
        );
        await next(page, wizard);
        await atStep(page, 'settings');

        // Next with nothing filled in says what is missing and stays.
        await next(page, wizard);
        await eventually(() => page.getByRole('alert').count()).toBeGreaterThan(0);
        expect(pathname(page)).toBe('/campaign/creation/settings');
        await fillSettings(page, wizard, 'Spring glow launch');
        await next(page, wizard);
        await atStep(page, 'parameters');
        await page.getByRole('heading', { name: wizard.parameters.title }).waitFor(WAIT);

        // The browser's Back and Forward move the wizard, with nothing lost.
        await page.goBack();
        await atStep(page, 'settings');
        await eventually(() => page.getByLabel(label(wizard.settings.name)).inputValue()).toBe(
          'Spring glow launch',
        );
        await eventually(() => page.getByLabel(/Glow serum ·/).isChecked()).toBe(true);
        await page.goBack();
        await atStep(page, 'type');
        await eventually(() => kindButton(page, wizard, 'ugc_video').getAttribute('aria-pressed')).toBe(
          'true',
        );
        await page.goForward();
        await atStep(page, 'settings');
        await page.goForward();
        await atStep(page, 'parameters');
        await page.getByRole('heading', { name: wizard.parameters.title }).waitFor(WAIT);

        await fillParameters(page, wizard);
        const saved = draftSaved(page);
        await next(page, wizard);
        await atStep(page, 'summary');
        await saved;
        const submit = page.getByRole('button', { name: startOf(wizard.summary.submit) });
        await submit.waitFor(WAIT);
        const total = spaced(await submit.textContent());
        expect(total).toMatch(/\d/);

        // A reload mid-way keeps the step and every answer (the draft is on the server).
        await page.reload();
        await atStep(page, 'summary');
        const title = wizard.summary.title.replace('{{name}}', 'Spring glow launch');
        await page.getByRole('heading', { name: title }).waitFor(WAIT);
        await eventually(async () => spaced(await submit.textContent())).toBe(total);
        // Short of money: submitting is not offered, a top-up that comes back here is.
        await eventually(() => submit.isDisabled()).toBe(true);
        const topUp = page.getByRole('link', { name: startOf(wizard.summary.topUp) });
        await topUp.waitFor(WAIT);
        expect(await topUp.getAttribute('href')).toMatch(
          /^\/wallet\?topUp=\d+&return=%2Fcampaign%2Fcreation%2Fsummary$/,
        );

        // The wallet opens with the amount missing, paid by the saved card, and comes straight back.
        await topUp.click();
        await eventually(() => pathname(page)).toBe('/wallet');
        const pay = page.getByRole('button', { name: startOf(money.wallet.topUp.pay) });
        await eventually(() => pay.isEnabled()).toBe(true);
        await pay.click();
        await atStep(page, 'summary');
        await page.getByRole('heading', { name: title }).waitFor(WAIT);
        await eventually(async () => spaced(await submit.textContent())).toBe(total);
        await eventually(() => submit.isEnabled()).toBe(true);
        await page.getByText(wizard.summary.walletEnough).waitFor(WAIT);

        // Submitted: the confirmation says it goes live within 24 hours, then /created.
        await submit.click();
        const dialog = page.getByRole('dialog', { name: wizard.confirm.title });
        await dialog.waitFor(WAIT);
        await dialog.getByText(wizard.confirm.text).waitFor(WAIT);
        await dialog.getByRole('button', { name: wizard.confirm.ok }).click();
        await atStep(page, 'created');
        await page.getByRole('heading', { name: wizard.created.title }).waitFor(WAIT);

        // The listing shows it awaiting approval.
        await page.getByRole('link', { name: wizard.created.listing }).click();
        await eventually(() => pathname(page)).toBe('/campaigns');
        await page.getByRole('link', { name: 'Spring glow launch' }).waitFor(WAIT);
        const pending = page.getByRole('tab', {
          name: new RegExp(escapeRegExp(campaigns.tabs.pending_admin_approval)),
        });
        await eventually(() => pending.textContent()).toMatch(/1/);
      });
    });

    it(`offers a draft left behind: continued, then discarded by starting new (${language})`, async () => {
      const company = await createCampaignCompany(app.server);
      const page = await newPage(app.browser, { locale: language === 'es' ? 'es-ES' : 'en-US' });
      await walk(page, `wizard-draft-${language}`, async () => {
        await signInBrowser(page, app.server, company.token, '/campaign/creation/type', language);
        await kindButton(page, wizard, 'ugc_image').click();
        await next(page, wizard);
        await atStep(page, 'settings');
        await fillSettings(page, wizard, 'Autumn night care');
        const saved = draftSaved(page);
        await next(page, wizard);
        await atStep(page, 'parameters');
        await saved;

        // Left for the dashboard, and back to campaign creation: the draft is offered.
        await page.goto(`${app.server.url}/`);
        await eventually(() => pathname(page)).toBe('/');
        await page.goto(`${app.server.url}/campaign/creation/type`);
        const offer = page.getByRole('heading', { name: wizard.draft.title });
        await offer.waitFor(WAIT);
        await page.getByText(wizard.draft.named.replace('{{name}}', 'Autumn night care')).waitFor(WAIT);
        await page.getByRole('button', { name: wizard.draft.continue }).click();
        // Continued where it was left: the first step not yet complete, the earlier answers kept.
        await atStep(page, 'parameters');
        await page.getByRole('heading', { name: wizard.parameters.title }).waitFor(WAIT);
        // (The browser's Back would return to the dashboard, where the person came from: the step's own Back.)
        await page.getByRole('button', { name: wizard.back, exact: true }).click();
        await atStep(page, 'settings');
        await eventually(() => page.getByLabel(label(wizard.settings.name)).inputValue()).toBe(
          'Autumn night care',
        );

        // Left again, and a new campaign started: the draft is gone, also after a reload.
        await page.goto(`${app.server.url}/campaigns`);
        await eventually(() => pathname(page)).toBe('/campaigns');
        await page.goto(`${app.server.url}/campaign/creation/type`);
        await offer.waitFor(WAIT);
        const discarded = page.waitForResponse(
          (response) => (response.request().postData() ?? '').includes('CampaignDraftDiscard'),
          WAIT,
        );
        await page.getByRole('button', { name: wizard.draft.startNew }).click();
        await discarded;
        await atStep(page, 'type');
        await page.getByRole('heading', { name: wizard.type.title }).waitFor(WAIT);
        await eventually(() => kindButton(page, wizard, 'ugc_image').getAttribute('aria-pressed')).toBe(
          'false',
        );
        await page.reload();
        await page.getByRole('heading', { name: wizard.type.title }).waitFor(WAIT);
        expect(await offer.count()).toBe(0);
        await page.goto(`${app.server.url}/campaign/creation/settings`);
        await atStep(page, 'type');
      });
    });
  }
});
