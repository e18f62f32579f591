/**
 * The session model, second run (issue 3): the same session machine's model drives the real app in headless
 * Chromium, along the shortest path to every state, in English and in Spanish.
 *
 * The model's events are restricted to what a person can make happen: each user event is carried out in the
 * browser (fill a form, click), and the answers the model expects next (a call that succeeds or fails, a
 * session revoked elsewhere, the API unreachable) are arranged before it: the right or a wrong password, a
 * fresh or a taken address, a revoked token, a network that drops /graphql. After every step that leaves the
 * session settled, the test checks what the user sees.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import type { TFunction } from 'i18next';
import { sessionMachine, placeOf, type Company, type SessionSnapshot } from '../../src/machines/session';
import { accountStage } from '../../src/domain/account';
import { ApiError } from '../../src/domain/api-error';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../src/domain/constants';
import { createMachineTestModel } from '../support/model';
import {
  appInBrowser,
  describeInBrowser,
  escapeRegExp,
  fieldByLabel,
  newPage,
  screenshot,
} from '../support/browser';
import { createReadyCompany, uniqueEmail, verificationCodeFor } from '../support/browser-accounts';
import { createTestI18n } from '../support/i18n';
import type { TestServer } from '../support/server';

type Kind = 'ready' | 'onboarding' | 'unverified';
const PASSWORD = 'Sunflower-Fields-42';

/** The account fields of each stage, found by the domain's own rule (accountStage), not written here again. */
const STAGE_FIELDS = [false, true].flatMap((has_verified_email) =>
  [0, 1].map((onboard_position) => ({ has_verified_email, onboard_position })),
);
const company = (place: Kind | 'staff'): Company => {
  const stage: Kind = place === 'staff' ? 'ready' : place;
  const fields = STAGE_FIELDS.find((candidate) => accountStage(candidate) === stage);
  return { ...fields, impersonated: place === 'staff' } as Company;
};

const TOKEN_PLACE: Record<string, Kind | 'staff'> = {
  'token-ready': 'ready',
  'token-onboarding': 'onboarding',
  'token-unverified': 'unverified',
  'token-signup': 'unverified',
  'token-staff': 'staff',
};
const wrongPassword = new ApiError('refused', 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
const emailTaken = new ApiError('refused', 'E-mail taken', {
  code: 'EMAIL_TAKEN',
  fields: { email: { code: 'emailTaken' } },
});
const offline = new ApiError('network', 'Failed to fetch');
const done = (id: string, output?: unknown): AnyEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): AnyEvent => ({ type: `xstate.error.actor.${id}`, error });

/** The next place after a successful verification or about-you step. */
const NEXT: Record<string, Kind> = { unverified: 'onboarding', onboarding: 'ready', ready: 'ready' };

/** What a person can make happen in each state (and the answers the app can get). */
type AnyEvent = EventObject & Record<string, unknown>;

function browserEvents(snapshot: SessionSnapshot): AnyEvent[] {
  const token = snapshot.context.token ?? '';
  const place = placeOf(snapshot);
  if (snapshot.matches({ loggedOut: 'idle' })) {
    return [
      { type: 'session.login', email: 'account', password: PASSWORD },
      { type: 'session.signup', email: 'new', password: PASSWORD },
      { type: 'session.impersonate', linkToken: 'link' },
    ];
  }
  if (snapshot.matches({ loggedOut: 'loggingIn' })) {
    return [
      done('login', { token: 'token-ready' }),
      done('login', { token: 'token-onboarding' }),
      failed('login', wrongPassword),
    ];
  }
  if (snapshot.matches({ loggedOut: 'signingUp' }))
    return [done('signup', { token: 'token-signup' }), failed('signup', emailTaken)];
  // The staff link's flow (a child machine): its exchange answers with a session, then it ends.
  if (snapshot.matches('impersonating'))
    return snapshot.context.token
      ? [done('impersonation')]
      : [{ type: 'session.staffToken', token: 'token-staff' }];
  if (snapshot.matches('loading')) {
    const events = [done('loadCompany', company(TOKEN_PLACE[token] ?? 'ready'))];
    if (token === 'token-onboarding') events.push(failed('loadCompany', offline));
    return events;
  }
  if (snapshot.matches('unavailable')) return [{ type: 'session.retry' }];
  // The verification flow (a child machine) ends when the right code is typed.
  if (snapshot.matches({ signedIn: 'unverified' })) return [done('verification'), { type: 'session.logout' }];
  if (snapshot.matches({ signedIn: { onboarding: 'idle' } })) {
    return [{ type: 'session.aboutYou', values: {} }];
  }
  if (snapshot.matches({ signedIn: { onboarding: 'submitting' } })) return [done('submitAboutYou')];
  if (snapshot.matches({ signedIn: 'reloading' })) {
    const now = snapshot.context.company;
    const current: Kind = now ? accountStage(now) : 'unverified';
    return [done('reloadCompany', company(NEXT[current] ?? 'ready'))];
  }
  if (snapshot.matches({ signedIn: 'ready' }))
    return [{ type: 'session.logout' }, { type: 'session.unauthorized' }];
  if (snapshot.matches('loggingOut')) return [done('logout')];
  if (place === 'pending') return [];
  return [];
}

