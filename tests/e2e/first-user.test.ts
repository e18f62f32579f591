/**
 * Issue 11, "what a first real user ran into", in the built app in headless Chromium: each point in the
 * language where it went wrong, at desktop and phone widths, with screenshots of what changed.
 */
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  animationsDone,
  appInBrowser,
  describeInBrowser,
  fieldByLabel,
  newPage,
  screenshot,
} from '../support/browser';
import {
  createReadyCompany,
  signInBrowser,
  uniqueEmail,
  verificationCodeFor,
  type ReadyCompany,
} from '../support/browser-accounts';
import { nextLiveSocket } from '../support/live';
import { parseMail } from '../support/mail';
import type { TestServer } from '../support/server';
import en from '../../locales/en/products.json';
import enCommon from '../../locales/en/common.json';
import enValidation from '../../locales/en/validation.json';
import enVerify from '../../locales/en/verify.json';
import enNewPassword from '../../locales/en/newPassword.json';
import enPassword from '../../locales/en/password.json';
import es from '../../locales/es/products.json';
import esCommon from '../../locales/es/common.json';
import esValidation from '../../locales/es/validation.json';
import esErrors from '../../locales/es/errors.json';
import esMessages from '../../locales/es/messages.json';
import esAccount from '../../locales/es/account.json';
import esBrands from '../../locales/es/brands.json';
import enBrands from '../../locales/en/brands.json';
import esAboutYou from '../../locales/es/aboutYou.json';
import esNewPassword from '../../locales/es/newPassword.json';
import esPassword from '../../locales/es/password.json';
import esShell from '../../locales/es/shell.json';
import { brandOf, gqlOk } from '../support/catalog-api';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 50 });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const WIDTHS = [1280, 390] as const;
/** Each test walks several pages at two widths; the machine that runs them may be busy. */
const SLOW_MS = 150_000;
const SCREENSHOTS_MS = 400_000;
const heightOf = (width: number) => (width > 1000 ? 800 : 844);

const setLanguage = (server: TestServer, token: string, language: 'en' | 'es') =>
  gqlOk(
    server,
    'mutation($l: String!) { CompanyUpdateLanguage(language: $l) { language } }',
    { l: language },
    token,
  );

const languageOf = async (server: TestServer, token: string) =>
  (
    await gqlOk<{ CompanyData: { language: string | null } }>(
      server,
      '{ CompanyData { language } }',
      {},
      token,
    )
  ).CompanyData.language;

/** Another session of the same account, as another device would open. */
async function secondSession(server: TestServer, company: { email: string; password: string }) {
  const data = await gqlOk<{ CompanyLogin: { authorization: { token: string } } }>(
    server,
    'mutation($e: String!, $p: String!) { CompanyLogin(email: $e, password: $p) { authorization { token } } }',
    { e: company.email, p: company.password },
  );
  return data.CompanyLogin.authorization.token;
}

/** A signed-up, logged-in account whose address is not verified yet. */
async function unverifiedCompany(server: TestServer) {
  const email = uniqueEmail('first-user');
  const password = 'Sunflower-Fields-42';
  await gqlOk(
    server,
    'mutation($e: String!, $p: String!) { CompanyCreate(email: $e, password: $p) { status } }',
    {
      e: email,
      p: password,
    },
  );
  const token = await secondSession(server, { email, password });
  return { email, password, token };
}

const toasts = (page: Page) =>
  page.getByRole('region', { name: /^(Notifications|Notificaciones)$/ }).getByRole('status');

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast is the topmost thing at its centre, and covers none of the dialog's buttons. */
async function expectToastClearOf(page: Page, toast: Locator, dialog: Locator) {
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(await toast.textContent());
  const buttons = dialog.getByRole('button');
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const button = await buttons.nth(index).boundingBox();
    if (button) expect(overlaps(box, button), `covers ${await buttons.nth(index).textContent()}`).toBe(false);
  }
}

