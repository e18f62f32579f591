/**
 * Model-based test of the session and onboarding flow through the app's own routes (AppRoutes) in jsdom:
 * every edge of the session machine's graph is played as the user would (typing and submitting the log-in,
 * sign-up, verification and about-you forms, opening a staff link, logging out from the account menu) or as
 * the world would (a call answering, the API answering 401, time passing), and after every step the state gets
 * its assertion on what the user sees: the heading of the screen the guards lead to, the busy button, the
 * refusal, the loading overlay, the "unavailable" page, and whether a session is remembered in the browser.
 *
 * The two children run for real: the unverified account's verification flow ends when the user asks for a new
 * code and then types the right one; the staff link's flow ends once its exchange answered and its wait passed.
 * Two walks start the app without and with a stored token; together they take every transition of the session
 * machine.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createActor, type EventObject } from 'xstate';
import { sessionMachine, type Company, type SessionSnapshot } from '../../src/machines/session';
import { sessionWith } from '../../src/machines/session-calls';
import { accountStage, type AccountStage } from '../../src/domain/account';
import { ApiError } from '../../src/domain/api-error';
import { IMPERSONATION_RELOAD_DELAY_MS } from '../../src/domain/constants';
import { showSessionNotices, tokenStorage } from '../../src/app/actors/session';
import { AppRoutes } from '../../src/app/routes';
import { ToastViewport } from '../../src/app/toast-viewport';
import type { SessionActor } from '../../src/screens/shared/app-context';
import { aCompany, fakeSession, renderScreen } from '../support/render-app';
import { screenModel } from '../support/screen-model';

/** An account at each stage, made by the domain's own rule (accountStage) rather than by hand. */
const STAGE_FIELDS: Array<Pick<Company, 'has_verified_email' | 'onboard_position'>> = [
  { has_verified_email: false, onboard_position: 0 },
  { has_verified_email: true, onboard_position: 0 },
  { has_verified_email: true, onboard_position: 1 },
];
const companyAt = (stage: AccountStage): Company => {
  const fields = STAGE_FIELDS.find((candidate) => accountStage(candidate) === stage);
  if (!fields) throw new Error(`no account at the stage ${stage}`);
  return aCompany(fields);
};
const STAGES: AccountStage[] = ['unverified', 'onboarding', 'ready'];
/** Where a successful verification or about-you step leads, and a refresh keeps a ready account. */
const NEXT: Record<AccountStage, AccountStage> = {
  unverified: 'onboarding',
  onboarding: 'ready',
  ready: 'ready',
};

const unauthorized = new ApiError('unauthorized', 'Unauthorized', { status: 401 });
const offline = new ApiError('network', 'Failed to fetch');
const wrongPassword = new ApiError('refused', 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
const emailTaken = new ApiError('input', 'E-mail taken', { fields: { email: { code: 'emailTaken' } } });
const phoneRefused = new ApiError('input', 'bad', { fields: { phone: { code: 'phoneDigits' } } });
const linkUsed = new ApiError('refused', 'used', { code: 'LINK_INVALID' });
const PASSWORD = 'Correct-horse1';
const LOGGED_OUT = 'You have been logged out to protect your account, please login again.';

type Calls = { settle: (id: string, how: 'resolve' | 'reject', value: unknown) => void };
type Ui = Calls & { session: SessionActor; navigate: (path: string) => void; expiries: () => number };

const stageOf = (snapshot: SessionSnapshot) =>
  snapshot.context.company ? accountStage(snapshot.context.company) : null;

const LONG = { timeout: 5000 };
const heading = (name: string | RegExp) => screen.findByRole('heading', { name, level: 1 }, LONG);
const busyButton = async (name: string) => {
  const button = (await screen.findByRole('button', { name }, LONG)) as HTMLButtonElement;
  expect(button.getAttribute('aria-busy') === 'true' || button.disabled).toBe(true);
};
/** The guards wait for the session: the loading overlay, no screen of a place. */
const waiting = async () => {
  const label = await screen.findByText('Loading…', {}, LONG);
  expect(label.closest('[aria-busy="true"]')).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
};
/** A session is remembered in the browser exactly when the flow holds one. */
const remembers = (snapshot: SessionSnapshot) =>
  expect(Boolean(tokenStorage.read())).toBe(Boolean(snapshot.context.token));
/** The signed-in shell: its account menu (in the sidebar and the top bar). */
const accountMenu = async () => (await screen.findAllByRole('button', { name: /Account menu$/ }, LONG))[0]!;

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}
const flush = async () => {
  for (let turn = 0; turn < 8; turn += 1) await Promise.resolve();
};

