/**
 * What each state of the session flow shows on the screen, for its model-based test (session.model.test.tsx):
 * the heading of the screen the guards lead to, the busy button, the refusal, the loading overlay, the
 * "unavailable" page, the log-out notice, and whether a session is remembered in the browser.
 */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { SessionSnapshot } from '../../src/machines/session';
import {
  accountMenu,
  busyButton,
  formAlert,
  guestForm,
  heading,
  LOGGED_OUT,
  LONG,
  remembers,
  stageOf,
  waiting,
  type Ui,
} from './session-fixtures';

/** The assertion of each state, by its full path. */
export const sessionScreens: Record<string, (ui: Ui, snapshot: SessionSnapshot) => Promise<void>> = {
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
      expect((screen.getByLabelText(/^Company name/, { selector: 'input' }) as HTMLInputElement).value).toBe(
        'Analytical Engines',
      );
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
};
