/**
 * The notification centre in the built app, headless Chromium, in English at 1440 px and in Spanish on a 390 px
 * phone: staff approve the brand's campaign; its toast shows and fades, and the notice is then in the bell (its
 * count one higher, in both of the account's open tabs) and in the bell's panel, whose "See all" leads to
 * /notifications, where it is listed; marking everything read there clears the count in the other tab too,
 * without a reload. Neither the panel nor the page runs off a phone's screen.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appInBrowser, describeInBrowser, escapeRegExp, newPage, screenshot } from '../support/browser';
import { signInBrowser } from '../support/browser-accounts';
import {
  campaignInput,
  createCampaignCompany,
  submitCampaign,
  type CampaignCompany,
} from '../support/campaigns';
import { nextLiveSocket } from '../support/live';
import enShell from '../../locales/en/shell.json';
import esShell from '../../locales/es/shell.json';
import enNotices from '../../locales/en/notifications.json';
import esNotices from '../../locales/es/notifications.json';
import enMessages from '../../locales/en/messages.json';
import esMessages from '../../locales/es/messages.json';

const LANGUAGES = {
  en: { shell: enShell, notices: enNotices, messages: enMessages, width: 1440, height: 900, locale: 'en-US' },
  es: { shell: esShell, notices: esNotices, messages: esMessages, width: 390, height: 844, locale: 'es-ES' },
} as const;

/** The bell (the one on screen: the sidebar's from 1024 px, the top bar's below). */
const bellOf = (page: Page, shell: typeof enShell) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(shell.notifications.bell)}(,|$)`) });

/** The unread count the bell announces (0 when it says none). */
async function unreadOf(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

/** Waits until the bell announces `count` unread. */
async function bellSays(page: Page, shell: typeof enShell, count: number): Promise<void> {
  const name =
    count === 0
      ? shell.notifications.bell
      : shell.notifications.bellUnread_other.replace('{{count}}', String(count));
  await page.getByRole('button', { name, exact: true }).waitFor();
}

/** Nothing runs off the side of the screen: the page does not scroll sideways, and `box` is whole on screen. */
async function fitsScreen(page: Page, box: Locator): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const sideways = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(sideways).toBe(0);
  const bounds = await box.boundingBox();
  expect(bounds).not.toBeNull();
  expect(bounds!.x).toBeGreaterThanOrEqual(0);
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(width);
}

describeInBrowser('the notification centre in the browser', () => {
  const app = appInBrowser();
  let owners: Record<keyof typeof LANGUAGES, CampaignCompany>;

  beforeAll(async () => {
    owners = {
      en: await createCampaignCompany(app.server, { balance: 9_000_00 }),
      es: await createCampaignCompany(app.server, { balance: 9_000_00 }),
    };
  });

  for (const language of ['en', 'es'] as const) {
    it(`keeps a faded notice in the bell and on /notifications, the same in two tabs (${language})`, async () => {
      const { shell, notices, messages, width, height, locale } = LANGUAGES[language];
      const owner = owners[language];
      const name = `Spring ${language} ${randomUUID().slice(0, 6)}`;
      const campaignId = await submitCampaign(app.server, owner, campaignInput(owner, { name }));

      const page = await newPage(app.browser, { width, height, locale });
      const live = nextLiveSocket(page);
      await signInBrowser(page, app.server, owner.token, '/', language);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await live;
      const other = await page.context().newPage();
      const otherLive = nextLiveSocket(other);
      await other.goto(`${app.server.url}/`);
      await otherLive;
      const bell = bellOf(page, shell);
      await bell.waitFor();
      const before = await unreadOf(bell);
      await bellSays(other, shell, before);

      expect((await app.server.staff('campaign-approve', { id: campaignId })).status).toBe(200);
      const text = messages.campaign.approved.replace('{{name}}', name);
      const toast = page.getByRole('status').filter({ hasText: text });
      await toast.waitFor();
      await toast.waitFor({ state: 'detached' });

      // The toast is gone; the notice is not.
      await bellSays(page, shell, before + 1);
      await bellSays(other, shell, before + 1);
      await bell.click();
      const panel = page.getByRole('dialog', { name: notices.title });
      const item = panel.getByRole('link', { name: text });
      await item.waitFor();
      expect(await item.getAttribute('href')).toBe(`/campaign/${campaignId}`);
      await screenshot(page, `notifications-panel-${width}-${language}`);
      await fitsScreen(page, panel);

      await panel.getByRole('link', { name: notices.seeAll }).click();
      await page.waitForURL((url) => url.pathname === '/notifications');
      await page.getByRole('heading', { level: 1, name: notices.title }).waitFor();
      const listed = page.getByRole('main').getByRole('link', { name: text });
      await listed.waitFor();
      await screenshot(page, `notifications-page-${width}-${language}`);
      await fitsScreen(page, page.getByRole('main'));

      // Only the unread ones, the filter in the address.
      await page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(notices.filter.unread)}`) }).click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'unread');
      await listed.waitFor();

      await page.getByRole('main').getByRole('button', { name: notices.markAllRead }).click();
      await bellSays(page, shell, 0);
      await bellSays(other, shell, 0);
      await page.getByRole('heading', { name: notices.empty.unread }).waitFor();
      if (width < 1024) {
        // The phone's drawer leads here too, and says the count (none left).
        await page.getByRole('button', { name: shell.openMenu }).click();
        const drawer = page.getByRole('dialog', { name: shell.navigation });
        await drawer.getByRole('link', { name: shell.notifications.bell, exact: true }).waitFor();
        await screenshot(page, `notifications-drawer-${width}-${language}`);
      } else {
        // The collapsed sidebar keeps the bell.
        await page.getByRole('button', { name: shell.collapseSidebar }).click();
        await bellSays(page, shell, 0);
        await screenshot(page, `notifications-collapsed-${width}-${language}`);
      }
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
