/**
 * What the person does in the browser for each event of the session paths test (session.paths.test.ts), with the
 * network arranged for the answers the model expects next, and what they see in each settled state: the screen's
 * address, its heading, a refusal or the notice that they were logged out.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import type { TFunction } from 'i18next';
import type { SessionSnapshot } from '../../src/machines/session';
import { SESSION_STORAGE_KEY } from '../../src/domain/constants';
import { escapeRegExp, fieldByLabel } from '../support/browser';
import { uniqueEmail, verificationCodeFor } from '../support/browser-accounts';
import type { TestServer } from '../support/server';
import { PASSWORD, TOKEN_PLACE } from './session-paths-model';

export type Accounts = Record<'ready', { email: string; password: string; first_name: string }>;

/** The person at the keyboard: their page, the account they are using, and how the API will answer. */
export type Driver = { page: Page; t: TFunction; email: string | null };

async function dropCompanyData(page: Page, drop: boolean) {
  await page.unroute('**/graphql');
  if (!drop) return;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('"operationName":"CompanyData"') || body.includes('query CompanyData'))
      await route.abort();
    else await route.continue();
  });
}

const field = fieldByLabel;

async function submit(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

/** The steps and the checks of one language's walk, on the suite's app and with the accounts it made. */
export function sessionSteps(app: { readonly server: TestServer }, t: TFunction, accountsOf: () => Accounts) {
  async function perform(driver: Driver, event: EventObject, next: EventObject[]) {
    const accounts = accountsOf();
    const { page } = driver;
    // Before a person's action, arrange how the network will answer it.
    if (event.type.startsWith('session.')) {
      const dropped = next.some((item) => item.type === 'xstate.error.actor.loadCompany');
      await dropCompanyData(page, dropped);
    }
    switch (event.type) {
      case 'session.login': {
        const outcome = next[0] as { type: string; output?: { token: string } };
        const kind = TOKEN_PLACE[outcome.output?.token ?? ''] as 'ready' | 'onboarding' | undefined;
        // An account in the middle of onboarding is used up by finishing it: each path gets its own.
        const account = kind === 'onboarding' ? await createOnboardingCompany(app.server) : accounts.ready;
        driver.email = account.email;
        if (!page.url().endsWith('/login')) await page.getByRole('link', { name: t('signup:logIn') }).click();
        await field(page, t('login:email')).fill(account.email);
        await field(page, t('login:password')).fill(kind ? account.password : 'Wrong-password-1');
        await submit(page, t('login:submit'));
        return;
      }
      case 'session.signup': {
        const fresh = next[0]?.type === 'xstate.done.actor.signup';
        const email = fresh ? uniqueEmail('paths') : accounts.ready.email;
        driver.email = email;
        if (!page.url().endsWith('/signup'))
          await page.getByRole('link', { name: t('login:signUp') }).click();
        await field(page, t('signup:email')).fill(email);
        await field(page, t('signup:password')).fill(PASSWORD);
        await field(page, t('signup:confirmation')).fill(PASSWORD);
        await submit(page, t('signup:submit'));
        return;
      }
      case 'session.impersonate': {
        const answer = await app.server.staff('impersonate', { email: accounts.ready.email });
        driver.email = accounts.ready.email;
        await page.goto(String(answer.body.link));
        return;
      }
      case 'xstate.done.actor.verification': {
        // A mistyped code first: it is refused on the form; then the code that was mailed.
        await field(page, t('verify:code')).fill('000000');
        await submit(page, t('verify:submit'));
        await page
          .getByText(t('errors:codes.CODE_INVALID'))
          .first()
          .waitFor({ state: 'visible', timeout: 20_000 });
        const code = driver.email ? await verificationCodeFor(app.server, driver.email) : '000000';
        await field(page, t('verify:code')).fill(code);
        await submit(page, t('verify:submit'));
        return;
      }
      case 'session.aboutYou': {
        await field(page, t('aboutYou:company_name')).fill('Paths Test Company');
        await field(page, t('aboutYou:first_name')).fill('Katherine');
        await field(page, t('aboutYou:last_name')).fill('Johnson');
        // An American number: its country is chosen, as each language preselects its own (+34 in Spanish).
        await field(page, t('aboutYou:area_code')).selectOption('US');
        await field(page, t('aboutYou:phone')).fill('2025550143');
        await submit(page, t('aboutYou:submit'));
        return;
      }
      case 'session.logout': {
        const direct = page.getByRole('button', { name: t('common:logOut') });
        if (await direct.isVisible().catch(() => false)) {
          await direct.click();
        } else {
          const menu = new RegExp(`${escapeRegExp(t('shell:accountMenu'))}$`);
          await page.getByRole('button', { name: menu }).click();
          await page.getByRole('menuitem', { name: t('shell:logout') }).click();
        }
        return;
      }
      case 'session.unauthorized': {
        // The session is revoked elsewhere (as after a password change on another device). The app finds out
        // by itself when its live channel is refused, or at the next call it makes: the one of the products
        // screen, which the user opens meanwhile. Either way it ends on the log-in page.
        const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
        await app.server.gql('mutation { CompanyLogout { status } }', {}, token);
        const products = page
          .getByRole('complementary')
          .getByRole('navigation', { name: t('shell:navigation') })
          .getByRole('link', { name: t('common:nav.products') });
        await Promise.race([
          products.click({ timeout: 20_000 }).catch(() => 'gone before the click'),
          page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 }),
        ]);
        return;
      }
      case 'session.retry':
        await page.getByRole('button', { name: t('errors:retry') }).click();
        return;
      default:
        // An answer of the API or a timer: nothing to do but wait for what it leads to.
        return;
    }
  }

  /** What the user sees in a settled state: the screen's address and its heading. */
  async function expectScreen(page: Page, snapshot: SessionSnapshot, description: string) {
    const poll = <T>(read: () => T | Promise<T>) =>
      expect.poll(read, { message: description, timeout: 10_000 });
    const pathname = () => new URL(page.url()).pathname;
    const heading = () => page.getByRole('heading', { level: 1 }).first().textContent();
    const visible = (text: string) =>
      page.getByText(text).first().waitFor({ state: 'visible', timeout: 20_000 });
    if (snapshot.matches({ loggedOut: 'idle' })) {
      // Logged out by a revoked session, not by choice: the session's notice says why, on the screen.
      if (snapshot.context.loggedOutReason === 'expired')
        await page
          .getByRole('region', { name: t('common:notifications') })
          .getByRole('alert')
          .filter({ hasText: t('errors:loggedOut') })
          .waitFor({ state: 'visible', timeout: 10_000 });
      await poll(pathname).toMatch(/^\/(login|signup)$/);
      await poll(heading).toMatch(new RegExp(`^(${t('login:title')}|${t('signup:title')})$`));
      const code = snapshot.context.error?.code;
      if (code === 'INVALID_CREDENTIALS') await visible(t('errors:codes.INVALID_CREDENTIALS'));
      if (code === 'EMAIL_TAKEN') await visible(t('validation:emailTaken'));
    } else if (snapshot.matches({ signedIn: 'unverified' })) {
      await poll(pathname).toBe('/verify');
      await poll(heading).toBe(t('verify:title'));
    } else if (snapshot.matches({ signedIn: 'onboarding' })) {
      await poll(pathname).toBe('/about-you');
      await poll(heading).toBe(t('aboutYou:title'));
    } else if (snapshot.matches({ signedIn: 'ready' })) {
      await poll(pathname).toBe('/');
      await page.getByRole('navigation').first().waitFor({ state: 'visible', timeout: 10_000 });
      if (snapshot.context.token === 'token-staff') await visible(t('common:impersonation.end'));
    } else if (snapshot.matches('unavailable')) {
      await visible(t('errors:unavailable'));
    }
  }

  return { perform, expectScreen };
}

/** A company that has verified its address but not finished the about-you step. */
export async function createOnboardingCompany(server: TestServer) {
  const email = uniqueEmail('onboarding');
  await server.gql(
    'mutation ($e: String!, $p: String!) { CompanyCreate(email: $e, password: $p) { status } }',
    {
      e: email,
      p: PASSWORD,
    },
  );
  const login = await server.gql<{ CompanyLogin: { authorization: { token: string } } }>(
    'mutation ($e: String!, $p: String!) { CompanyLogin(email: $e, password: $p) { authorization { token } } }',
    { e: email, p: PASSWORD },
  );
  const token = login.data?.CompanyLogin.authorization.token ?? null;
  const code = await verificationCodeFor(server, email);
  await server.gql(
    'mutation ($c: String!) { CompanyEmailVerificationByCode(email_validation_code: $c) { status } }',
    { c: code },
    token,
  );
  return { email, password: PASSWORD, first_name: 'Onboarding' };
}