/** What the user can do, or the world can answer, in each state. */
function userEvents(snapshot: SessionSnapshot): EventObject[] {
  if (snapshot.matches({ loggedOut: 'idle' })) {
    const events: EventObject[] = [
      { type: 'session.login', email: 'ada@example.com', password: PASSWORD } as EventObject,
      { type: 'session.signup', email: 'ada@example.com', password: PASSWORD } as EventObject,
    ];
    // A staff link or a change-of-e-mail link, opened on a fresh visit.
    if (snapshot.context.lastCall === null)
      events.push(
        { type: 'session.impersonate', linkToken: 'link-token' } as EventObject,
        { type: 'session.tokenChanged', token: 'token-changed' } as EventObject,
      );
    return events;
  }
  if (snapshot.matches('unavailable')) return [{ type: 'session.retry' }, { type: 'session.logout' }];
  if (snapshot.matches('impersonating') && !snapshot.context.token)
    return [{ type: 'session.staffToken', token: 'token-staff' } as EventObject];
  if (snapshot.matches({ signedIn: 'unverified' })) return [{ type: 'session.logout' }];
  if (snapshot.matches({ signedIn: { onboarding: 'idle' } })) return [{ type: 'session.aboutYou' }];
  if (snapshot.matches({ signedIn: 'ready' }))
    return [
      { type: 'session.logout' },
      { type: 'session.refresh' },
      { type: 'session.unauthorized' },
      { type: 'session.tokenChanged', token: 'token-changed' } as EventObject,
    ];
  return [];
}

/** The log-in or sign-up form, with the refusal of its own call when there was one. */
/** The screen's own alert, not a toast's (the notices region is a section beside the screen). */
const formAlert = () => screen.queryAllByRole('alert').find((alert) => !alert.closest('section'));

async function guestForm(snapshot: SessionSnapshot) {
  const { error, lastCall } = snapshot.context;
  if (lastCall === 'signup') {
    await heading('Create your account');
    if (error) expect(screen.getByText('An account with this e-mail already exists')).toBeTruthy();
    return;
  }
  await heading('Log in');
  if (error && lastCall === 'login')
    expect(formAlert()?.textContent).toContain('The e-mail or password is not correct.');
  else expect(formAlert()).toBeUndefined();
}

const covered = new Set<string>();

