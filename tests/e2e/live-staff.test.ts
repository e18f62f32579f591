/**
 * Staff's other actions reach open pages without a reload, in the built app in headless Chromium (English at
 * 1440 px, Spanish on a 390 px phone), each page reached by clicking from the dashboard: a campaign rejected with
 * a reason moves to the listing's Rejected tab within 2 s, its notice in the bell carries the reason and leads to
 * the campaign, which shows it on top; a creator's upload appears on the open content listing within 2 s, and
 * staff's approval turns it "Under review" there. A second tab shows the same events: the wallet the rejection's
 * refund, the dashboard the content waiting for review. No fixed wait: each step waits for what it reads.
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
import { activeCampaign, brandCompany, productOf, testCreator, type Brand } from '../support/deals';
import { hire, staffDeal, upload } from '../support/deal-calls';
import { makeImage } from '../support/media';
import { nextLiveSocket } from '../support/live';
import enShell from '../../locales/en/shell.json';
import esShell from '../../locales/es/shell.json';
import enCommon from '../../locales/en/common.json';
import esCommon from '../../locales/es/common.json';
import enCampaigns from '../../locales/en/campaigns.json';
import esCampaigns from '../../locales/es/campaigns.json';
import enMessages from '../../locales/en/messages.json';
import esMessages from '../../locales/es/messages.json';
import enContent from '../../locales/en/content.json';
import enDashboard from '../../locales/en/dashboard.json';
import esDashboard from '../../locales/es/dashboard.json';
import enMoney from '../../locales/en/money.json';
import esMoney from '../../locales/es/money.json';
import esContent from '../../locales/es/content.json';

/** How soon a page shows what a live event changed. */
const LIVE_WITHIN_MS = 2_000;

const LANGUAGES = {
  en: {
    shell: enShell,
    common: enCommon,
    campaigns: enCampaigns,
    messages: enMessages,
    content: enContent,
    dashboard: enDashboard,
    money: enMoney,
    width: 1440,
    height: 900,
    locale: 'en-US',
  },
  es: {
    shell: esShell,
    common: esCommon,
    campaigns: esCampaigns as typeof enCampaigns,
    messages: esMessages as typeof enMessages,
    content: esContent as typeof enContent,
    dashboard: esDashboard as typeof enDashboard,
    money: esMoney as typeof enMoney,
    width: 390,
    height: 844,
    locale: 'es-ES',
  },
} as const;

/** A signed-in tab on the dashboard, its live channel up. */
async function openTab(app: ReturnType<typeof appInBrowser>, token: string, language: 'en' | 'es') {
  const { width, height, locale } = LANGUAGES[language];
  const page = await newPage(app.browser, { width, height, locale });
  const live = nextLiveSocket(page);
  await signInBrowser(page, app.server, token, '/', language);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await live;
  return page;
}

