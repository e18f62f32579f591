/**
 * Accessibility of the built app in headless Chromium: axe-core (WCAG 2.2 A and AA, and best practices) finds
 * nothing on any screen there is so far, at 1440 px and 390 px (in Spanish too), nor in the states a user
 * opens on top of them: a form showing its errors, a dialog, the account menu, the navigation drawer.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestServer } from '../support/server';
import { accessibilityViolations } from '../support/axe';
import { accountMenuButton, appInBrowser, describeInBrowser, newPage } from '../support/browser';
import {
  createReadyCompany,
  signInBrowser,
  uniqueEmail,
  verificationCodeFor,
} from '../support/browser-accounts';
import login from '../../locales/en/login.json';
import aboutYou from '../../locales/en/aboutYou.json';
import brands from '../../locales/en/brands.json';
import products from '../../locales/en/products.json';
import shell from '../../locales/en/shell.json';
import esShell from '../../locales/es/shell.json';

const WIDTHS = [1440, 390] as const;
type Language = 'en' | 'es';
/** English at both widths; Spanish, whose texts run longer, where space is short. */
const languagesAt = (width: number): Language[] => (width < 1024 ? ['en', 'es'] : ['en']);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Opens `route` with the given session (or none) and language, once its heading and data have arrived. */
async function open(page: Page, server: TestServer, route: string, language: Language, token?: string) {
  await signInBrowser(page, server, token ?? null, route, language);
  await settle(page);
}

/** Waits for the screen's main heading and the end of its requests. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Audits the page as it stands; `where` names it in the failure. */
async function expectAccessible(page: Page, where: string) {
  // Colours are measured as shown: wait until opening dialogs and menus have finished fading in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await accessibilityViolations(page), where).toEqual([]);
}

