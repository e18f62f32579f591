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
 * machine. The accounts, refusals and user events are in session-fixtures.tsx, what each state shows in
 * session-screens.ts.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { sessionMachine } from '../../src/machines/session';
import { sessionWith } from '../../src/machines/session-calls';
import { IMPERSONATION_RELOAD_DELAY_MS } from '../../src/domain/constants';
import { showSessionNotices, tokenStorage } from '../../src/app/actors/session';
import { AppRoutes } from '../../src/app/routes';
import { ToastViewport } from '../../src/app/toast-viewport';
import { renderScreen } from '../support/render-app';
import { screenModel } from '../support/screen-model';
import {
  accountMenu,
  along,
  companyAt,
  flush,
  heading,
  linkUsed,
  loadScreens,
  LONG,
  NEXT,
  PASSWORD,
  STAGES,
  stageOf,
  type,
  userEvents,
  emailTaken,
  offline,
  phoneRefused,
  unauthorized,
  wrongPassword,
  type Ui,
} from './session-fixtures';
import { sessionScreens } from './session-screens';

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
    states: sessionScreens,
    advance: async (ms) => {
      vi.advanceTimersByTime(ms);
    },
  });
}

const loggedOut = sessionModel(null);
const stored = sessionModel('stored-token');

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