/** A state as the person experiences it: where they are, as whom, and what went wrong last. */
const serialize = (snapshot: SessionSnapshot) =>
  [
    JSON.stringify(snapshot.value),
    snapshot.context.token ?? '-',
    snapshot.context.company ? placeOf({ ...snapshot, hasTag: () => false }) : '-',
    snapshot.context.error?.code ?? '-',
    snapshot.context.loggedOutReason ?? '-',
  ].join(' ');

/** Settled states, where the user sees a screen of their own (not a spinner). */
const settled = (snapshot: SessionSnapshot) =>
  snapshot.matches({ loggedOut: 'idle' }) ||
  snapshot.matches({ signedIn: 'unverified' }) ||
  snapshot.matches({ signedIn: { onboarding: 'idle' } }) ||
  snapshot.matches({ signedIn: 'ready' }) ||
  snapshot.matches('unavailable');

const model = createMachineTestModel(sessionMachine, {
  events: (snapshot) => browserEvents(snapshot as SessionSnapshot) as never,
  serializeState: (snapshot) => serialize(snapshot as SessionSnapshot) as never,
  input: { token: null },
});
// Every shortest path, also those that are the beginning of a longer one (xstate/graph drops those by default).
const paths = model
  .getShortestPaths({ allowDuplicatePaths: true })
  .filter((path) => settled(path.state as SessionSnapshot))
  .sort((a, b) => b.steps.length - a.steps.length);

type Accounts = Record<'ready', { email: string; password: string; first_name: string }>;

/** The person at the keyboard: their page, the account they are using, and how the API will answer. */
type Driver = { page: Page; t: TFunction; email: string | null };

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

function describePaths(language: 'en' | 'es') {
  describeInBrowser(`session paths in the browser (${language})`, () => {
    const app = appInBrowser();
    let accounts: Accounts;
    const t = createTestI18n(language).t;

    beforeAll(async () => {
      accounts = { ready: await createReadyCompany(app.server, { first_name: 'Grace' }) };
    });

    async function perform(driver: Driver, event: EventObject, next: EventObject[]) {
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
          if (!page.url().endsWith('/login'))
            await page.getByRole('link', { name: t('signup:logIn') }).click();
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

    it(`walks the shortest path to each of the ${paths.length} settled states`, async () => {
      expect(paths.length).toBeGreaterThanOrEqual(5);
      for (const path of paths) {
        const page = await newPage(app.browser);
        const driver: Driver = { page, t, email: null };
        await page.goto(`${app.server.url}/healthz`);
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
          key: LANGUAGE_STORAGE_KEY,
          value: language,
        });
        await page.goto(`${app.server.url}/login`);
        try {
          for (const [index, step] of path.steps.entries()) {
            if (index > 0) {
              // The answers the model expects before the person's next action.
              const upcoming = path.steps.slice(index + 1).map((item) => item.event as EventObject);
              const nextAction = upcoming.findIndex((item) => item.type.startsWith('session.'));
              const answers = nextAction === -1 ? upcoming : upcoming.slice(0, nextAction);
              await perform(driver, step.event as EventObject, answers);
            }
            const state = step.state as SessionSnapshot;
            if (settled(state)) await expectScreen(page, state, `${path.description} @ step ${index}`);
          }
        } catch (error) {
          await screenshot(page, `paths-${language}-failed`);
          throw error;
        }
        expect(page.errors, path.description).toEqual([]);
        await screenshot(page, `paths-${language}-${serialize(path.state as SessionSnapshot)}`);
        await page.context().close();
      }
    });
  });
}

/** A company that has verified its address but not finished the about-you step. */
async function createOnboardingCompany(server: TestServer) {
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

describePaths('en');
describePaths('es');
