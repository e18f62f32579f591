/**
 * Issue 11, "what a first real user ran into", in the built app in headless Chromium: screenshots of what changed
 * (the price field, a brand name taken, the about-you phone, the password pages), in English and Spanish, at
 * 1440 px and 390 px.
 */
import { expect, it } from 'vitest';
import {
  animationsDone,
  appInBrowser,
  describeInBrowser,
  fieldByLabel,
  newPage,
  screenshot,
} from '../support/browser';
import { createReadyCompany, signInBrowser, verificationCodeFor } from '../support/browser-accounts';
import { brandOf, gqlOk } from '../support/catalog-api';
import en from '../../locales/en/products.json';
import enValidation from '../../locales/en/validation.json';
import es from '../../locales/es/products.json';
import esValidation from '../../locales/es/validation.json';
import esBrands from '../../locales/es/brands.json';
import enBrands from '../../locales/en/brands.json';
import { SCREENSHOTS_MS, setLanguage, unverifiedCompany } from './first-user-steps';

describeInBrowser('what a first real user ran into', () => {
  const app = appInBrowser();

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
