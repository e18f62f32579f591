/**
 * Issue 11, "what a first real user ran into", navigation and account points, in the built app in headless
 * Chromium, in English and Spanish: the return after log-in, a list's query in the address, the tab's title,
 * the shell kept on a route change, the staff banner beside the account menu, the log-in lock lifted by a
 * password reset, the campaign tabs on a phone and the prerendered log-in page with a return path.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appInBrowser,
  describeInBrowser,
  guestPageLive,
  fieldByLabel,
  newPage,
  screenshot,
} from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { createTestI18n } from '../support/i18n';
import { parseMail } from '../support/mail';
import type { TestServer } from '../support/server';
import { LOGIN_ATTEMPTS_PER_EMAIL } from '../../src/domain/constants';
import { PRODUCTS_PAGE_SIZE } from '../../src/domain/catalog';
import { CAMPAIGN_TABS } from '../../src/domain/campaign-listing';
import { brandOf, gqlOk } from '../support/catalog-api';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 50 });

const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
const translate = { en: createTestI18n('en').t, es: createTestI18n('es').t };
/** Each language at the width where it went wrong first, and the other width for the other. */
const LANGUAGE_WIDTHS = [
  ['en', 1280],
  ['es', 390],
] as const;
const heightOf = (width: number) => (width > 1000 ? 800 : 844);
const SLOW_MS = 180_000;

async function productOf(server: TestServer, token: string, brandId: string, name: string) {
  await gqlOk(
    server,
    `mutation($b: ID!, $n: String!) { ProductCreate(brand_id: $b, name: $n, price: 8950,
      link: "https://northwind.example/pack", description: "A 30 litre pack", category: "apparel") { id } }`,
    { b: brandId, n: name },
    token,
  );
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function logIn(page: Page, language: Language, email: string, password: string) {
  const t = translate[language];
  await guestPageLive(page);
  await fieldByLabel(page, t('login:email')).fill(email);
  await fieldByLabel(page, t('login:password')).fill(password);
  await page.getByRole('button', { name: t('login:submit'), exact: true }).click();
}

describeInBrowser('navigation and account, as a first real user met them', () => {
  const app = appInBrowser();

  it(
    'comes back where the user was going after logging in, and never to another site',
    async () => {
      const company = await createReadyCompany(app.server);
      for (const [language, width] of LANGUAGE_WIDTHS) {
        const t = translate[language];
        // The account speaks this language too (the app shows an account in its own language).
        await gqlOk(
          app.server,
          'mutation($l: String!) { CompanyUpdateLanguage(language: $l) { language } }',
          { l: language },
          company.token,
        );
        const page = await newPage(app.browser, { width, height: heightOf(width) });
        await signInBrowser(page, app.server, null, '/products?search=Trail', language);
        await eventually(() => new URL(page.url()).pathname).toBe('/login');
        expect(new URL(page.url()).searchParams.get('next')).toBe('/products?search=Trail');
        await logIn(page, language, company.email, company.password);
        await eventually(() => path(page)).toBe('/products?search=Trail');
        await page.getByRole('heading', { name: t('products:title'), level: 1 }).waitFor();
        await eventually(() => page.getByLabel(t('products:searchLabel')).inputValue()).toBe('Trail');

        for (const hostile of ['https://evil.example', '//evil.example', '/\\evil.example']) {
          await signInBrowser(page, app.server, null, `/login?next=${encodeURIComponent(hostile)}`, language);
          await page.getByRole('heading', { name: t('login:title'), level: 1 }).waitFor();
          await logIn(page, language, company.email, company.password);
          await eventually(() => path(page)).toBe('/');
          expect(new URL(page.url()).origin).toBe(app.server.url);
          await page.getByRole('heading', { level: 1, name: new RegExp(company.first_name) }).waitFor();
        }
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
    },
    SLOW_MS,
  );

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
    'lifts the log-in lock of an account when its password is reset from the e-mailed link',
    async () => {
      for (const [language, width] of LANGUAGE_WIDTHS) {
        const t = translate[language];
        const company = await createReadyCompany(app.server);
        const page = await newPage(app.browser, { width, height: heightOf(width) });
        await signInBrowser(page, app.server, null, '/login', language);
        for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_EMAIL.limit; attempt += 1) {
          await logIn(page, language, company.email, `Wrong-Password-${attempt}`);
          await page.getByText(t('errors:codes.INVALID_CREDENTIALS')).first().waitFor();
        }
        // Locked: even the right password is refused for now.
        await logIn(page, language, company.email, company.password);
        await page
          .getByText(/^(Too many attempts|Demasiados intentos)/)
          .first()
          .waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
        await screenshot(page, `login-locked-${language}-${width}`);

        await page.getByRole('link', { name: t('login:forgot') }).click();
        await fieldByLabel(page, t('forgot:email')).fill(company.email);
        await page.getByRole('button', { name: t('forgot:submit'), exact: true }).click();
        await page.getByRole('heading', { name: t('forgot:sentTitle'), level: 1 }).waitFor();
        const mail = parseMail(await app.server.lastMail(company.email, '/new-password/'));
        const link = mail.links.find((candidate) => candidate.includes('/new-password/'));
        if (!link) throw new Error(`no reset link in:\n${mail.text}`);
        await page.goto(link);
        await fieldByLabel(page, t('newPassword:password')).fill('Brand-New-Pass9');
        await fieldByLabel(page, t('newPassword:confirmation')).fill('Brand-New-Pass9');
        await page.getByRole('button', { name: t('newPassword:submit'), exact: true }).click();
        await page.getByRole('heading', { name: t('password:title'), level: 1 }).waitFor();

        await page.goto(`${app.server.url}/login`);
        await logIn(page, language, company.email, 'Brand-New-Pass9');
        await eventually(() => new URL(page.url()).pathname).toBe('/');
        await page.getByRole('heading', { level: 1, name: new RegExp(company.first_name) }).waitFor();
        expect(page.errors).toEqual([]);
        await page.context().close();
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

  it(
    'serves the prerendered log-in page also when the address carries where to go next',
    async () => {
      for (const language of LANGUAGES) {
        const t = translate[language];
        const response = await fetch(`${app.server.url}/login?next=%2Fproducts`, {
          headers: { 'accept-language': language },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-language')).toBe(language);
        const html = await response.text();
        expect(html).toMatch(/<form[\s>]/);
        expect(html).toContain(t('login:submit'));
        expect(html).toContain('type="password"');
      }
      // In the browser, the hydrated page still sends the user on to /products.
      const company = await createReadyCompany(app.server);
      const page = await newPage(app.browser, { locale: 'es-ES' });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`${app.server.url}/login?next=%2Fproducts`, { waitUntil: 'commit' });
      const painted = await page.locator('#root form').elementHandle();
      await page.waitForLoadState('networkidle');
      // The page was hydrated, not thrown away and rendered again.
      expect(await page.getAttribute('html', 'data-first-paint')).toBe('hydrate');
      expect(await painted?.evaluate((form) => form.isConnected)).toBe(true);
      await logIn(page, 'es', company.email, company.password);
      await eventually(() => path(page)).toBe('/products');
      expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
    SLOW_MS,
  );
});
