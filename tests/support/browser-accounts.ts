/**
 * Accounts for the browser tests (tests/e2e, tests/paths): a unique address, the mailed verification code, a
 * company made ready through the API as the onboarding would, and a browser page signed in as it.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../src/domain/constants';
import type { TestServer } from './server';
import { parseMail } from './mail';

export type ReadyCompany = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  company_name: string;
  token: string;
};

const CREATE = `mutation CompanyCreate($email: String!, $password: String!) {
  CompanyCreate(email: $email, password: $password) { status message } }`;
const LOGIN = `mutation CompanyLogin($email: String!, $password: String!) {
  CompanyLogin(email: $email, password: $password) { status authorization { token type expires_in } } }`;
const VERIFY = `mutation CompanyEmailVerificationByCode($email_validation_code: String!) {
  CompanyEmailVerificationByCode(email_validation_code: $email_validation_code) { status message } }`;
const ONBOARD = `mutation CompanyOnboardPositionOne($company_name: String!, $first_name: String!,
  $last_name: String!, $phone: String!, $area_code: String!) {
  CompanyOnboardPositionOne(company_name: $company_name, first_name: $first_name, last_name: $last_name,
    phone: $phone, area_code: $area_code) { status message } }`;

/** A unique address for one test, so tests never share an account. */
export const uniqueEmail = (prefix = 'brand'): string =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** The 6-digit verification code of the newest mail to `email`. */
export async function verificationCodeFor(server: TestServer, email: string): Promise<string> {
  const mail = parseMail(await server.lastMail(email));
  if (!mail.code) throw new Error(`No 6-digit code in the mail to ${email}:\n${mail.text}`);
  return mail.code;
}

function expectOk<T>(what: string, answer: { status: number; data: T | null; errors?: unknown }): T {
  if (answer.status !== 200 || !answer.data || answer.errors) {
    throw new Error(`${what} failed: HTTP ${answer.status} ${JSON.stringify(answer.errors ?? answer.data)}`);
  }
  return answer.data;
}

/**
 * A company that has signed up, verified its address and finished the about-you step, made through the API as
 * the web app would. Returns its credentials and a session token.
 */
export async function createReadyCompany(
  server: TestServer,
  options: Partial<Omit<ReadyCompany, 'token'>> = {},
): Promise<ReadyCompany> {
  const company = {
    email: options.email ?? uniqueEmail(),
    password: options.password ?? 'Sunflower-Fields-42',
    first_name: options.first_name ?? 'Ada',
    last_name: options.last_name ?? 'Lovelace',
    company_name: options.company_name ?? 'Analytical Engines',
  };
  const created = expectOk(
    'CompanyCreate',
    await server.gql<{ CompanyCreate: { status: boolean; message: string } }>(CREATE, {
      email: company.email,
      password: company.password,
    }),
  );
  if (!created.CompanyCreate.status) throw new Error(`CompanyCreate: ${created.CompanyCreate.message}`);
  const login = expectOk(
    'CompanyLogin',
    await server.gql<{ CompanyLogin: { status: boolean; authorization: { token: string } | null } }>(LOGIN, {
      email: company.email,
      password: company.password,
    }),
  );
  const token = login.CompanyLogin.authorization?.token;
  if (!token) throw new Error('CompanyLogin returned no token');
  const code = await verificationCodeFor(server, company.email);
  const verified = expectOk(
    'CompanyEmailVerificationByCode',
    await server.gql<{ CompanyEmailVerificationByCode: { status: boolean; message: string } }>(
      VERIFY,
      { email_validation_code: code },
      token,
    ),
  );
  if (!verified.CompanyEmailVerificationByCode.status) {
    throw new Error(`CompanyEmailVerificationByCode: ${verified.CompanyEmailVerificationByCode.message}`);
  }
  const onboarded = expectOk(
    'CompanyOnboardPositionOne',
    await server.gql<{ CompanyOnboardPositionOne: { status: boolean; message: string } }>(
      ONBOARD,
      {
        company_name: company.company_name,
        first_name: company.first_name,
        last_name: company.last_name,
        phone: '2025550143',
        area_code: '+1',
      },
      token,
    ),
  );
  if (!onboarded.CompanyOnboardPositionOne.status) {
    throw new Error(`CompanyOnboardPositionOne: ${onboarded.CompanyOnboardPositionOne.message}`);
  }
  return { ...company, token };
}

/**
 * Opens the app at `route` as the web app itself would find its local storage: signed in with `token` (under
 * SESSION_STORAGE_KEY; null for signed out) and, when given, in `language`. The storage is written from
 * /healthz, a page of the same origin that does not start the app, so the app boots once, already set.
 * The app shows a signed-in account in the account's own language, so that is set to `language` too (a staff
 * session cannot change it, and keeps the account's).
 */
export async function signInBrowser(
  page: Page,
  server: TestServer,
  token: string | null,
  route = '/',
  language?: 'en' | 'es',
): Promise<void> {
  if (token && language) {
    await server.gql(
      'mutation($language: String!) { CompanyUpdateLanguage(language: $language) { language } }',
      { language },
      token,
    );
  }
  await page.goto(`${server.url}/healthz`);
  await page.evaluate(
    ({ sessionKey, sessionToken, languageKey, chosen }) => {
      window.localStorage.clear();
      if (sessionToken) window.localStorage.setItem(sessionKey, sessionToken);
      if (chosen) window.localStorage.setItem(languageKey, chosen);
    },
    {
      sessionKey: SESSION_STORAGE_KEY,
      sessionToken: token,
      languageKey: LANGUAGE_STORAGE_KEY,
      chosen: language,
    },
  );
  await page.goto(`${server.url}${route}`);
}