describeInBrowser('what a first real user ran into', () => {
  const app = appInBrowser();

  it(
    'reads and writes prices the Spanish way: 24,99 is 24,99 US$, never $2,499.00, and takes no letters',
    async () => {
      const company = await createReadyCompany(app.server);
      const brandId = await brandOf(app.server, company.token, 'Northwind');
      for (const width of WIDTHS) {
        const page = await newPage(app.browser, { width, height: heightOf(width), locale: 'es-ES' });
        await signInBrowser(page, app.server, company.token, '/products', 'es');
        // The suite's first screen: the server and the browser may still be warming up.
        await page.getByRole('button', { name: es.new }).first().click({ timeout: 45_000 });
        const dialog = page.getByRole('dialog', { name: es.form.createTitle });
        // The company's only brand is already chosen.
        await eventually(() => fieldByLabel(dialog, es.form.brand).inputValue()).toBe(brandId);
        const price = fieldByLabel(dialog, es.form.price);
        await price.pressSequentially('abc');
        expect(await price.inputValue()).toBe('');
        await eventually(() =>
          dialog.getByText(fill(esValidation.moneyDigits, { example: '1.299,99' })).isVisible(),
        ).toBe(true);
        const name = `Mochila ${width}`;
        await fieldByLabel(dialog, es.form.name).fill(name);
        await fieldByLabel(dialog, es.form.category).selectOption({ label: es.categories.apparel });
        await fieldByLabel(dialog, es.form.link).fill('https://northwind.example/mochila');
        await fieldByLabel(dialog, es.form.description).fill('Una mochila de 30 litros para excursiones');
        await price.fill('24.99');
        await dialog.getByRole('button', { name: es.form.create }).click();
        await eventually(() =>
          dialog.getByText(fill(esValidation.moneyNotation, { example: '1.299,99' })).isVisible(),
        ).toBe(true);
        await screenshot(page, `price-refused-es-${width}`);
        await price.fill('24,99');
        await dialog.getByRole('button', { name: es.form.create }).click();
        await eventually(() => page.getByRole('dialog').count()).toBe(0);
        const card = page.getByRole('listitem').filter({ hasText: name });
        await eventually(() => card.getByText(/24,99\s*US\$/).isVisible()).toBe(true);

        await page.getByRole('button', { name: fill(es.editProduct, { name }) }).click();
        const edit = page.getByRole('dialog', { name: es.form.editTitle });
        await eventually(() => fieldByLabel(edit, es.form.price).inputValue()).toBe('24,99');
        await screenshot(page, `price-edit-es-${width}`);
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
      const listed = await gqlOk<{ Products: { items: Array<{ price: number }> } }>(
        app.server,
        '{ Products { items { price } } }',
        {},
        company.token,
      );
      expect(listed.Products.items.map((item) => item.price)).toEqual([2499, 2499]);

      // The same field in English, for the screenshots of both languages.
      const page = await newPage(app.browser, { width: 1280, height: 800 });
      await signInBrowser(page, app.server, company.token, '/products', 'en');
      await page.getByRole('button', { name: en.new }).first().click();
      const dialog = page.getByRole('dialog', { name: en.form.createTitle });
      await fieldByLabel(dialog, en.form.price).fill('1299.5');
      await fieldByLabel(dialog, en.form.name).click();
      await eventually(() => fieldByLabel(dialog, en.form.price).inputValue()).toBe('1,299.50');
      await screenshot(page, 'price-en-1280');
      await page.context().close();
    },
    SLOW_MS,
  );

  it(
    'shows server texts in Spanish: notices from another device, and the e-mail verified',
    async () => {
      const company = await createReadyCompany(app.server);
      await setLanguage(app.server, company.token, 'es');
      const other = await secondSession(app.server, company);
      const watching = await newPage(app.browser, { locale: 'es-ES' });
      const saving = await newPage(app.browser, { locale: 'es-ES' });
      const watchingLive = nextLiveSocket(watching);
      const savingLive = nextLiveSocket(saving);
      await signInBrowser(watching, app.server, company.token, '/', 'es');
      await signInBrowser(saving, app.server, other, '/account/overview', 'es');
      const [, savingSocket] = await Promise.all([watchingLive, savingLive]);
      // The saving device hears its own change on the live channel too, and must not show it a second time.
      let heardOwnChange = false;
      savingSocket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' && payload.includes('Your account was updated'))
          heardOwnChange = true;
      });

      await fieldByLabel(saving, esAccount.profile.companyName).fill('Motores Analíticos');
      await saving.getByRole('button', { name: esAccount.profile.submit }).click();
      await eventually(() => toasts(watching).filter({ hasText: esMessages.account.updated }).count()).toBe(
        1,
      );
      expect(await watching.getByText('Your account was updated').count()).toBe(0);
      // One action, one toast: the device that saved says so once, in its own words.
      await eventually(() => toasts(saving).filter({ hasText: esAccount.profile.saved }).count()).toBe(1);
      await eventually(() => heardOwnChange).toBe(true);
      await animationsDone(saving);
      expect(await toasts(saving).count()).toBe(1);
      await screenshot(watching, 'notice-from-another-device-es-1440');
      // Staff free text is shown as typed.
      await app.server.staff('notify', { email: company.email, message: 'Hello from the CreatorHub team' });
      await eventually(() =>
        toasts(watching).filter({ hasText: 'Hello from the CreatorHub team' }).count(),
      ).toBe(1);
      await watching.context().close();
      await saving.context().close();

      // An address verified from another device: the Spanish page says so in Spanish and moves on.
      const newcomer = await unverifiedCompany(app.server);
      await setLanguage(app.server, newcomer.token, 'es');
      const page = await newPage(app.browser, { locale: 'es-ES', width: 390, height: 844 });
      const live = nextLiveSocket(page);
      await signInBrowser(page, app.server, newcomer.token, '/verify', 'es');
      await live;
      const code = await verificationCodeFor(app.server, newcomer.email);
      await gqlOk(
        app.server,
        'mutation($c: String!) { CompanyEmailVerificationByCode(email_validation_code: $c) { status } }',
        { c: code },
        await secondSession(app.server, newcomer),
      );
      await eventually(() => toasts(page).filter({ hasText: esMessages.account.verified }).count()).toBe(1);
      expect(await page.getByText('Your e-mail address is verified').count()).toBe(0);
      await eventually(() => new URL(page.url()).pathname).toBe('/about-you');
      await screenshot(page, 'verified-notice-es-390');
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
    SLOW_MS,
  );

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
    'shows toasts above a dialog without covering its buttons, and a failed save in the dialog itself',
    async () => {
      const company = await createReadyCompany(app.server);
      await setLanguage(app.server, company.token, 'es');
      await brandOf(app.server, company.token, 'Northwind');
      for (const width of WIDTHS) {
        const page = await newPage(app.browser, { width, height: heightOf(width), locale: 'es-ES' });
        const live = nextLiveSocket(page);
        await signInBrowser(page, app.server, company.token, '/brands', 'es');
        await live;
        await page.getByRole('button', { name: esBrands.new }).click();
        const dialog = page.getByRole('dialog', { name: esBrands.form.createTitle });
        await dialog.waitFor();
        await app.server.staff('notify', { email: company.email, message: 'Un creador aceptó tu acuerdo' });
        const toast = toasts(page).filter({ hasText: 'Un creador aceptó tu acuerdo' });
        await toast.waitFor();
        await animationsDone(page);
        await expectToastClearOf(page, toast, dialog);
        await screenshot(page, `toast-over-dialog-es-${width}`);

        // No connection: the dialog itself says nothing was saved, and keeps what was typed.
        await fieldByLabel(dialog, esBrands.form.name).fill(`Lumen ${width}`);
        await fieldByLabel(dialog, esBrands.form.description).fill('Cosmética limpia para piel sensible');
        await page.context().setOffline(true);
        await dialog.getByRole('button', { name: esBrands.form.create }).click();
        await eventually(() => dialog.getByText(esErrors.dialogOffline).isVisible()).toBe(true);
        await screenshot(page, `dialog-offline-es-${width}`);
        await page.context().setOffline(false);
        expect(await fieldByLabel(dialog, esBrands.form.name).inputValue()).toBe(`Lumen ${width}`);
        await dialog.getByRole('button', { name: esBrands.form.create }).click();
        await eventually(() => page.getByRole('dialog').count()).toBe(0);
        await eventually(() => page.getByRole('heading', { name: `Lumen ${width}` }).isVisible()).toBe(true);
        await page.context().close();
      }
    },
    SLOW_MS,
  );

  it(
    'refuses a second brand of the same name, whatever the case, beside the name field',
    async () => {
      const company = await createReadyCompany(app.server);
      await brandOf(app.server, company.token, 'Northwind');
      const page = await newPage(app.browser, { width: 390, height: 844, locale: 'es-ES' });
      await signInBrowser(page, app.server, company.token, '/brands', 'es');
      await page.getByRole('heading', { name: 'Northwind' }).waitFor();
      // Made meanwhile elsewhere: the page does not know it, the database does.
      await brandOf(app.server, company.token, 'Lumen');
      await page.getByRole('button', { name: esBrands.new }).click();
      const dialog = page.getByRole('dialog', { name: esBrands.form.createTitle });
      const name = fieldByLabel(dialog, esBrands.form.name);
      await name.fill('LUMEN');
      await fieldByLabel(dialog, esBrands.form.description).fill('Cosmética limpia para piel sensible');
      await dialog.getByRole('button', { name: esBrands.form.create }).click();
      await eventually(() => dialog.getByText(esValidation.brandNameTaken, { exact: true }).isVisible()).toBe(
        true,
      );
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      await name.fill(' northwind ');
      await dialog.getByRole('button', { name: esBrands.form.create }).click();
      await eventually(() => dialog.getByText(esValidation.brandNameTaken, { exact: true }).isVisible()).toBe(
        true,
      );
      await screenshot(page, 'brand-name-taken-es-390');
      const listed = await gqlOk<{ Brands: Array<{ name: string }> }>(
        app.server,
        '{ Brands { name } }',
        {},
        company.token,
      );
      expect(listed.Brands.map((brand) => brand.name)).toEqual(['Lumen', 'Northwind']);
      expect(page.errors).toEqual([]);
      await page.context().close();
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

  it(
    'takes a normal 9-digit Spanish phone number with +34 preselected',
    async () => {
      const newcomer = await unverifiedCompany(app.server);
      const code = await verificationCodeFor(app.server, newcomer.email);
      await gqlOk(
        app.server,
        'mutation($c: String!) { CompanyEmailVerificationByCode(email_validation_code: $c) { status } }',
        { c: code },
        newcomer.token,
      );
      const page = await newPage(app.browser, { width: 390, height: 844, locale: 'es-ES' });
      await signInBrowser(page, app.server, newcomer.token, '/about-you', 'es');
      const country = fieldByLabel(page, esAboutYou.area_code);
      await eventually(() => country.inputValue()).toBe('ES');
      await expect(
        page.getByText(fill(esAboutYou.phoneHintLengths, { lengths: 9 })).isVisible(),
      ).resolves.toBe(true);
      await fieldByLabel(page, esAboutYou.company_name).fill('Ingeniería Analítica');
      await fieldByLabel(page, esAboutYou.first_name).fill('Ada');
      await fieldByLabel(page, esAboutYou.last_name).fill('Lovelace');
      const phone = fieldByLabel(page, esAboutYou.phone);
      await phone.fill('612 34 56 7');
      await page.getByRole('button', { name: esAboutYou.submit }).click();
      await eventually(() =>
        page.getByText(fill(esValidation.phoneTooShort, { code: '+34' })).isVisible(),
      ).toBe(true);
      await screenshot(page, 'phone-too-short-es-390');
      await phone.fill('612 34 56 78');
      await page.getByRole('button', { name: esAboutYou.submit }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/');
      const data = await gqlOk<{ CompanyData: { phone: string; area_code: string } }>(
        app.server,
        '{ CompanyData { phone area_code } }',
        {},
        newcomer.token,
      );
      expect(data.CompanyData).toEqual({ phone: '612345678', area_code: '+34' });
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
    SLOW_MS,
  );

  it(
    'words things as a person would: one product, digits of a code, red counters, one message per fault',
    async () => {
      const company: ReadyCompany = await createReadyCompany(app.server);
      const brandId = await brandOf(app.server, company.token, 'Northwind');
      await gqlOk(
        app.server,
        `mutation($b: ID!) { ProductCreate(brand_id: $b, name: "Trail backpack", price: 8950,
        link: "https://northwind.example/pack", description: "A 30 litre pack", category: "apparel") { id } }`,
        { b: brandId },
        company.token,
      );
      const page = await newPage(app.browser, { width: 1280, height: 800 });
      await signInBrowser(page, app.server, company.token, '/products', 'en');
      await eventually(() =>
        page.getByText(fill(en.summaryAll_one, { count: 1 }), { exact: true }).isVisible(),
      ).toBe(true);
      expect(await page.getByText(/Showing 1–1 of 1/).count()).toBe(0);

      await page.getByRole('button', { name: en.new }).first().click();
      const dialog = page.getByRole('dialog', { name: en.form.createTitle });
      await eventually(() => fieldByLabel(dialog, en.form.brand).inputValue()).toBe(brandId);
      await fieldByLabel(dialog, en.form.name).fill('A'.repeat(31));
      const counter = dialog.getByText('31/30');
      const errorColour = async () => {
        await dialog.getByRole('button', { name: en.form.create }).click();
        return dialog
          .getByText(fill(enValidation.length, { min: 3, max: 30 }))
          .evaluate((element) => getComputedStyle(element).color);
      };
      expect(await counter.evaluate((element) => getComputedStyle(element).color)).toBe(await errorColour());
      // Every field left empty says so the same way, the category's select included.
      for (const label of [en.form.category, en.form.price, en.form.link, en.form.description]) {
        const described = await fieldByLabel(dialog, label).getAttribute('aria-describedby');
        await eventually(() => page.locator(`[id="${described}"]`).textContent()).toBe(enValidation.required);
      }
      await screenshot(page, 'product-form-wording-en-1280');
      await page.context().close();

      const newcomer = await unverifiedCompany(app.server);
      const verify = await newPage(app.browser, { width: 390, height: 844 });
      await signInBrowser(verify, app.server, newcomer.token, '/verify', 'en');
      await fieldByLabel(verify, enVerify.code).fill('123');
      await verify.getByRole('button', { name: enVerify.submit, exact: true }).click();
      await eventually(() => verify.getByText(fill(enValidation.codeDigits, { length: 6 })).isVisible()).toBe(
        true,
      );
      await screenshot(verify, 'verify-code-digits-en-390');
      await verify.context().close();
    },
    SLOW_MS,
  );

  it(
    'writes screenshots of what changed, in both languages, at 1440 px and 390 px',
    async () => {
      const company = await createReadyCompany(app.server);
      await brandOf(app.server, company.token, 'Northwind');
      const onboarding = await unverifiedCompany(app.server);
      await gqlOk(
        app.server,
        'mutation($c: String!) { CompanyEmailVerificationByCode(email_validation_code: $c) { status } }',
        { c: await verificationCodeFor(app.server, onboarding.email) },
        onboarding.token,
      );
      for (const language of ['en', 'es'] as const) {
        await setLanguage(app.server, company.token, language);
        await setLanguage(app.server, onboarding.token, language);
        const products = language === 'en' ? en : es;
        const brands = language === 'en' ? enBrands : esBrands;
        const validation = language === 'en' ? enValidation : esValidation;
        for (const width of [1440, 390]) {
          const page = await newPage(app.browser, { width, height: width > 1000 ? 900 : 844 });
          const shot = (what: string) => screenshot(page, `changed-${what}-${language}-${width}`);

          await signInBrowser(page, app.server, company.token, '/products', language);
          await page.getByRole('button', { name: products.new }).first().click();
          const productForm = page.getByRole('dialog', { name: products.form.createTitle });
          await fieldByLabel(productForm, products.form.price).pressSequentially('1299,5x');
          await animationsDone(page);
          await shot('price');

          await signInBrowser(page, app.server, company.token, '/brands', language);
          await page.getByRole('button', { name: brands.new }).click();
          const brandForm = page.getByRole('dialog', { name: brands.form.createTitle });
          await fieldByLabel(brandForm, brands.form.name).fill('NORTHWIND and more than twenty');
          await fieldByLabel(brandForm, brands.form.name).fill('NORTHWIND');
          await brandForm.getByRole('button', { name: brands.form.create }).click();
          await brandForm.getByText(validation.brandNameTaken, { exact: true }).waitFor();
          await animationsDone(page);
          await shot('brand-name-taken');

          await signInBrowser(page, app.server, onboarding.token, '/about-you', language);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await shot('about-you-phone');

          for (const route of ['/password', '/new-password/not-a-real-link?email=nobody%40example.com']) {
            await signInBrowser(page, app.server, null, route, language);
            await page.getByRole('heading', { level: 1 }).waitFor();
            await page.waitForLoadState('networkidle');
            await shot(route === '/password' ? 'password-direct' : 'reset-link-invalid');
          }
          expect(page.errors).toEqual([]);
          await page.context().close();
        }
      }
    },
    SCREENSHOTS_MS,
  );
});
