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
import { eq } from 'drizzle-orm';
import { EMAIL_CODE_RESEND_COOLDOWN_SECONDS, SESSION_STORAGE_KEY } from '../../src/domain/constants';
import { emailCodes } from '../../server/db/schema';
import { findCompanyByEmail } from '../../server/services/accounts';
import { escapeRegExp, fieldByLabel } from '../support/browser';
import { createReadyCompany, uniqueEmail, verificationCodeFor } from '../support/browser-accounts';
import { parseMail } from '../support/mail';
import type { TestServer } from '../support/server';
import { PASSWORD, RETRY_LOAD, RETRY_LOAD_MS, TOKEN_PLACE } from './session-paths-model';
import { answersFor } from './session-paths-network';

export type Account = { email: string; password: string; first_name: string };
export type Accounts = Record<'ready', Account>;

/** The person at the keyboard: their page, the account they are using, and how the API will answer. */
export type Driver = { page: Page; t: TFunction; account: Account | null };

const field = fieldByLabel;

async function submit(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);

/** The steps and the checks of one language's walk, on the suite's app and with the accounts it made. */
export function sessionSteps(app: { readonly server: TestServer }, t: TFunction, accountsOf: () => Accounts) {
  const navigation = (page: Page) =>
    page.getByRole('complementary').getByRole('navigation', { name: t('shell:navigation') });
  /** Asks for a change of the account's e-mail address, as its settings do, and returns the mailed link. */
  async function emailChangeLink(
    account: Account,
    token: string | null,
  ): Promise<{ link: string; to: string }> {
    const to = uniqueEmail('changed');
    const answer = await app.server.gql(
      'mutation ($e: String!, $n: String!, $p: String!) { CompanyRequestToChangeEmail(email: $e, new_email: $n, password: $p) { status } }',
      { e: account.email, n: to, p: account.password },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const mail = parseMail(await app.server.lastMail(to, '/update/'));
    const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith('/update/'));
    if (!link) throw new Error(`No change-of-e-mail link in the mail to ${to}`);
    return { link, to };
  }

  /** The verification code's last sending, moved a minute back: as if the person had waited out the cooldown. */
  async function codeSentLongAgo(email: string) {
    const company = await findCompanyByEmail(app.server.app.services.db, email);
    await app.server.app.services.db
      .update(emailCodes)
      .set({ sent_at: new Date(Date.now() - (EMAIL_CODE_RESEND_COOLDOWN_SECONDS + 1) * 1000) })
      .where(eq(emailCodes.company_id, company!.id));
  }

  async function toLogIn(page: Page) {
    const path = new URL(page.url()).pathname;
    if (path === '/login') return;
    if (path.startsWith('/account/impersonate/'))
      await page.getByRole('link', { name: t('impersonation:logIn') }).click();
    else await page.getByRole('link', { name: t('signup:logIn') }).click();
  }

  /** The page opened as the walk starts: a visitor at the log-in page, or a returning user's kept session. */
  async function open(driver: Driver, returning: boolean, next: EventObject[]) {
    const { page } = driver;
    if (returning) {
      const company = await createReadyCompany(app.server, { first_name: 'Returning' });
      driver.account = company;
      // Logged out on another device while the browser was closed: the kept token is refused as the app starts.
      if (answersFor(next).CompanyData === 'revoke')
        await app.server.gql('mutation { CompanyLogout { status } }', {}, company.token);
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: SESSION_STORAGE_KEY,
        value: company.token,
      });
    }
    await page.goto(`${app.server.url}${returning ? '/' : '/login'}`);
  }

  async function perform(driver: Driver, event: EventObject, next: EventObject[]) {
    const accounts = accountsOf();
    const { page } = driver;
    switch (event.type) {
      case 'session.login': {
        const outcome = next[0] as { type: string; output?: { token: string } };
        const kind = TOKEN_PLACE[outcome.output?.token ?? ''] as 'ready' | 'onboarding' | undefined;
        // An account in the middle of onboarding is used up by finishing it: each path gets its own.
        const account = kind === 'onboarding' ? await createOnboardingCompany(app.server) : accounts.ready;
        driver.account = account;
        await toLogIn(page);
        await field(page, t('login:email')).fill(account.email);
        await field(page, t('login:password')).fill(kind ? account.password : 'Wrong-password-1');
        await submit(page, t('login:submit'));
        return;
      }
      case 'session.signup': {
        const fresh = next[0]?.type === 'xstate.done.actor.signup';
        const email = fresh ? uniqueEmail('paths') : accounts.ready.email;
        driver.account = { email, password: PASSWORD, first_name: 'Katherine' };
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
        const link = String(answer.body.link);
        driver.account = accounts.ready;
        // A link already used (by whoever had it first) is refused.
        if (next[0]?.type === 'xstate.error.actor.impersonation')
          await app.server.gql('mutation ($t: String!) { CompanyImpersonate(token: $t) { status } }', {
            t: new URL(link).pathname.split('/').pop(),
          });
        await page.goto(link);
        return;
      }
      case 'session.tokenChanged': {
        // The link in the mail to the new address, opened in this browser and confirmed with the old one.
        const signedIn = !new URL(page.url()).pathname.match(/^\/(login|signup)$/);
        const fresh = signedIn && driver.account ? null : await createReadyCompany(app.server);
        const account = fresh ?? driver.account!;
        const { link, to } = await emailChangeLink(account, fresh ? fresh.token : await storedToken(page));
        await page.goto(link);
        await field(page, t('updateEmail:oldEmail')).fill(account.email);
        await field(page, t('updateEmail:password')).fill(account.password);
        await submit(page, t('updateEmail:submit'));
        await page.getByRole('heading', { name: t('updateEmail:doneTitle'), level: 1 }).waitFor();
        account.email = to;
        driver.account = account;
        await page.getByRole('link', { name: t('updateEmail:toDashboard') }).click();
        return;
      }
      case 'session.verify':
        await field(page, t('verify:code')).fill('000000');
        await submit(page, t('verify:submit'));
        await page
          .getByText(t('errors:codes.CODE_INVALID'))
          .first()
          .waitFor({ state: 'visible', timeout: 20_000 });
        return;
      case 'session.resend': {
        // The person waits out the cooldown: the server's record of the last code and the page's clock move on.
        await codeSentLongAgo(driver.account!.email);
        await page.clock.fastForward((EMAIL_CODE_RESEND_COOLDOWN_SECONDS + 1) * 1000);
        await page.getByRole('button', { name: t('verify:resend'), exact: true }).click({ timeout: 20_000 });
        await page.getByText(t('verify:codeSent')).first().waitFor({ state: 'visible', timeout: 20_000 });
        return;
      }
      case 'xstate.done.actor.verification': {
        const code = await verificationCodeFor(app.server, driver.account!.email);
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
      case 'session.refresh': {
        // The profile saved in the settings: the session reads the account again.
        await navigation(page)
          .getByRole('link', { name: t('common:nav.settings') })
          .click();
        await field(page, t('account:profile.companyName')).fill('Paths Test Company');
        await submit(page, t('account:profile.submit'));
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
        // at the next call it makes: the one of the products screen, which the user opens meanwhile.
        await app.server.gql('mutation { CompanyLogout { status } }', {}, await storedToken(page));
        await Promise.race([
          navigation(page)
            .getByRole('link', { name: t('common:nav.products') })
            .click({ timeout: 20_000 })
            .catch(() => 'gone before the click'),
          page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 }),
        ]);
        return;
      }
      case 'session.retry':
        await page.getByRole('button', { name: t('errors:retry') }).click();
        return;
      case RETRY_LOAD.type:
        // Nobody acts: the session tries again by itself after its wait, which the page's clock moves past.
        await page.clock.fastForward(RETRY_LOAD_MS);
        return;
      default:
        // An answer of the API: nothing to do but wait for what it leads to.
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
    if (snapshot.matches({ loggedOut: { idle: 'linkRefused' } })) {
      await poll(pathname).toMatch(/^\/account\/impersonate\//);
      await poll(heading).toBe(t('impersonation:failedTitle'));
    } else if (snapshot.matches({ loggedOut: 'idle' })) {
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
      // The dashboard after signing in; the settings after saving the profile.
      await poll(pathname).toMatch(/^\/(account\/overview)?$/);
      await navigation(page).waitFor({ state: 'visible', timeout: 10_000 });
      if (snapshot.context.token === 'token-staff') await visible(t('common:impersonation.end'));
    } else if (snapshot.matches('unavailable')) {
      await visible(t('errors:unavailable'));
    }
  }

  return { open, perform, expectScreen };
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
