/**
 * Issue 11, "what a first real user ran into", in the account, in the built app in headless Chromium: the language
 * kept on the account (on any browser, saved when switched, in its e-mails), and the password pages that tell at
 * once that a reset link was used and say "password changed" only after a change, in English and Spanish.
 */
import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser, fieldByLabel, newPage, screenshot } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { parseMail } from '../support/mail';
import { gqlOk } from '../support/catalog-api';
import enCommon from '../../locales/en/common.json';
import enNewPassword from '../../locales/en/newPassword.json';
import enPassword from '../../locales/en/password.json';
import esCommon from '../../locales/es/common.json';
import esNewPassword from '../../locales/es/newPassword.json';
import esPassword from '../../locales/es/password.json';
import esShell from '../../locales/es/shell.json';
import { eventually, SLOW_MS, heightOf, setLanguage, languageOf } from './first-user-steps';

describeInBrowser('what a first real user ran into', () => {
  const app = appInBrowser();

  it(
    'keeps the language on the account: Spanish on any browser, saved when switched, and in its e-mails',
    async () => {
      const company = await createReadyCompany(app.server);
      await setLanguage(app.server, company.token, 'es');
      // A browser that has never seen this user, set to English.
      const page = await newPage(app.browser, { locale: 'en-US' });
      await signInBrowser(page, app.server, company.token, '/');
      await eventually(() =>
        page.getByRole('link', { name: esCommon.nav.dashboard, exact: true }).first().isVisible(),
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      // Switching in the app saves it to the account.
      await page
        .getByRole('button', { name: new RegExp(esShell.accountMenu) })
        .first()
        .click();
      await page.getByRole('menuitemradio', { name: enCommon.languages.en }).click();
      await eventually(() =>
        page.getByRole('link', { name: enCommon.nav.dashboard, exact: true }).first().isVisible(),
      ).toBe(true);
      await eventually(() => languageOf(app.server, company.token)).toBe('en');
      await page.context().close();

      // A Spanish browser now shows this account in English, and its e-mails are English too.
      const spanishBrowser = await newPage(app.browser, { locale: 'es-ES' });
      await signInBrowser(spanishBrowser, app.server, company.token, '/');
      await eventually(() =>
        spanishBrowser.getByRole('link', { name: enCommon.nav.dashboard, exact: true }).first().isVisible(),
      ).toBe(true);
      await spanishBrowser.context().close();
      await gqlOk(
        app.server,
        'mutation($e: String!) { RequestResetPassword(email: $e, type: company) { status } }',
        {
          e: company.email,
        },
      );
      await eventually(
        async () => parseMail(await app.server.lastMail(company.email, '/new-password/')).subject,
      ).toBe('Reset your CreatorHub password');

      // The language picked on the log-in screen is the newer choice: it is saved when the user signs in.
      const loginPage = await newPage(app.browser, { locale: 'en-US' });
      await signInBrowser(loginPage, app.server, null, '/login', 'en');
      await loginPage.getByRole('button', { name: /^ES\b/ }).click();
      await fieldByLabel(loginPage, 'Correo electrónico').fill(company.email);
      await fieldByLabel(loginPage, 'Contraseña').fill(company.password);
      await loginPage.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await eventually(() => new URL(loginPage.url()).pathname).toBe('/');
      await eventually(() => languageOf(app.server, company.token)).toBe('es');
      await eventually(() =>
        loginPage.getByRole('link', { name: esCommon.nav.dashboard, exact: true }).first().isVisible(),
      ).toBe(true);
      expect(loginPage.errors).toEqual([]);
      await loginPage.context().close();
    },
    SLOW_MS,
  );

  it(
    'tells at once that a reset link was used, and says "password changed" only after a change',
    async () => {
      const company = await createReadyCompany(app.server);
      const askForLink = async () => {
        const previous = await app.server.lastMail(company.email, '/new-password/').catch(() => '');
        await gqlOk(
          app.server,
          'mutation($e: String!) { RequestResetPassword(email: $e, type: company) { status } }',
          {
            e: company.email,
          },
        );
        let raw = previous;
        await eventually(
          async () => (raw = await app.server.lastMail(company.email, '/new-password/')) !== previous,
        ).toBe(true);
        return parseMail(raw).links.find((link) => link.includes('/new-password/')) ?? '';
      };
      const used = await askForLink();
      const url = new URL(used);
      await gqlOk(
        app.server,
        'mutation($e: String!, $t: String!, $p: String!) { ResetPasswordMutation(email: $e, token: $t, password: $p, password_confirmation: $p) { status } }',
        { e: company.email, t: url.pathname.split('/').pop(), p: 'Another-Secret-77' },
      );

      for (const [language, width] of [
        ['en', 1280],
        ['es', 390],
      ] as const) {
        const texts = language === 'en' ? enNewPassword : esNewPassword;
        const page = await newPage(app.browser, { width, height: heightOf(width) });
        await signInBrowser(page, app.server, null, `${url.pathname}${url.search}`, language);
        await page.getByRole('heading', { name: texts.link.used.title, level: 1 }).waitFor();
        expect(await page.getByLabel(new RegExp(`^${texts.password}`)).count()).toBe(0);
        expect(await page.getByRole('link', { name: texts.link.askAgain }).getAttribute('href')).toBe(
          '/forgot',
        );
        await screenshot(page, `reset-link-used-${language}-${width}`);
        await signInBrowser(
          page,
          app.server,
          null,
          '/new-password/not-a-real-link?email=nobody%40example.com',
          language,
        );
        await page.getByRole('heading', { name: texts.link.invalid.title, level: 1 }).waitFor();

        // Opened directly, /password does not claim a change.
        const password = language === 'en' ? enPassword : esPassword;
        await signInBrowser(page, app.server, null, '/password', language);
        await page.getByRole('heading', { name: password.direct.title, level: 1 }).waitFor();
        expect(await page.getByText(password.title).count()).toBe(0);
        expect(await page.getByRole('link', { name: password.direct.forgot }).getAttribute('href')).toBe(
          '/forgot',
        );
        await screenshot(page, `password-direct-${language}-${width}`);
        await page.context().close();
      }

      // After a real change it says so.
      const fresh = new URL(await askForLink());
      const page = await newPage(app.browser);
      await signInBrowser(page, app.server, null, `${fresh.pathname}${fresh.search}`, 'en');
      await fieldByLabel(page, enNewPassword.password).fill('Brand-New-Pass9');
      await fieldByLabel(page, enNewPassword.confirmation).fill('Brand-New-Pass9');
      await page.getByRole('button', { name: enNewPassword.submit }).click();
      await page.getByRole('heading', { name: enPassword.title, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/password');
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
    SLOW_MS,
  );
});
