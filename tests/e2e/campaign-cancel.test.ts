/**
 * A campaign waiting for approval, withdrawn by its company (issue 20), in the built app in headless Chromium
 * (English at 1440 px, Spanish on a 390 px phone), clicked from the dashboard: the campaign page offers "Cancel
 * campaign", the dialog says what goes back and where before anything happens, keeping the campaign changes
 * nothing, confirming closes it (its status and history say so) and the wallet shows the whole payment back.
 */
import { expect, it } from 'vitest';
import {
  animationsDone,
  appInBrowser,
  describeInBrowser,
  escapeRegExp,
  navigate,
  newPage,
  screenshot,
} from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import { campaignInput, createCampaignCompany, submitCampaign } from '../support/campaigns';
import { formatMoney } from '../../src/domain/money';
import enCampaigns from '../../locales/en/campaigns.json';
import esCampaigns from '../../locales/es/campaigns.json';
import enDashboard from '../../locales/en/dashboard.json';
import esDashboard from '../../locales/es/dashboard.json';
import enCommon from '../../locales/en/common.json';
import esCommon from '../../locales/es/common.json';
import enShell from '../../locales/en/shell.json';
import esShell from '../../locales/es/shell.json';

const LANGUAGES = {
  en: {
    campaigns: enCampaigns,
    common: enCommon,
    dashboard: enDashboard,
    shell: enShell,
    width: 1440,
    height: 900,
  },
  es: {
    campaigns: esCampaigns,
    common: esCommon,
    dashboard: esDashboard,
    shell: esShell,
    width: 390,
    height: 844,
  },
} as const;
const BALANCE = 5_000_00;
const WAIT = { timeout: 20_000 };
const eventually = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 20_000, interval: 100, message });
/** Text as a reader sees it: every kind of space one plain space. */
const spaced = (text: string | null | undefined): string => (text ?? '').replace(/\s/gu, ' ');

describeInBrowser('a campaign waiting for approval, canceled by its company', () => {
  const app = appInBrowser();

  for (const language of ['en', 'es'] as const) {
    const { campaigns, common, dashboard, shell, width, height } = LANGUAGES[language];
    const money = (cents: number) => spaced(formatMoney(cents, language));

    it(`says what comes back, keeps it when asked, and refunds the wallet in full (${language}, ${width} px)`, async () => {
      const owner = await createCampaignCompany(app.server, { balance: BALANCE });
      const id = await submitCampaign(
        app.server,
        owner,
        campaignInput(owner, { name: 'Winter glow rescue' }),
      );
      const page = await newPage(app.browser, { width, height });
      await signInBrowser(page, app.server, owner.token, '/', language);

      // The dashboard's campaigns figure leads to the listing, which opens on Pending approval.
      const figures = page.getByRole('region', { name: dashboard.stats.campaigns, exact: true });
      await figures.getByRole('link', { name: dashboard.stats.campaignsLink }).click();
      await page.getByRole('link', { name: 'Winter glow rescue' }).click();
      await page.getByRole('heading', { name: 'Winter glow rescue' }).waitFor(WAIT);
      await page.getByText(campaigns.status.pending_admin_approval, { exact: true }).first().waitFor(WAIT);
      // Waiting for approval, it can be canceled, not paused or deactivated.
      expect(await page.getByRole('button', { name: campaigns.page.pause }).count()).toBe(0);
      expect(await page.getByRole('button', { name: campaigns.page.deactivate }).count()).toBe(0);

      const cancel = page.getByRole('button', { name: campaigns.page.cancelCampaign, exact: true });
      await cancel.click();
      const dialog = page.getByRole('alertdialog', {
        name: campaigns.page.cancelTitle.replace('{{name}}', 'Winter glow rescue'),
      });
      await dialog.waitFor(WAIT);
      const paid = await app.server.gql<{ Campaign: { spent: number } }>(
        'query($id: ID!) { Campaign(id: $id) { spent } }',
        { id },
        owner.token,
      );
      const total = paid.data?.Campaign.spent ?? 0;
      expect(total).toBeGreaterThan(0);
      const says = campaigns.page.cancelToWallet.split('{{cents, money}}');
      await eventually(async () => spaced(await dialog.textContent())).toContain(
        `${spaced(says[0])}${money(total)}${spaced(says[1])}`,
      );
      await animationsDone(page);
      await screenshot(page, `campaign-cancel-dialog-${language}-${width}`);

      // Keeping it changes nothing.
      await dialog.getByRole('button', { name: campaigns.page.keep }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await eventually(() => cancel.isVisible()).toBe(true);

      await cancel.click();
      await dialog.getByRole('button', { name: campaigns.page.cancelCampaign }).click();
      await page.getByText(campaigns.status.deactivated, { exact: true }).first().waitFor(WAIT);
      await eventually(() => cancel.count()).toBe(0);
      // Its history says who closed it.
      await eventually(async () => spaced(await page.textContent('body'))).toMatch(
        new RegExp(escapeRegExp(campaigns.page.by.company)),
      );
      await screenshot(page, `campaign-cancel-done-${language}-${width}`);

      // The wallet has the whole payment back.
      await navigate(page, shell, common.nav.wallet, width);
      await eventually(async () => spaced(await page.getByTestId('wallet-balance').textContent())).toBe(
        money(BALANCE),
      );
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
