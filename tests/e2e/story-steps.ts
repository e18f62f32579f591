/**
 * Steps of the product's whole story walked by clicking (tests/e2e/story.test.ts): the page's one address typed
 * (`page.goto`, counted so the test can prove it was the only one), a numbered screenshot of each step, the main
 * navigation, and the first screens a new brand goes through: sign-up with the mailed code, the about-you step,
 * a brand, a product, a card and a top-up of the wallet.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, escapeRegExp, fieldByLabel, guestPageLive, navigate } from '../support/browser';
import { verificationCodeFor } from '../support/browser-accounts';
import { messagesOf } from '../support/i18n';
import type { TestServer } from '../support/server';
import { translate, type Language } from './first-user-steps';

export const eventually = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 20_000, interval: 100, message });
/** Intl writes a no-break space between an amount and its currency in some languages: compared as a space. */
export const spaced = (text: string | null | undefined): string => (text ?? '').replace(/\s/gu, ' ');
/** The constant start of a text with {{values}}, to find an element whose name holds it. */
export const startOf = (text: string) => new RegExp(`^${escapeRegExp(text.split('{{')[0]!)}`);
export const pathname = (page: Page) => new URL(page.url()).pathname;

export type Walk = {
  page: Page & { errors: string[] };
  server: TestServer;
  language: Language;
  width: number;
  t: (key: string, values?: Record<string, unknown>) => string;
  /** A message as written, its {{values}} in place (to match the constant part of a name). */
  raw: (key: string) => string;
  /** Takes the step's screenshot; returns its file. */
  shot: (name: string) => Promise<string>;
  /** Follows a link of the main navigation (the drawer's on a phone). */
  go: (navKey: string) => Promise<void>;
  /** How many times the test typed an address (`page.goto`) or reloaded the page. */
  typedAddresses: () => number;
  shots: string[];
};

/**
 * The walk's page: `page.goto` counted, screenshots numbered in <tmp>/story/<language>-<width>/, and the main
 * navigation followed as a person would at the page's width.
 */
