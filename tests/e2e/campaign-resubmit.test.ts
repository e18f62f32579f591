/**
 * A rejected campaign, clicked from the dashboard (issue 22): the listing opens on Rejected (the only tab with
 * campaigns), the campaign's page says why on top, and "Edit and resubmit" opens the wizard on a copy of it, which
 * is changed and submitted, paid once; its summary shows every answer with an Edit link per step, and the done
 * steps' indicators lead back. English at 1440 px, Spanish at 390 px; shots in test-results/screenshots/.
 */
import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser, escapeRegExp, newPage, screenshot } from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import { campaignInput, createCampaignCompany, submitCampaign } from '../support/campaigns';
import enCampaigns from '../../locales/en/campaigns.json';
import esCampaigns from '../../locales/es/campaigns.json';
import enDashboard from '../../locales/en/dashboard.json';
import esDashboard from '../../locales/es/dashboard.json';
import enWizard from '../../locales/en/campaignCreation.json';
import esWizard from '../../locales/es/campaignCreation.json';

const TEXTS = {
  en: { campaigns: enCampaigns, dashboard: enDashboard, wizard: enWizard, width: 1440, height: 900 },
  es: { campaigns: esCampaigns, dashboard: esDashboard, wizard: esWizard, width: 390, height: 844 },
} as const;
const WAIT = { timeout: 20_000 };
const REASON = 'The brief does not say what the video must show';
const eventually = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 20_000, interval: 100, message });

describeInBrowser('edit and resubmit a rejected campaign, from the dashboard', () => {
  const app = appInBrowser();

  for (const language of ['en', 'es'] as const) {
    const { campaigns, dashboard, wizard, width, height } = TEXTS[language];

    it(`shows the reason on top and resubmits a copy, paid once (${language}, ${width} px)`, async () => {
      const owner = await createCampaignCompany(app.server, { balance: 2_000_00 });
      const id = await submitCampaign(app.server, owner, campaignInput(owner, { name: 'Autumn night care' }));
      const balance = async () =>
        (
          await app.server.gql<{ DashboardSummary: { wallet_balance: number } }>(
            '{ DashboardSummary { wallet_balance } }',
            {},
            owner.token,
          )
        ).data!.DashboardSummary.wallet_balance;
      const price = 2_000_00 - (await balance());
      expect((await app.server.staff('campaign-reject', { id, reason: REASON })).status).toBe(200);
      expect(await balance()).toBe(2_000_00);

      const page = await newPage(app.browser, { width, height });
      await signInBrowser(page, app.server, owner.token, '/', language);
      await page
        .getByRole('region', { name: dashboard.stats.campaigns, exact: true })
        .getByRole('link', { name: dashboard.stats.campaignsLink })
        .click();
      const rejectedTab = page.getByRole('tab', {
        name: new RegExp(`^${escapeRegExp(campaigns.tabs.rejected)}`),
      });
      await eventually(() => rejectedTab.getAttribute('aria-selected')).toBe('true');
      await page.getByRole('link', { name: 'Autumn night care' }).click();

      const notice = page.getByRole('region', { name: campaigns.page.rejectedTitle });
      await notice.getByText(campaigns.page.reason.replace('{{reason}}', REASON)).waitFor(WAIT);
      // On top: above the campaign's products and settings.
      const noticeTop = (await notice.boundingBox())!.y;
      const productsTop = (await page.getByRole('heading', { name: campaigns.page.products }).boundingBox())!
        .y;
      expect(noticeTop).toBeLessThan(productsTop);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `campaign-rejected-${language}-${width}`);

      await notice.getByRole('button', { name: campaigns.page.resubmit }).click();
      const name = page.getByLabel(wizard.settings.name);
      await eventually(() => name.inputValue()).toBe('Autumn night care');
      await screenshot(page, `campaign-resubmit-settings-${language}-${width}`);
      await name.fill('Autumn night care, clearer');
      const next = page.getByRole('button', { name: wizard.next, exact: true });
      await next.click();
      await page.getByRole('heading', { name: wizard.parameters.title, exact: true }).waitFor(WAIT);
      await next.click();
      const summary = page.getByRole('heading', {
        name: wizard.summary.title.replace('{{name}}', 'Autumn night care, clearer'),
      });
      await summary.waitFor(WAIT);
      // The summary shows every answer, each step's with an Edit link; the done steps' indicators go back too.
      const settingsGroup = page.getByRole('region', { name: wizard.steps.settings, exact: true });
      await settingsGroup.getByText('Lumen', { exact: true }).waitFor(WAIT);
      await page
        .getByRole('region', { name: wizard.steps.parameters, exact: true })
        .getByText('A morning routine with the serum, natural light.')
        .waitFor(WAIT);
      await screenshot(page, `campaign-resubmit-summary-${language}-${width}`);
      await page
        .getByRole('link', { name: wizard.summary.editStep.replace('{{step}}', wizard.steps.parameters) })
        .click();
      await page.getByRole('heading', { name: wizard.parameters.title, exact: true }).waitFor(WAIT);
      await page
        .getByRole('list', { name: wizard.progress })
        .getByRole('link', { name: wizard.steps.settings })
        .click();
      await eventually(() => name.inputValue()).toBe('Autumn night care, clearer');
      await next.click();
      await page.getByRole('heading', { name: wizard.parameters.title, exact: true }).waitFor(WAIT);
      await next.click();
      await summary.waitFor(WAIT);
      await page
        .getByRole('button', { name: new RegExp(escapeRegExp(wizard.summary.submit.split('{{')[0]!)) })
        .click();
      const dialog = page.getByRole('dialog', { name: wizard.confirm.title });
      await dialog.getByRole('button', { name: wizard.confirm.ok }).click();
      await page.getByRole('heading', { name: wizard.created.title }).waitFor(WAIT);

      // Paid once: the rejection gave the first payment back, the copy took one.
      await eventually(() => balance()).toBe(2_000_00 - price);
      const listed = await app.server.gql<{ Campaigns: { items: Array<{ name: string; status: string }> } }>(
        '{ Campaigns(search: "Autumn") { items { name status } } }',
        {},
        owner.token,
      );
      expect(listed.data!.Campaigns.items).toEqual(
        expect.arrayContaining([
          { name: 'Autumn night care', status: 'rejected' },
          { name: 'Autumn night care, clearer', status: 'pending_admin_approval' },
        ]),
      );

      // Each page links to the other: the copy to the campaign it resubmits, and back.
      await page.getByRole('link', { name: wizard.created.open }).click();
      await page.getByRole('heading', { name: 'Autumn night care, clearer', level: 1 }).waitFor(WAIT);
      await page.getByText(campaigns.page.copyOf).waitFor(WAIT);
      await page.getByRole('link', { name: 'Autumn night care', exact: true }).click();
      await page.getByRole('heading', { name: 'Autumn night care', exact: true, level: 1 }).waitFor(WAIT);
      await page.getByText(campaigns.page.resubmittedAs).waitFor(WAIT);
      await page.getByRole('link', { name: 'Autumn night care, clearer', exact: true }).waitFor(WAIT);
      await screenshot(page, `campaign-resubmitted-as-${language}-${width}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