describeInBrowser('accessibility of every screen (axe-core)', () => {
  const app = appInBrowser();

  it('the logged-out screens, and the login form showing its errors', async () => {
    for (const width of WIDTHS) {
      const page = await newPage(app.browser, { width });
      for (const language of languagesAt(width)) {
        for (const route of [
          '/login',
          '/signup',
          '/forgot',
          '/new-password/not-a-real-link',
          '/password',
          '/nope',
        ]) {
          await open(page, app.server, route, language);
          await expectAccessible(page, `${route} ${language} ${width}px`);
        }
      }
      await open(page, app.server, '/login', 'en');
      await page.getByRole('button', { name: login.submit }).click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      await expectAccessible(page, `/login with errors ${width}px`);
      await page.context().close();
    }
  });

  it('verify and about-you, while the account is being set up', async () => {
    const email = uniqueEmail('a11y');
    const password = 'Sunflower-Fields-42';
    await app.server.gql(
      'mutation($email: String!, $password: String!) { CompanyCreate(email: $email, password: $password) { status } }',
      {
        email,
        password,
      },
    );
    const answer = await app.server.gql<{ CompanyLogin: { authorization: { token: string } } }>(
      'mutation($email: String!, $password: String!) { CompanyLogin(email: $email, password: $password) { authorization { token } } }',
      { email, password },
    );
    const token = answer.data!.CompanyLogin.authorization.token;

    for (const width of WIDTHS) {
      const page = await newPage(app.browser, { width });
      for (const language of languagesAt(width)) {
        await open(page, app.server, '/verify', language, token);
        await expectAccessible(page, `/verify ${language} ${width}px`);
      }
      await page.context().close();
    }

    await app.server.gql(
      'mutation($code: String!) { CompanyEmailVerificationByCode(email_validation_code: $code) { status } }',
      { code: await verificationCodeFor(app.server, email) },
      token,
    );
    for (const width of WIDTHS) {
      const page = await newPage(app.browser, { width });
      for (const language of languagesAt(width)) {
        await open(page, app.server, '/about-you', language, token);
        await expectAccessible(page, `/about-you ${language} ${width}px`);
      }
      await open(page, app.server, '/about-you', 'en', token);
      await page.getByRole('button', { name: aboutYou.submit }).click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      await expectAccessible(page, `/about-you with errors ${width}px`);
      await page.context().close();
    }
  });

  it('the signed-in screens, with a brand and a product', async () => {
    const company = await createReadyCompany(app.server);
    const brand = await app.server.gql<{ BrandCreate: { id: string } }>(
      'mutation($name: String!, $description: String!) { BrandCreate(name: $name, description: $description) { id } }',
      { name: 'Northwind', description: 'Outdoor gear for every season' },
      company.token,
    );
    const product = await app.server.gql<{ ProductCreate: { id: string } }>(
      `mutation($brand_id: ID!, $name: String!, $price: Cents!, $link: String!, $description: String!, $category: String!) {
        ProductCreate(brand_id: $brand_id, name: $name, price: $price, link: $link, description: $description, category: $category) { id } }`,
      {
        brand_id: brand.data!.BrandCreate.id,
        name: 'Trail backpack',
        price: 8950,
        link: 'https://northwind.example/backpack',
        description: 'A 30 litre pack for day hikes',
        category: 'apparel',
      },
      company.token,
    );
    const routes = [
      '/',
      '/brands',
      '/products',
      `/product/${product.data!.ProductCreate.id}`,
      '/account/overview',
      '/wallet',
      '/nowhere',
    ];

    for (const width of WIDTHS) {
      const page = await newPage(app.browser, { width });
      for (const language of languagesAt(width)) {
        for (const route of routes) {
          await open(page, app.server, route, language, company.token);
          await expectAccessible(page, `${route} ${language} ${width}px`);
        }
      }
      await page.context().close();
    }
  });

  it('dialogs, the account menu and the navigation drawer, open', async () => {
    const company = await createReadyCompany(app.server);
    await app.server.gql(
      'mutation($name: String!, $description: String!) { BrandCreate(name: $name, description: $description) { id } }',
      { name: 'Bolt Coffee', description: 'Small-batch roasts, shipped fresh' },
      company.token,
    );

    const page = await newPage(app.browser, { width: 1440 });
    await open(page, app.server, '/products', 'en', company.token);
    await page.getByRole('button', { name: products.new }).first().click();
    const productDialog = page.getByRole('dialog', { name: products.form.createTitle });
    await productDialog.getByRole('button', { name: products.form.create }).click();
    await expect.poll(() => productDialog.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'new product dialog with errors');
    await page.keyboard.press('Escape');

    await open(page, app.server, '/brands', 'en', company.token);
    await page.getByRole('button', { name: fill(brands.deleteBrand, { name: 'Bolt Coffee' }) }).click();
    await page
      .getByRole('alertdialog', { name: fill(brands.delete.title, { name: 'Bolt Coffee' }) })
      .waitFor();
    await expectAccessible(page, 'delete brand dialog');
    await page.keyboard.press('Escape');

    const menuButton = accountMenuButton(
      page,
      `${company.first_name} ${company.last_name}`,
      shell.accountMenu,
    );
    await menuButton.click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page, 'account menu');
    await page.keyboard.press('Escape');

    // The collapsed sidebar shows icons and the avatar only; every control keeps its name.
    await page.getByRole('button', { name: shell.collapseSidebar }).click();
    await page.getByRole('button', { name: shell.expandSidebar }).waitFor();
    await expectAccessible(page, 'collapsed sidebar');
    await menuButton.click();
    await page.getByRole('menu').waitFor();
    await page.context().close();

    const phone = await newPage(app.browser, { width: 390 });
    await open(phone, app.server, '/', 'es', company.token);
    await phone.getByRole('button', { name: esShell.openMenu }).click();
    await phone.getByRole('dialog', { name: esShell.navigation }).waitFor();
    await expectAccessible(phone, 'navigation drawer');
    await phone.context().close();
  });
});
