/**
 * Issue 4 in the built app, headless Chromium: a brand and a product made, listed, edited and deleted through
 * the UI (with the refusal to delete a brand that has products); below 1024 px the sidebar becomes a top bar
 * whose drawer works by keyboard and closes on navigation; every sidebar link leads to its route; screenshots
 * of Dashboard, BrandListing and Products at 1440 px and 390 px, in English and Spanish.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pngDataUrl, studioPng } from '../support/png';
import { animationsDone, appInBrowser, describeInBrowser, newPage, screenshot } from '../support/browser';
import { createReadyCompany, signInBrowser, type ReadyCompany } from '../support/browser-accounts';
import common from '../../locales/en/common.json';
import shell from '../../locales/en/shell.json';
import brands from '../../locales/en/brands.json';
import products from '../../locales/en/products.json';
import validation from '../../locales/en/validation.json';
import errors from '../../locales/en/errors.json';
import dashboard from '../../locales/en/dashboard.json';
import esCommon from '../../locales/es/common.json';
import esBrands from '../../locales/es/brands.json';
import esProducts from '../../locales/es/products.json';

/** A product picture to upload. */
const PNG = studioPng(320, 240, [224, 231, 255], [237, 233, 254], [99, 102, 241]);

/** Waits up to 10 s for a condition: screens load as chunks and talk to the API. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 50 });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const mainNav = (page: Page) =>
  page.getByRole('complementary').getByRole('navigation', { name: shell.navigation });

describeInBrowser('brands, products and the app shell in the browser', () => {
  const app = appInBrowser();

  it('creates a brand and a product, lists them, edits one and deletes one', async () => {
    const company = await createReadyCompany(app.server);
    const page = await newPage(app.browser, { width: 1440, height: 900 });
    await signInBrowser(page, app.server, company.token, '/brands');

    await eventually(() => page.getByRole('heading', { name: brands.empty.title }).isVisible()).toBe(true);
    await page.getByRole('button', { name: brands.empty.action }).click();
    const brandDialog = page.getByRole('dialog', { name: brands.form.createTitle });
    await brandDialog.getByLabel(brands.form.name).fill('Ab');
    await brandDialog.getByRole('button', { name: brands.form.create }).click();
    // Checked in the browser with the shared rule: nothing is sent, both fields say what is wrong.
    await eventually(() =>
      brandDialog.getByText(fill(validation.length, { min: 3, max: 20 })).isVisible(),
    ).toBe(true);
    await eventually(() => brandDialog.getByText(validation.required).isVisible()).toBe(true);
    await brandDialog.getByLabel(brands.form.name).fill('Northwind');
    await brandDialog.getByLabel(brands.form.description).fill('Outdoor gear for every season');
    await brandDialog.getByRole('button', { name: brands.form.create }).click();
    await eventually(() => page.getByRole('heading', { name: 'Northwind' }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    await eventually(() => page.getByText(fill(brands.created, { name: 'Northwind' })).isVisible()).toBe(
      true,
    );

    // To Products through the sidebar.
    await mainNav(page).getByRole('link', { name: common.nav.products }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/products');
    await page.getByRole('button', { name: products.empty.action }).click();
    const productDialog = page.getByRole('dialog', { name: products.form.createTitle });
    await productDialog.getByLabel(products.form.name).fill('Trail backpack');
    await productDialog.getByLabel(products.form.brand).selectOption({ label: 'Northwind' });
    await productDialog
      .getByLabel(products.form.category)
      .selectOption({ label: products.categories.apparel });
    await productDialog.getByLabel(products.form.price).fill('2');
    await productDialog.getByLabel(products.form.link).fill('https://northwind.example/backpack');
    await productDialog.getByLabel(products.form.description).fill('A 30 litre pack for day hikes');
    await productDialog
      .getByLabel(products.form.image)
      .setInputFiles({ name: 'pack.png', mimeType: 'image/png', buffer: PNG });
    await eventually(() =>
      productDialog.getByRole('img', { name: products.form.imagePreview }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'product-form-en-1440');
    await productDialog.getByRole('button', { name: products.form.create }).click();
    await eventually(() => productDialog.getByText('Use $3.00 or more').isVisible()).toBe(true);
    await productDialog.getByLabel(products.form.price).fill('89.50');
    await productDialog.getByRole('button', { name: products.form.create }).click();
    await eventually(() => page.getByRole('link', { name: 'Trail backpack' }).isVisible()).toBe(true);
    await eventually(() => page.getByText('$89.50').isVisible()).toBe(true);
    const image = page.getByRole('listitem').filter({ hasText: 'Trail backpack' }).locator('img');
    await eventually(() => image.getAttribute('src')).toMatch(/^\/files\/.+\.png$/);

    // Edit the product from the list.
    await page.getByRole('button', { name: fill(products.editProduct, { name: 'Trail backpack' }) }).click();
    const editDialog = page.getByRole('dialog', { name: products.form.editTitle });
    await eventually(() => editDialog.getByLabel(products.form.price).inputValue()).toBe('89.50');
    await editDialog.getByLabel(products.form.name).fill('Summit backpack');
    await editDialog.getByRole('button', { name: common.saveChanges }).click();
    await eventually(() => page.getByRole('link', { name: 'Summit backpack' }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('link', { name: 'Trail backpack' }).count()).toBe(0);

    // Its own page.
    await page.getByRole('link', { name: 'Summit backpack' }).click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/product\/[0-9a-f-]{36}$/);
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Summit backpack' }).isVisible()).toBe(
      true,
    );
    await eventually(() => page.getByText('$89.50').isVisible()).toBe(true);

    // A brand with a product is not deleted: the dialog says why.
    await mainNav(page).getByRole('link', { name: common.nav.brandListing }).click();
    await page.getByRole('button', { name: fill(brands.deleteBrand, { name: 'Northwind' }) }).click();
    const refusal = page.getByRole('alertdialog');
    await refusal.getByRole('button', { name: common.delete }).click();
    await eventually(() => refusal.getByText(errors.codes.BRAND_HAS_PRODUCTS).isVisible()).toBe(true);
    await refusal.getByRole('button', { name: common.cancel }).click();
    await eventually(() => page.getByRole('heading', { name: 'Northwind' }).isVisible()).toBe(true);

    // Delete the product, then the brand.
    await mainNav(page).getByRole('link', { name: common.nav.products }).click();
    await page
      .getByRole('button', { name: fill(products.deleteProduct, { name: 'Summit backpack' }) })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: common.delete }).click();
    await eventually(() => page.getByRole('heading', { name: products.empty.title }).isVisible()).toBe(true);
    await mainNav(page).getByRole('link', { name: common.nav.brandListing }).click();
    await page.getByRole('button', { name: fill(brands.deleteBrand, { name: 'Northwind' }) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: common.delete }).click();
    await eventually(() => page.getByRole('heading', { name: brands.empty.title }).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('turns the sidebar into a top bar with a keyboard-usable drawer at 800 px', async () => {
    const company = await createReadyCompany(app.server);
    const page = await newPage(app.browser, { width: 800, height: 900 });
    await signInBrowser(page, app.server, company.token, '/');
    const menuButton = page.getByRole('button', { name: shell.openMenu });
    await eventually(() => menuButton.isVisible()).toBe(true);
    await eventually(() => page.getByRole('complementary').isVisible()).toBe(false);

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: shell.navigation });
    await eventually(() => drawer.isVisible()).toBe(true);
    await animationsDone(page);
    await screenshot(page, 'drawer-en-800');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    // Focus is inside the drawer and Tab keeps it there.
    for (let press = 0; press < 20; press += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      shell.openMenu,
    );

    await menuButton.click();
    await page
      .getByRole('dialog', { name: shell.navigation })
      .getByRole('link', { name: common.nav.brandListing })
      .click();
    await eventually(() => new URL(page.url()).pathname).toBe('/brands');
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    await eventually(() => page.getByRole('heading', { level: 1, name: brands.title }).isVisible()).toBe(
      true,
    );
    expect(page.errors).toEqual([]);
  });

  it('leads every sidebar link to its route, marked as the current page', async () => {
    const company = await createReadyCompany(app.server);
    const page = await newPage(app.browser, { width: 1440, height: 900 });
    await signInBrowser(page, app.server, company.token, '/');
    const routes: Array<[string, string]> = [
      [common.nav.dashboard, '/'],
      [common.nav.campaignCreation, '/campaign/creation/type'],
      [common.nav.campaignListing, '/campaigns'],
      [common.nav.dealListing, '/deals'],
      [common.nav.contentListing, '/content'],
      [common.nav.settings, '/account/overview'],
      [common.nav.brandListing, '/brands'],
      [common.nav.products, '/products'],
      [common.nav.wallet, '/wallet'],
      [common.nav.billing, '/account/billing'],
      [common.nav.paymentMethods, '/account/payment-methods'],
    ];
    for (const [name, path] of routes) {
      const link = mainNav(page).getByRole('link', { name, exact: true });
      await link.click();
      await eventually(() => new URL(page.url()).pathname).toBe(path);
      await eventually(() => link.getAttribute('aria-current')).toBe('page');
      await eventually(() =>
        page.getByRole('main').getByRole('heading', { level: 1 }).count(),
      ).toBeGreaterThan(0);
      // The not-found page's own "404", not any text that contains it (a random e-mail address may).
      expect(await page.getByRole('main').getByText('404', { exact: true }).count()).toBe(0);
    }
    await screenshot(page, 'main-nav-en-1440');
    await page.goto(`${app.server.url}/no/such/page`);
    await eventually(() => page.getByRole('main').getByText('404', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'not-found-in-app-en-1440');
    // The collapse toggle is remembered across a reload.
    await page.getByRole('button', { name: shell.collapseSidebar }).click();
    await page.reload();
    await eventually(() => page.getByRole('button', { name: shell.expandSidebar }).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('writes screenshots of Dashboard, BrandListing and Products in both languages and widths', async () => {
    const company: ReadyCompany = await createReadyCompany(app.server, {
      first_name: 'Maya',
      last_name: 'Lindqvist',
      company_name: 'Lumen & Co',
    });
    const brandIds: string[] = [];
    for (const [name, description] of [
      ['Lumen Skin', 'Clean skincare for sensitive skin'],
      ['Northwind', 'Outdoor gear for every season'],
      ['Bolt Coffee', 'Small-batch roasts, shipped fresh'],
    ]) {
      const answer = await app.server.gql<{ BrandCreate: { id: string } }>(
        'mutation($name: String!, $description: String!) { BrandCreate(name: $name, description: $description) { id } }',
        { name, description },
        company.token,
      );
      brandIds.push(answer.data!.BrandCreate.id);
    }
    type Rgb = [number, number, number];
    const shot = (from: Rgb, to: Rgb, object: Rgb) => pngDataUrl(studioPng(480, 360, from, to, object));
    const catalog: Array<[number, string, number, string, string | null]> = [
      [0, 'Glow serum', 2499, 'beauty', shot([253, 242, 248], [252, 231, 243], [219, 39, 119])],
      [0, 'Night cream', 3450, 'beauty', shot([238, 242, 255], [224, 231, 255], [67, 56, 202])],
      [1, 'Trail backpack', 8950, 'apparel', shot([236, 253, 243], [209, 250, 229], [5, 150, 105])],
      [1, 'Camp stove', 12900, 'home', null],
      [2, 'Espresso blend', 1800, 'food', shot([255, 251, 235], [254, 243, 199], [146, 64, 14])],
      [2, 'Pour-over kit', 4200, 'home', null],
    ];
    for (const [brand, name, price, category, image] of catalog) {
      await app.server.gql(
        `mutation($brand_id: ID!, $name: String!, $price: Cents!, $link: String!, $description: String!, $category: String!, $image: String) {
          ProductCreate(brand_id: $brand_id, name: $name, price: $price, link: $link, description: $description, category: $category, image: $image) { id } }`,
        {
          brand_id: brandIds[brand],
          name,
          price,
          link: 'https://example.com/product',
          description: `${name}: a favourite of our customers`,
          category,
          image,
        },
        company.token,
      );
    }

    const shots = [
      { route: '/', name: 'dashboard', ready: { en: dashboard.stats.brands, es: 'Marcas' } },
      { route: '/brands', name: 'brand-listing', ready: { en: 'Lumen Skin', es: 'Lumen Skin' } },
      { route: '/products', name: 'products', ready: { en: 'Glow serum', es: 'Glow serum' } },
    ] as const;
    for (const language of ['en', 'es'] as const) {
      for (const width of [1440, 390]) {
        const page = await newPage(app.browser, { width, height: width > 1000 ? 900 : 844 });
        for (const shot of shots) {
          await signInBrowser(page, app.server, company.token, shot.route, language);
          await eventually(() =>
            page.getByRole('main').getByText(shot.ready[language]).first().isVisible(),
          ).toBe(true);
          await page.waitForLoadState('networkidle');
          const file = await screenshot(page, `${shot.name}-${language}-${width}`);
          expect(file).toMatch(/\.png$/);
        }
        if (language === 'es') {
          await signInBrowser(page, app.server, company.token, '/products', 'es');
          await eventually(() =>
            page.getByRole('heading', { level: 1, name: esProducts.title }).isVisible(),
          ).toBe(true);
          await eventually(() =>
            page
              .getByText(/24,99\s*US\$/)
              .first()
              .isVisible(),
          ).toBe(true);
          await signInBrowser(page, app.server, company.token, '/brands', 'es');
          await eventually(() =>
            page.getByRole('heading', { level: 1, name: esBrands.title }).isVisible(),
          ).toBe(true);
          expect(await page.getByText(esCommon.nav.brandListing).count()).toBeGreaterThan(0);
        }
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
    }
  });
});
