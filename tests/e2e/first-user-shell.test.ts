/**
 * Issue 11, "what a first real user ran into", in the app's shell, in the built app in headless Chromium, in
 * English and Spanish: the shell kept on a route change with a skeleton in the content area, the staff banner
 * beside the account menu, and the campaign tabs on a phone.
 */
import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser, newPage, screenshot } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { CAMPAIGN_TABS } from '../../src/domain/campaign-listing';
import {
  eventuallyLonger as eventually,
  NAVIGATION_SLOW_MS as SLOW_MS,
  heightOf,
  LANGUAGES,
  translate,
  LANGUAGE_WIDTHS,
} from './first-user-steps';

describeInBrowser('navigation and account, as a first real user met them', () => {
  const app = appInBrowser();

  it(
    'keeps the shell on a route change and shows a skeleton in the content area, never a full-screen overlay',
    async () => {
      const company = await createReadyCompany(app.server);
      for (const [language, width] of LANGUAGE_WIDTHS) {
        const t = translate[language];
        const page = await newPage(app.browser, { width, height: heightOf(width) });
        await signInBrowser(page, app.server, company.token, '/products', language);
        await page.getByRole('heading', { name: t('products:title'), level: 1 }).waitFor();
        const sidebar = await page.locator('aside').elementHandle();
        const topBar = await page.locator('header').first().elementHandle();
        if (!sidebar || !topBar) throw new Error('the shell has no sidebar or top bar');
        // Anything busy that covers most of the window, seen at any moment of the change.
        await page.evaluate(() => {
          const seen: string[] = [];
          Object.assign(window, { fullScreenBusy: seen });
          const check = () => {
            for (const element of document.querySelectorAll('[aria-busy="true"]')) {
              const box = element.getBoundingClientRect();
              if (box.width >= window.innerWidth * 0.9 && box.height >= window.innerHeight * 0.9) {
                seen.push(element.outerHTML.slice(0, 120));
              }
            }
          };
          new MutationObserver(check).observe(document.body, {
            childList: true,
            subtree: true,
            attributes: true,
          });
        });
        // The next screen's code arrives only once the skeleton has been seen, as on a slow connection.
        let arrive = () => {};
        const arrived = new Promise<void>((resolve) => (arrive = resolve));
        await page.route('**/*.js', async (route) => {
          await arrived;
          await route.continue();
        });
        if (width < 1024) await page.getByRole('button', { name: t('shell:openMenu') }).click();
        await page
          .getByRole('link', { name: t('common:nav.wallet'), exact: true })
          .locator('visible=true')
          .first()
          .click();
        const skeleton = page.getByRole('main').getByRole('status', { name: t('common:loading') });
        await skeleton.waitFor({ state: 'visible' });
        await screenshot(page, `route-change-skeleton-${language}-${width}`);
        arrive();
        await page
          .getByRole('heading', { name: t('money:wallet.title'), level: 1 })
          .waitFor({ timeout: 20_000 });
        expect(await sidebar.evaluate((element) => element === document.querySelector('aside'))).toBe(true);
        expect(await topBar.evaluate((element) => element === document.querySelector('header'))).toBe(true);
        expect(
          await page.evaluate(() => (window as unknown as { fullScreenBusy: string[] }).fullScreenBusy),
        ).toEqual([]);
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
    },
    SLOW_MS,
  );

  it(
    'never hides the account menu behind the staff banner, at 1440 and 390 px',
    async () => {
      const company = await createReadyCompany(app.server, { company_name: 'Banner Brands' });
      for (const language of LANGUAGES) {
        const t = translate[language];
        for (const width of [1440, 390]) {
          const answer = await app.server.staff('impersonate', { email: company.email });
          // A staff session speaks its own browser's language, not the account's.
          const page = await newPage(app.browser, {
            width,
            height: width > 1000 ? 900 : 844,
            locale: language === 'es' ? 'es-ES' : 'en-US',
          });
          await page.goto(String(answer.body.link));
          await eventually(() => new URL(page.url()).pathname).toBe('/');
          const banner = page.getByRole('status').filter({
            hasText: t('common:impersonation.banner', { company: 'Banner Brands' }),
          });
          await banner.waitFor();
          const bannerBox = await banner.boundingBox();
          // The shell's top: the top bar on a phone, the sidebar's column on a desktop.
          const bar = page.locator(width > 1000 ? 'aside > *' : 'header').first();
          const barBox = await bar.boundingBox();
          if (!bannerBox || !barBox) throw new Error('no banner or top bar');
          expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(barBox.y + 0.5);
          expect(barBox.y + barBox.height).toBeLessThanOrEqual((width > 1000 ? 900 : 844) + 0.5);

          await page
            .getByRole('button', { name: new RegExp(t('shell:accountMenu')) })
            .locator('visible=true')
            .first()
            .click();
          const menu = page.getByRole('menu');
          await menu.waitFor();
          await screenshot(page, `impersonation-account-menu-${language}-${width}`);
          const items = menu.locator('[role^="menuitem"]');
          expect(await items.count()).toBeGreaterThanOrEqual(3);
          for (let index = 0; index < (await items.count()); index += 1) {
            const item = items.nth(index);
            expect(await item.isVisible()).toBe(true);
            const box = await item.boundingBox();
            if (!box) throw new Error('a menu item has no box');
            expect(box.y).toBeGreaterThanOrEqual(0);
            expect(box.y + box.height).toBeLessThanOrEqual(width > 1000 ? 900 : 844);
            const onTop = await item.evaluate((element) => {
              const rect = element.getBoundingClientRect();
              const found = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
              return found !== null && (found === element || element.contains(found));
            });
            expect(onTop, `${await item.textContent()} is covered`).toBe(true);
          }
          // And the last one, "log out", takes a click.
          await menu.getByRole('menuitem', { name: t('shell:logout') }).click({ trial: true });
          expect(page.errors).toEqual([]);
          await page.context().close();
        }
      }
    },
    SLOW_MS,
  );

  it(
    'shows every campaign tab on a phone, with nothing wider than the screen',
    async () => {
      const company = await createReadyCompany(app.server);
      for (const language of LANGUAGES) {
        const t = translate[language];
        const page = await newPage(app.browser, { width: 390, height: 844 });
        await signInBrowser(page, app.server, company.token, '/campaigns', language);
        const tabs = page.getByRole('tablist').getByRole('tab');
        await eventually(() => tabs.count()).toBe(CAMPAIGN_TABS.length);
        for (const id of CAMPAIGN_TABS) {
          const tab = page.getByRole('tab', { name: new RegExp(t(`campaigns:tabs.${id}`)) });
          // The tabs are one row that scrolls on its own: brought into view there, each is whole on the screen,
          // and the page itself never scrolls sideways.
          await tab.scrollIntoViewIfNeeded();
          const box = await tab.boundingBox();
          if (!box) throw new Error(`no box for the ${id} tab`);
          expect(box.x, id).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, id).toBeLessThanOrEqual(390);
          const onTop = await tab.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            const found = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
            return found !== null && (found === element || element.contains(found));
          });
          expect(onTop, id).toBe(true);
          await tab.click();
          await eventually(() => tab.getAttribute('aria-selected')).toBe('true');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
        await screenshot(page, `campaign-tabs-${language}-390`);
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
    },
    SLOW_MS,
  );
});