export async function startWalk(
  page: Page & { errors: string[] },
  server: TestServer,
  language: Language,
  width: number,
): Promise<Walk> {
  const dir = path.join(tmpdir(), 'story', `${language}-${width}`);
  await mkdir(dir, { recursive: true });
  let gotos = 0;
  const goto = page.goto.bind(page);
  page.goto = (...args: Parameters<Page['goto']>) => {
    gotos += 1;
    return goto(...args);
  };
  // A reload is an address typed again: counted with them.
  const reload = page.reload.bind(page);
  page.reload = (...args: Parameters<Page['reload']>) => {
    gotos += 1;
    return reload(...args);
  };
  const t = (key: string, values?: Record<string, unknown>) => translate[language](key, values);
  const raw = (key: string) => {
    const [namespace, name] = key.split(':') as [string, string];
    const found = name
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)[part],
        messagesOf(language, namespace),
      );
    if (typeof found !== 'string') throw new Error(`No message ${key} in ${language}`);
    return found;
  };
  const shots: string[] = [];
  const shell = { openMenu: t('shell:openMenu'), navigation: t('shell:navigation') };
  return {
    page,
    server,
    language,
    width,
    t,
    raw,
    shots,
    typedAddresses: () => gotos,
    async shot(name) {
      const file = path.join(dir, `${String(shots.length + 1).padStart(2, '0')}-${name}.png`);
      await page.evaluate(async () => {
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      // A dialog closing or a notice coming in is shot where it comes to rest.
      await animationsDone(page);
      await page.screenshot({ path: file, fullPage: true });
      shots.push(file);
      return file;
    },
    async go(navKey) {
      await navigate(page, shell, t(`common:nav.${navKey}`), width);
    },
  };
}

/** Sign-up, the code from the mail, and the about-you step, ending on the Dashboard with the user's name. */
export async function signUp(walk: Walk, email: string, password: string) {
  const { page, t } = walk;
  await page.goto(`${walk.server.url}/signup`);
  await guestPageLive(page);
  await page.getByRole('heading', { name: t('signup:title'), level: 1 }).waitFor();
  await fieldByLabel(page, t('signup:email')).fill(email);
  await fieldByLabel(page, t('signup:password')).fill(password);
  await fieldByLabel(page, t('signup:confirmation')).fill(password);
  await walk.shot('signup');
  await page.getByRole('button', { name: t('signup:submit'), exact: true }).click();

  await page.getByRole('heading', { name: t('verify:title'), level: 1 }).waitFor();
  await eventually(() => pathname(page)).toBe('/verify');
  await fieldByLabel(page, t('verify:code')).fill(await verificationCodeFor(walk.server, email));
  await walk.shot('verify');
  await page.getByRole('button', { name: t('verify:submit'), exact: true }).click();

  await page.getByRole('heading', { name: t('aboutYou:title'), level: 1 }).waitFor();
  await fieldByLabel(page, t('aboutYou:company_name')).fill('Morning Light Studio');
  await fieldByLabel(page, t('aboutYou:first_name')).fill('Grace');
  await fieldByLabel(page, t('aboutYou:last_name')).fill('Hopper');
  await fieldByLabel(page, t('aboutYou:area_code')).selectOption('US');
  await fieldByLabel(page, t('aboutYou:phone')).fill('2025550143');
  await walk.shot('about-you');
  await page.getByRole('button', { name: t('aboutYou:submit'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /Grace/ }).waitFor();
  await eventually(() => pathname(page)).toBe('/');
  await walk.shot('dashboard');
}

/** A brand from BrandListing, then a product of it from Products. */
export async function brandAndProduct(walk: Walk, brand: string, product: string) {
  const { page, t } = walk;
  await walk.go('brandListing');
  await page.getByRole('button', { name: t('brands:empty.action') }).click();
  const brandDialog = page.getByRole('dialog', { name: t('brands:form.createTitle') });
  await brandDialog.getByLabel(t('brands:form.name')).fill(brand);
  await brandDialog.getByLabel(t('brands:form.description')).fill('Clean skincare for sensitive skin');
  await brandDialog.getByRole('button', { name: t('brands:form.create') }).click();
  await eventually(() => page.getByRole('heading', { name: brand }).isVisible()).toBe(true);
  await eventually(() => page.getByRole('dialog').count()).toBe(0);
  await walk.shot('brand');

  await walk.go('products');
  await eventually(() => pathname(page)).toBe('/products');
  await page.getByRole('button', { name: t('products:empty.action') }).click();
  const productDialog = page.getByRole('dialog', { name: t('products:form.createTitle') });
  await productDialog.getByLabel(t('products:form.name')).fill(product);
  await productDialog.getByLabel(t('products:form.brand')).selectOption({ label: brand });
  await productDialog.getByLabel(t('products:form.category')).selectOption('beauty');
  await productDialog.getByLabel(t('products:form.price')).fill(walk.language === 'es' ? '25,00' : '25.00');
  await productDialog.getByLabel(t('products:form.link')).fill('https://lumen.example/serum');
  await productDialog.getByLabel(t('products:form.description')).fill('A serum for every morning');
  await productDialog.getByRole('button', { name: t('products:form.create') }).click();
  await eventually(() => page.getByRole('link', { name: product }).isVisible()).toBe(true);
  await walk.shot('product');
}

/** A card saved in PaymentMethods, then the wallet topped up by it: the balance shows the amount. */
export async function topUpByCard(walk: Walk, amount: { typed: string; shown: string }) {
  const { page, t } = walk;
  await walk.go('paymentMethods');
  await page.getByRole('heading', { name: t('money:paymentMethods.empty.title') }).waitFor();
  await page
    .getByRole('button', { name: t('money:paymentMethods.add') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t('money:paymentMethods.form.title') });
  const field = (key: string) => fieldByLabel(dialog, t(`money:paymentMethods.form.${key}`));
  await field('number').fill('4242 4242 4242 4242');
  await field('expiry').fill(`12/${String((new Date().getFullYear() + 3) % 100)}`);
  await field('cvc').fill('123');
  await field('cardholder').fill('Grace Hopper');
  await field('addressName').fill('Head office');
  await field('address').fill('12 Baker Street');
  await field('city').fill('Austin');
  await field('state').fill('TX');
  await field('country').fill('US');
  await field('zip').fill('78701');
  await dialog.getByRole('button', { name: t('money:paymentMethods.form.save') }).click();
  await eventually(() => page.getByText('Visa •••• 4242').isVisible()).toBe(true);
  await walk.shot('card');

  await walk.go('wallet');
  await fieldByLabel(page, t('money:wallet.topUp.amount')).fill(amount.typed);
  const pay = page.getByRole('button', { name: startOf(walk.raw('money:wallet.topUp.pay')) });
  await eventually(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await eventually(async () => spaced(await page.getByTestId('wallet-balance').textContent())).toBe(
    spaced(amount.shown),
  );
  await walk.shot('wallet');
}