describeInBrowser("staff's actions on open pages", () => {
  const started = appInBrowser();
  let owners: Record<keyof typeof LANGUAGES, CampaignCompany>;
  let brands: Record<keyof typeof LANGUAGES, Brand>;

  beforeAll(async () => {
    owners = {
      en: await createCampaignCompany(started.server, { balance: 9_000_00 }),
      es: await createCampaignCompany(started.server, { balance: 9_000_00 }),
    };
    brands = { en: await brandCompany(started.server), es: await brandCompany(started.server) };
  });

  for (const language of ['en', 'es'] as const) {
    it(`shows a rejection with its reason on the listing, in the bell and on the campaign (${language})`, async () => {
      const { shell, common, campaigns, messages, money, width } = LANGUAGES[language];
      const owner = owners[language];
      const name = `Rejected ${language} ${randomUUID().slice(0, 6)}`;
      const reason = `Brief ${randomUUID().slice(0, 4)}: say which shade the creator shows`;
      const campaignId = await submitCampaign(started.server, owner, campaignInput(owner, { name }));

      // A second tab keeps the wallet open: the refund shows there too.
      const wallet = await openTab(started, owner.token, language);
      await navigate(wallet, shell, common.nav.wallet, width);
      const balance = wallet.getByRole('heading', { level: 1, name: money.wallet.title });
      await balance.waitFor();
      const balanceCard = wallet.getByText(money.wallet.balance, { exact: true }).locator('..');
      const before = await balanceCard.textContent();
      const page = await openTab(started, owner.token, language);
      await navigate(page, shell, common.nav.campaignListing, width);
      await page.getByRole('link', { name }).waitFor();
      const rejectedTab = page.getByRole('tab', {
        name: new RegExp(`^${escapeRegExp(campaigns.tabs.rejected)}\\s*1$`),
      });
      expect(await rejectedTab.count()).toBe(0);
      const loads = page.url();

      expect((await started.server.staff('campaign-reject', { id: campaignId, reason })).status).toBe(200);
      await rejectedTab.waitFor({ timeout: LIVE_WITHIN_MS });
      expect(page.url()).toBe(loads);
      await expect
        .poll(() => balanceCard.textContent(), { timeout: LIVE_WITHIN_MS, interval: 50 })
        .not.toBe(before);
      await wallet.context().close();
      await screenshot(page, `live-rejected-${width}-${language}`);

      // The notice keeps the reason, in the bell after its toast, and leads to the campaign.
      const text = messages.campaign.rejectedWithReason
        .replace('{{name}}', name)
        .replace('{{reason}}', reason);
      await page.getByRole('status').filter({ hasText: reason }).waitFor();
      await page
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(shell.notifications.bell)}(,|$)`) })
        .click();
      const item = page.getByRole('link', { name: text });
      await item.waitFor();
      await item.click();
      await page.waitForURL((url) => url.pathname === `/campaign/${campaignId}`);
      await page.getByRole('heading', { name: campaigns.page.rejectedTitle }).waitFor();
      await page.getByText(reason).first().waitFor();
      await screenshot(page, `live-rejected-campaign-${width}-${language}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });

    it(`adds a creator's upload to the open content listing, then shows it under review (${language})`, async () => {
      const { shell, common, content, dashboard, width } = LANGUAGES[language];
      const brand = brands[language];
      const productId = await productOf(started.server, brand);
      const campaign = await activeCampaign(started.server, brand, { productIds: [productId], deals: 1 });
      const creator = await testCreator(started.server);
      const { id } = await hire(started.server, brand, campaign.id, productId, creator.id);
      for (const step of ['accept', 'purchase', 'receive'])
        expect((await staffDeal(started.server, id, step)).status).toBe(200);

      // A second tab stays on the dashboard: what needs the brand counts the content to review.
      const board = await openTab(started, brand.token, language);
      const toReview = board.getByText(dashboard.needs.contentToReview_one.replace('{{count}}', '1'));
      expect(await toReview.count()).toBe(0);
      const page = await openTab(started, brand.token, language);
      await navigate(page, shell, common.nav.contentListing, width);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const item = page.getByRole('article').filter({ hasText: creator.name });
      expect(await item.count()).toBe(0);
      const loads = page.url();

      expect((await upload(started.server, id, await makeImage('png', 64, 80))).status).toBe(201);
      await item.waitFor({ timeout: LIVE_WITHIN_MS });
      await item.getByText(content.status.created, { exact: true }).waitFor();
      expect((await staffDeal(started.server, id, 'approve')).status).toBe(200);
      await item.getByText(content.status.underReview, { exact: true }).waitFor({ timeout: LIVE_WITHIN_MS });
      expect(page.url()).toBe(loads);
      await toReview.waitFor({ timeout: LIVE_WITHIN_MS });
      await screenshot(board, `live-upload-dashboard-${width}-${language}`);
      await board.context().close();
      await screenshot(page, `live-upload-${width}-${language}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
