/**
 * Steps and settings shared by the "what a first real user ran into" suites (tests/e2e/first-user-*.test.ts): the
 * widths and languages they walk, how long they wait, the accounts they make (a second session, an unverified
 * newcomer, a product), the account's language, the notices region, and logging in through the form.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fieldByLabel, guestPageLive } from '../support/browser';
import { uniqueEmail } from '../support/browser-accounts';
import { createTestI18n } from '../support/i18n';
import type { TestServer } from '../support/server';
import { gqlOk } from '../support/catalog-api';

const eventuallyWithin =
  (timeout: number) =>
  <T>(read: () => T | Promise<T>) =>
    expect.poll(read, { timeout, interval: 50 });
export const eventually = eventuallyWithin(10_000);
/** The navigation points wait longer: their pages load whole lists and the screens' code on the way. */
export const eventuallyLonger = eventuallyWithin(15_000);
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

export const WIDTHS = [1280, 390] as const;
/** Each test walks several pages at two widths; the machine that runs them may be busy. */
export const SLOW_MS = 150_000;
export const SCREENSHOTS_MS = 400_000;
/** The navigation points walk more pages in each test. */
export const NAVIGATION_SLOW_MS = 180_000;
export const heightOf = (width: number) => (width > 1000 ? 800 : 844);

export const setLanguage = (server: TestServer, token: string, language: 'en' | 'es') =>
  gqlOk(
    server,
    'mutation($l: String!) { CompanyUpdateLanguage(language: $l) { language } }',
    { l: language },
    token,
  );

export const languageOf = async (server: TestServer, token: string) =>
  (
    await gqlOk<{ CompanyData: { language: string | null } }>(
      server,
      '{ CompanyData { language } }',
      {},
      token,
    )
  ).CompanyData.language;

/** Another session of the same account, as another device would open. */
export async function secondSession(server: TestServer, company: { email: string; password: string }) {
  const data = await gqlOk<{ CompanyLogin: { authorization: { token: string } } }>(
    server,
    'mutation($e: String!, $p: String!) { CompanyLogin(email: $e, password: $p) { authorization { token } } }',
    { e: company.email, p: company.password },
  );
  return data.CompanyLogin.authorization.token;
}

/** A signed-up, logged-in account whose address is not verified yet. */
export async function unverifiedCompany(server: TestServer) {
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

export const toasts = (page: Page) =>
  page.getByRole('region', { name: /^(Notifications|Notificaciones)$/ }).getByRole('status');

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const translate = { en: createTestI18n('en').t, es: createTestI18n('es').t };
/** Each language at the width where it went wrong first, and the other width for the other. */
export const LANGUAGE_WIDTHS = [
  ['en', 1280],
  ['es', 390],
] as const;

export async function productOf(server: TestServer, token: string, brandId: string, name: string) {
  await gqlOk(
    server,
    `mutation($b: ID!, $n: String!) { ProductCreate(brand_id: $b, name: $n, price: 8950,
      link: "https://northwind.example/pack", description: "A 30 litre pack", category: "apparel") { id } }`,
    { b: brandId, n: name },
    token,
  );
}

export const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

export async function logIn(page: Page, language: Language, email: string, password: string) {
  const t = translate[language];
  await guestPageLive(page);
  await fieldByLabel(page, t('login:email')).fill(email);
  await fieldByLabel(page, t('login:password')).fill(password);
  await page.getByRole('button', { name: t('login:submit'), exact: true }).click();
}