function sessionModel(token: string | null) {
  return screenModel<typeof sessionMachine, Ui>({
    machine: sessionMachine,
    input: { token },
    covered,
    delays: { retryLoad: 5000 },
    userEvents,
    answers: {
      loadCompany: {
        // A new account is unverified; a staff session or a changed e-mail address is a ready account.
        outputs: (snapshot) =>
          snapshot.context.token === 'token-signup'
            ? [companyAt('unverified')]
            : ['token-staff', 'token-changed'].includes(snapshot.context.token ?? '')
              ? [companyAt('ready')]
              : STAGES.map(companyAt),
        errors: [unauthorized, offline],
      },
      reloadCompany: {
        outputs: (snapshot) => [companyAt(NEXT[stageOf(snapshot) ?? 'ready'])],
        errors: [unauthorized, offline],
      },
      login: { outputs: () => [{ token: 'token-login' }], errors: [wrongPassword] },
      signup: { outputs: () => [{ token: 'token-signup' }], errors: [emailTaken] },
      submitAboutYou: { outputs: () => [undefined], errors: [phoneRefused] },
      logout: { outputs: () => [undefined], errors: [offline] },
      // The children end by their own steps (see the actions below).
      verification: { outputs: () => [undefined], errors: [] },
      impersonation: {
        outputs: (snapshot) => (snapshot.context.token ? [undefined] : []),
        errors: (snapshot) => (snapshot.context.token ? [] : [linkUsed]),
      },
    },
    // What the screens show: where the user is, whether a session is held, the account's stage while signed in,
    // a refusal on the logged-out forms, and why the user was logged out.
    serialize: (snapshot) => {
      const loggedOut = snapshot.matches('loggedOut') || snapshot.matches({ signedIn: 'onboarding' });
      return JSON.stringify([
        snapshot.value,
        Boolean(snapshot.context.token),
        snapshot.matches('signedIn') ? stageOf(snapshot) : null,
        loggedOut ? snapshot.context.lastCall : null,
        loggedOut ? (snapshot.context.error?.code ?? snapshot.context.error?.kind ?? null) : null,
        // Logged out by a refused session: the log-out notice is on the screen.
        snapshot.matches('loggedOut') ? snapshot.context.loggedOutReason : null,
      ]);
    },
    render: ({ call, inspect, settle }) => {
      localStorage.clear();
      if (token) tokenStorage.write(token);
      const machine = sessionWith(
        {
          loadCompany: call as never,
          login: call as never,
          signup: call as never,
          submitAboutYou: call as never,
          logout: call as never,
          verifyCode: call as never,
          resendCode: call as never,
          impersonate: call as never,
        },
        { saveToken: tokenStorage.write, forgetToken: tokenStorage.clear },
      );
      const session = createActor(machine, { input: { token }, inspect }).start();
      const view = renderScreen(
        <>
          <AppRoutes />
          <ToastViewport />
        </>,
        { session, path: token ? '/' : '/login' },
      );
      const notices = showSessionNotices(session, view.toasts, (key) => view.i18n.t(key));
      let expiries = 0;
      session.on('session.expired', () => (expiries += 1));
      return {
        ui: { session, settle, navigate: (path) => view.location.navigate(path), expiries: () => expiries },
        unmount: () => {
          notices.unsubscribe();
          view.unmount();
        },
      };
    },
    actions: {
      'session.login': async ({ navigate }) => {
        navigate('/login');
        await heading('Log in');
        type(/^E-mail/, 'ada@example.com');
        type(/^Password/, PASSWORD);
        fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      },
      'session.signup': async ({ navigate }) => {
        navigate('/signup');
        await heading('Create your account');
        type(/^E-mail/, 'ada@example.com');
        type(/^Password/, PASSWORD);
        type(/^Confirm password/, PASSWORD);
        fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      },
      // A staff member opens the link made for them.
      'session.impersonate': ({ navigate }) => navigate('/account/impersonate/link-token'),
      'session.staffToken': ({ settle }) => settle('impersonate', 'resolve', { token: 'token-staff' }),
      'xstate.error.actor.impersonation': ({ settle }) => settle('impersonate', 'reject', linkUsed),
      'xstate.done.actor.impersonation': () => vi.advanceTimersByTime(IMPERSONATION_RELOAD_DELAY_MS),
      // The user asks for a new code, then types the right one.
      'xstate.done.actor.verification': async ({ settle }) => {
        fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
        await flush();
        settle('resendCode', 'resolve', undefined);
        await flush();
        expect(await screen.findByText(/^Send a new code in \d+ seconds$/, {}, LONG)).toBeTruthy();
        type(/^Verification code/, '123456');
        fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
        await flush();
        settle('verifyCode', 'resolve', undefined);
      },
      'session.aboutYou': () => {
        type(/^Company name/, 'Analytical Engines');
        type(/^First name/, 'Ada');
        type(/^Last name/, 'Lovelace');
        type(/^Phone number/, '2025550123');
        fireEvent.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
      },
      'session.retry': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
      'session.logout': async ({ session }) => {
        const snapshot = session.getSnapshot();
        if (snapshot.matches({ signedIn: 'ready' })) {
          fireEvent.click(await accountMenu());
          fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }, LONG));
        } else if (snapshot.matches({ signedIn: 'unverified' }))
          fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
        // While the API cannot be reached the "unavailable" page has no way out of its own: the app's shell
        // (e.g. a staff session's "End session") still logs out.
        else session.send({ type: 'session.logout' });
      },
      // What the rest of the app tells the session: the account changed (refresh), a call answered 401, a
      // change-of-e-mail link brought a new session (their screens' own tests play them).
      'session.refresh': ({ session }) => session.send({ type: 'session.refresh' }),
      'session.unauthorized': ({ session }) => session.send({ type: 'session.unauthorized' }),
      'session.tokenChanged': ({ session }) =>
        session.send({ type: 'session.tokenChanged', token: 'token-changed' }),
    },
    states: {
      loading: async (_, snapshot) => {
        remembers(snapshot);
        await waiting();
      },
      unavailable: async (_, snapshot) => {
        remembers(snapshot);
        await heading('We cannot reach CreatorHub right now.');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      },
      'loggedOut.idle.plain': async ({ expiries }, snapshot) => {
        remembers(snapshot);
        await guestForm(snapshot);
        // Logged out by a refused session, not by choice: the session's notice says why, once; a session the
        // user ended themselves (and never lost before) says nothing.
        if (snapshot.context.loggedOutReason === 'expired')
          expect((await screen.findAllByText(LOGGED_OUT, {}, LONG)).length, 'the log-out notice').toBe(1);
        else if (expiries() === 0) expect(screen.queryByText(LOGGED_OUT), 'no log-out notice').toBeNull();
      },
      'loggedOut.idle.linkRefused': async (_, snapshot) => {
        remembers(snapshot);
        await heading('This staff link does not work');
        expect(formAlert()?.textContent).toBeTruthy();
      },
      'loggedOut.loggingIn': async (_, snapshot) => {
        remembers(snapshot);
        await busyButton('Log in');
      },
      'loggedOut.signingUp': async (_, snapshot) => {
        remembers(snapshot);
        await busyButton('Sign up');
      },
      'signedIn.unverified': async (_, snapshot) => {
        remembers(snapshot);
        await heading('Verify your e-mail');
        expect(screen.getByText(snapshot.context.company?.email ?? '')).toBeTruthy();
      },
      'signedIn.onboarding.idle': async (_, snapshot) => {
        remembers(snapshot);
        await heading('Tell us about you');
        // A step that could not be sent says so on the form, and what was typed stays.
        if (snapshot.context.error && snapshot.context.lastCall === 'aboutYou') {
          if (snapshot.context.error.kind === 'input')
            expect(screen.getByText('Use digits only, without the country code')).toBeTruthy();
          expect(
            (screen.getByLabelText(/^Company name/, { selector: 'input' }) as HTMLInputElement).value,
          ).toBe('Analytical Engines');
        }
      },
      'signedIn.onboarding.submitting': async (_, snapshot) => {
        remembers(snapshot);
        await busyButton('Continue to the dashboard');
      },
      // The account reloads under the screen the user was on, still busy until the route moves on.
      'signedIn.reloading': async (_, snapshot) => {
        remembers(snapshot);
        const stage = stageOf(snapshot);
        if (stage === 'unverified') await busyButton('Verify');
        else if (stage === 'onboarding') await busyButton('Continue to the dashboard');
        else expect(await accountMenu()).toBeTruthy();
      },
      'signedIn.ready': async (_, snapshot) => {
        remembers(snapshot);
        expect(await accountMenu()).toBeTruthy();
      },
      loggingOut: async (_, snapshot) => {
        remembers(snapshot);
        await waiting();
      },
      // The link is being exchanged on its own screen; once it was, the dashboard's guard waits for the account.
      impersonating: async (_, snapshot) => {
        remembers(snapshot);
        if (snapshot.context.token) await waiting();
        else await heading('Signing you in as staff');
      },
    },
    advance: async (ms) => {
      vi.advanceTimersByTime(ms);
    },
  });
}

