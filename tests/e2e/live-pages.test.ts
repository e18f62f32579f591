/**
 * Pages that follow their events, in the built app in headless Chromium (English at 1440 px, Spanish on a 390 px
 * phone), reached by clicking from the dashboard: with the campaign listing open, staff approve a pending
 * campaign and the listing's tabs count it as active within 2 s; with billing open, staff confirm the company's
 * wire and its line appears within 2 s. No reload, no fixed wait: each step waits for what it reads.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  appInBrowser,
  describeInBrowser,
  escapeRegExp,
  navigate,
  newPage,
  screenshot,
} from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import {
  campaignInput,
  createCampaignCompany,
  submitCampaign,
  type CampaignCompany,
} from '../support/campaigns';
import { nextLiveSocket } from '../support/live';
import { WireTopUpRequestDocument } from '../../src/graphql/generated/graphql';
import { call } from '../api/account-helpers';
import enShell from '../../locales/en/shell.json';
import esShell from '../../locales/es/shell.json';
import enCommon from '../../locales/en/common.json';
import esCommon from '../../locales/es/common.json';
import enCampaigns from '../../locales/en/campaigns.json';
import esCampaigns from '../../locales/es/campaigns.json';
import enMoney from '../../locales/en/money.json';

/** How soon a page shows what a live event changed. */
const LIVE_WITHIN_MS = 2_000;

const LANGUAGES = {
  en: { shell: enShell, common: enCommon, campaigns: enCampaigns, width: 1440, height: 900, locale: 'en-US' },
  es: { shell: esShell, common: esCommon, campaigns: esCampaigns, width: 390, height: 844, locale: 'es-ES' },
} as const;

describeInBrowser('pages that follow their events', () => {
  const app = appInBrowser();
  let owners: Record<keyof typeof LANGUAGES, CampaignCompany>;

  beforeAll(async () => {
    owners = {
      en: await createCampaignCompany(app.server, { balance: 9_000_00 }),
      es: await createCampaignCompany(app.server, { balance: 9_000_00 }),
    };
  });

  for (const language of ['en', 'es'] as const) {
    it(`shows a staff approval on the campaign listing and a wire on billing without a reload (${language})`, async () => {
      const { shell, common, campaigns, width, height, locale } = LANGUAGES[language];
      const owner = owners[language];
      const name = `Live ${language} ${randomUUID().slice(0, 6)}`;
      const campaignId = await submitCampaign(app.server, owner, campaignInput(owner, { name }));
      const wire = await call(
        app.server,
        WireTopUpRequestDocument,
        { amount: 750_00, idempotency_key: randomUUID() },
        owner.token,
      );
      const reference = wire.data!.WireTopUpRequest.reference;

      const page = await newPage(app.browser, { width, height, locale });
      const live = nextLiveSocket(page);
      await signInBrowser(page, app.server, owner.token, '/', language);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await live;

      await navigate(page, shell, common.nav.campaignListing, width);
      await page.getByRole('link', { name }).waitFor();
      const activeTab = page.getByRole('tab', {
        name: new RegExp(`^${escapeRegExp(campaigns.tabs.active)}\\s*1$`),
      });
      expect(await activeTab.count()).toBe(0);
      const loads = page.url();
      expect((await app.server.staff('campaign-approve', { id: campaignId })).status).toBe(200);
      await activeTab.waitFor({ timeout: LIVE_WITHIN_MS });
      expect(page.url()).toBe(loads);
      await screenshot(page, `live-campaigns-${width}-${language}`);

      await navigate(page, shell, common.nav.billing, width);
      // The history is on screen (the campaign's payment is a line of it) before the wire arrives.
      await page.getByRole('row').filter({ hasText: name }).first().waitFor();
      const line = page.getByRole('row').filter({ hasText: reference });
      expect(await line.count()).toBe(0);
      expect((await app.server.staff('wire-confirm', { reference })).status).toBe(200);
      await line.waitFor({ timeout: LIVE_WITHIN_MS });
      await screenshot(page, `live-billing-${width}-${language}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it("gives the wire's instructions way to what arrived, short, once staff confirm it, without a reload", async () => {
    const { shell, common, width, height, locale } = LANGUAGES.en;
    const owner = await createCampaignCompany(app.server, { balance: 0 });
    const page = await newPage(app.browser, { width, height, locale });
    const live = nextLiveSocket(page);
    await signInBrowser(page, app.server, owner.token, '/', 'en');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await live;

    await navigate(page, shell, common.nav.wallet, width);
    await page.getByRole('button', { name: enMoney.wallet.topUp.wire, exact: true }).click();
    await page.getByRole('textbox', { name: new RegExp(`^${enMoney.wallet.topUp.amount}`) }).fill('750');
    await page.getByRole('button', { name: enMoney.wallet.topUp.requestWire }).click();
    const instructions = page.getByRole('heading', { name: enMoney.wallet.wire.title });
    await instructions.waitFor();
    const overview = await app.server.gql<{
      WalletOverview: { pending_wires: Array<{ reference: string }> };
    }>('{ WalletOverview { pending_wires { reference } } }', {}, owner.token);
    const reference = overview.data!.WalletOverview.pending_wires[0]!.reference;
    const loads = page.url();
    expect((await app.server.staff('wire-confirm', { reference, amount: '720.00' })).status).toBe(200);
    await page
      .getByRole('heading', { name: enMoney.wallet.wire.arrivedTitle })
      .waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await instructions.count()).toBe(0);
    await page.getByText(`Your wire ${reference} arrived $30.00 short of the $750.00 announced`).waitFor();
    expect(page.url()).toBe(loads);
    await screenshot(page, `live-wire-arrived-${width}`);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
