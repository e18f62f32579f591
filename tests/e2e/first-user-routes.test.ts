/**
 * Issue 11, "what a first real user ran into", in the addresses, in the built app in headless Chromium, in English
 * and Spanish: a list's search, filter and page kept in the address (reload and Back), and the browser tab's title
 * on each route, following a language switch.
 */
import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser, fieldByLabel, newPage, screenshot } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { PRODUCTS_PAGE_SIZE } from '../../src/domain/catalog';
import { brandOf } from '../support/catalog-api';
import {
  eventuallyLonger as eventually,
  NAVIGATION_SLOW_MS as SLOW_MS,
  heightOf,
  LANGUAGES,
  type Language,
  translate,
  LANGUAGE_WIDTHS,
  productOf,
  path,
} from './first-user-steps';

describeInBrowser('navigation and account, as a first real user met them', () => {
  const app = appInBrowser();

  it(
    "keeps a list's search, filter and page in the address: reload shows the same list, Back the one before",
    async () => {
      const company = await createReadyCompany(app.server);
      const trail = await brandOf(app.server, company.token, 'Trailhead');
      const city = await brandOf(app.server, company.token, 'Citywalk');
      const count = PRODUCTS_PAGE_SIZE + 3;
      for (let index = 1; index <= count; index += 1) {
        await productOf(app.server, company.token, trail, `Pack ${String(index).padStart(2, '0')}`);
      }
      await productOf(app.server, company.token, city, 'Pack of the city');
      await productOf(app.server, company.token, trail, 'Tent for two');

      for (const [language, width] of LANGUAGE_WIDTHS) {
        const t = translate[language];
        const page = await newPage(app.browser, { width, height: heightOf(width) });
        await signInBrowser(page, app.server, company.token, '/products', language);
        const main = page.getByRole('main');
        const names = () =>
          main
            .getByRole('listitem')
            .filter({ hasText: /Pack|Tent/ })
            .allTextContents();
        await eventually(async () => (await names()).length).toBe(PRODUCTS_PAGE_SIZE);

        await page.getByLabel(t('products:searchLabel')).fill('Pack');
        await eventually(() => new URL(page.url()).searchParams.get('search')).toBe('Pack');
        await page.getByLabel(t('products:brandFilter')).selectOption(trail);
        await eventually(() => new URL(page.url()).searchParams.get('brand')).toBe(trail);
        // The brand's own list, not the search's one still on screen: Citywalk's pack has left it.
        await eventually(async () => {
          const shown = await names();
          return shown.length === PRODUCTS_PAGE_SIZE && !shown.some((name) => name.includes('of the city'));
        }).toBe(true);
        const firstPage = await names();
        const firstAddress = path(page);
        await page.getByRole('button', { name: t('products:pagination.next') }).click();
        await eventually(() => new URL(page.url()).searchParams.get('page')).toBe('2');
        await eventually(async () => (await names()).length).toBe(count - PRODUCTS_PAGE_SIZE);
        const secondPage = await names();
        expect(secondPage.every((name) => name.includes('Pack'))).toBe(true);

        await page.reload();
        await eventually(() => names()).toEqual(secondPage);
        expect(await page.getByLabel(t('products:searchLabel')).inputValue()).toBe('Pack');
        expect(await page.getByLabel(t('products:brandFilter')).inputValue()).toBe(trail);
        await screenshot(page, `products-query-reloaded-${language}-${width}`);

        await page.goBack();
        await eventually(() => path(page)).toBe(firstAddress);
        await eventually(() => names()).toEqual(firstPage);
        expect(await page.getByLabel(t('products:brandFilter')).inputValue()).toBe(trail);
        expect(page.errors).toEqual([]);

        // The campaigns listing: tab and search.
        await page.goto(`${app.server.url}/campaigns`);
        const tabs = page.getByRole('tablist');
        await tabs.getByRole('tab', { name: new RegExp(t('campaigns:tabs.paused')) }).click();
        await eventually(() => new URL(page.url()).searchParams.get('tab')).toBe('paused');
        const search = fieldByLabel(page, t('campaigns:search'));
        await search.fill('Summer');
        await search.press('Enter');
        await eventually(() => new URL(page.url()).searchParams.get('search')).toBe('Summer');
        await page.reload();
        await eventually(() => fieldByLabel(page, t('campaigns:search')).inputValue()).toBe('Summer');
        // A search looks through every tab, so no tab is shown while it is on.
        await page.getByRole('heading', { name: t('campaigns:searchAll', { search: 'Summer' }) }).waitFor();
        expect(await page.getByRole('tab').count()).toBe(0);
        const paused = page.getByRole('tab', { name: new RegExp(t('campaigns:tabs.paused')) });
        await page.goBack();
        await eventually(() => fieldByLabel(page, t('campaigns:search')).inputValue()).toBe('');
        await eventually(() => paused.getAttribute('aria-selected')).toBe('true');
        expect(new URL(page.url()).searchParams.get('search')).toBeNull();
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
    },
    SLOW_MS,
  );

  it(
    "sets the browser tab's title on each route, in the active language, and follows a language switch",
    async () => {
      const company = await createReadyCompany(app.server);
      const titled = (language: Language, key: string) =>
        `${translate[language](`shell:titles.${key}`)} · ${translate[language]('common:appName')}`;
      for (const language of LANGUAGES) {
        const page = await newPage(app.browser);
        for (const [route, key] of [
          ['/login', 'login'],
          ['/signup', 'signup'],
          ['/forgot', 'forgot'],
        ] as const) {
          await signInBrowser(page, app.server, null, route, language);
          await eventually(() => page.title()).toBe(titled(language, key));
        }
        for (const [route, key] of [
          ['/', 'dashboard'],
          ['/products', 'products'],
          ['/campaigns', 'campaigns'],
          ['/account/overview', 'account'],
          ['/wallet', 'wallet'],
        ] as const) {
          await signInBrowser(page, app.server, company.token, route, language);
          await eventually(() => page.title()).toBe(titled(language, key));
        }
        // Moving inside the app and switching the language both change it.
        const other: Language = language === 'en' ? 'es' : 'en';
        await page
          .getByRole('link', { name: translate[language]('common:nav.brandListing'), exact: true })
          .locator('visible=true')
          .first()
          .click();
        await eventually(() => page.title()).toBe(titled(language, 'brands'));
        await page
          .getByRole('button', { name: new RegExp(translate[language]('shell:accountMenu')) })
          .first()
          .click();
        await page
          .getByRole('menuitemradio', { name: translate[language](`common:languages.${other}`) })
          .click();
        await eventually(() => page.title()).toBe(titled(other, 'brands'));
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
    },
    SLOW_MS,
  );
});
