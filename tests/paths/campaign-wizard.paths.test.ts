/**
 * What the wizard's model walk (campaign-wizard-model.paths.test.ts) does not express, through the real app in
 * headless Chromium, in English and Spanish (issue 13): a draft continued at the summary survives a reload and the
 * browser's Back and Forward with nothing lost; a wallet too short is topped up by card on the wallet screen the
 * summary links to, and the person is back at the summary with nothing lost; once submitted, /created leads to the
 * listing, where the campaign awaits approval.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appInBrowser, describeInBrowser, escapeRegExp, newPage, screenshot } from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import { campaignInput, createCampaignCompany, saveCampaignDraft, saveCard } from '../support/campaigns';
import enWizard from '../../locales/en/campaignCreation.json';
import esWizard from '../../locales/es/campaignCreation.json';
import enCampaigns from '../../locales/en/campaigns.json';
import esCampaigns from '../../locales/es/campaigns.json';
import enMoney from '../../locales/en/money.json';
import esMoney from '../../locales/es/money.json';
import enDashboard from '../../locales/en/dashboard.json';
import esDashboard from '../../locales/es/dashboard.json';

const TEXTS = {
  en: { wizard: enWizard, campaigns: enCampaigns, money: enMoney, dashboard: enDashboard },
  es: { wizard: esWizard, campaigns: esCampaigns, money: esMoney, dashboard: esDashboard },
} as const;

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
    const { wizard, campaigns, money, dashboard } = TEXTS[language];

    it(`keeps a continued draft through a reload, Back and Forward and a top-up, then submits (${language})`, async () => {
      // $50.00 in the wallet: less than the campaign costs, so the summary offers a top-up.
      const company = await createCampaignCompany(app.server, { balance: 50_00 });
      await saveCard(app.server, company.token);
      await saveCampaignDraft(app.server, company, { ...campaignInput(company), step: 'summary' });
      const page = await newPage(app.browser, { locale: language === 'es' ? 'es-ES' : 'en-US' });
      await walk(page, `wizard-${language}`, async () => {
        await signInBrowser(page, app.server, company.token, '/', language);
        await page.getByRole('link', { name: dashboard.newCampaign }).first().click();
        await page.getByRole('button', { name: wizard.draft.continue }).click();
        await atStep(page, 'summary');
        const submit = page.getByRole('button', { name: startOf(wizard.summary.submit) });
        await submit.waitFor(WAIT);
        const total = spaced(await submit.textContent());
        expect(total).toMatch(/\d/);

        // A reload keeps the step and every answer (the draft is on the server).
        await page.reload();
        await atStep(page, 'summary');
        const title = wizard.summary.title.replace('{{name}}', 'Spring glow launch');
        await page.getByRole('heading', { name: title }).waitFor(WAIT);
        await eventually(async () => spaced(await submit.textContent())).toBe(total);

        // A step's link, then the browser's Back and Forward: the wizard follows, nothing lost.
        await page
          .getByRole('list', { name: wizard.progress })
          .getByRole('link', { name: wizard.steps.settings })
          .click();
        await atStep(page, 'settings');
        await eventually(() => page.getByLabel(label(wizard.settings.name)).inputValue()).toBe(
          'Spring glow launch',
        );
        await page.goBack();
        await atStep(page, 'summary');
        await page.getByRole('heading', { name: title }).waitFor(WAIT);
        await page.goForward();
        await atStep(page, 'settings');
        await page.goBack();
        await atStep(page, 'summary');
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

        // Submitted and confirmed: /created leads to the listing, where it awaits approval.
        await submit.click();
        const dialog = page.getByRole('dialog', { name: wizard.confirm.title });
        await dialog.getByRole('button', { name: wizard.confirm.ok }).click();
        await atStep(page, 'created');
        await page.getByRole('link', { name: wizard.created.listing }).click();
        await eventually(() => pathname(page)).toBe('/campaigns');
        await page.getByRole('link', { name: 'Spring glow launch' }).waitFor(WAIT);
        const pending = page.getByRole('tab', {
          name: new RegExp(escapeRegExp(campaigns.tabs.pending_admin_approval)),
        });
        await eventually(() => pending.textContent()).toMatch(/1/);
      });
    });
  }
});
