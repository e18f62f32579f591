/**
 * Issue 11, "what a first real user ran into", at log-in, in the built app in headless Chromium, in English and
 * Spanish: the return to where the user was going (never to another site), the log-in lock lifted by a password
 * reset, and the prerendered log-in page also served with a return path.
 */
import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser, fieldByLabel, newPage, screenshot } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { parseMail } from '../support/mail';
import { LOGIN_ATTEMPTS_PER_EMAIL } from '../../src/domain/constants';
import { gqlOk } from '../support/catalog-api';
import {
  eventuallyLonger as eventually,
  NAVIGATION_SLOW_MS as SLOW_MS,
  heightOf,
  LANGUAGES,
  translate,
  LANGUAGE_WIDTHS,
  path,
  logIn,
} from './first-user-steps';

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