/** Names the edge a failure happened on. */
async function along(description: string, walk: () => Promise<void>) {
  try {
    await walk();
  } catch (error) {
    throw new Error(
      `${description}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}

const loggedOut = sessionModel(null);
const stored = sessionModel('stored-token');

/**
 * The screens are separate chunks: each is loaded once before the walk, as a browser would have them cached, so
 * a step that opens a page finds its form at once.
 */
async function loadScreens() {
  const places: Array<{ path: string; company: Company | null; shows: () => Promise<unknown> }> = [
    { path: '/login', company: null, shows: () => heading('Log in') },
    { path: '/signup', company: null, shows: () => heading('Create your account') },
    { path: '/account/impersonate/x', company: null, shows: () => heading('Signing you in as staff') },
    { path: '/verify', company: companyAt('unverified'), shows: () => heading('Verify your e-mail') },
    { path: '/about-you', company: companyAt('onboarding'), shows: () => heading('Tell us about you') },
    { path: '/', company: companyAt('ready'), shows: accountMenu },
  ];
  for (const place of places) {
    const { company } = place;
    const session = company
      ? fakeSession({ loadCompany: () => Promise.resolve(company) }, 'token')
      : fakeSession({});
    const view = renderScreen(<AppRoutes />, { session, path: place.path });
    await place.shows();
    view.unmount();
  }
}

describe('session flow through the app routes (model-based)', () => {
  beforeAll(loadScreens, 60_000);
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('has an assertion for every reachable state and a user action for every event', () => {
    loggedOut.assertComplete();
    stored.assertComplete();
  });

  it(`shows the right screen along all ${loggedOut.edges.length} edges from a first visit`, async () => {
    expect(loggedOut.edges.length).toBeGreaterThan(30);
    for (const edge of loggedOut.edges) await along(edge.description, () => loggedOut.walk(edge));
  }, 600_000);

  it(`shows the right screen along all ${stored.edges.length} edges from a stored session`, async () => {
    for (const edge of stored.edges) await along(edge.description, () => stored.walk(edge));
  }, 600_000);

  it('took every transition of the session machine on the screens', () => {
    loggedOut.assertCovered();
  });
});
