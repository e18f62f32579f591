/**
 * Issue 11, "what a first real user ran into", in the forms, in the built app in headless Chromium: each point in
 * the language where it went wrong, at desktop and phone widths, with screenshots of what changed: prices read and
 * written the Spanish way, a brand name taken whatever its case, a Spanish phone number with +34 preselected, and
 * wording as a person would put it (one product, a code's digits, red counters, one message per fault).
 */
import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser, fieldByLabel, newPage, screenshot } from '../support/browser';
import {
  createReadyCompany,
  signInBrowser,
  verificationCodeFor,
  type ReadyCompany,
} from '../support/browser-accounts';
import { brandOf, gqlOk } from '../support/catalog-api';
import en from '../../locales/en/products.json';
import enValidation from '../../locales/en/validation.json';
import enVerify from '../../locales/en/verify.json';
import es from '../../locales/es/products.json';
import esValidation from '../../locales/es/validation.json';
import esBrands from '../../locales/es/brands.json';
import esAboutYou from '../../locales/es/aboutYou.json';
import { eventually, fill, WIDTHS, SLOW_MS, heightOf, unverifiedCompany } from './first-user-steps';

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
});
