/**
 * The world of the session flow's model-based test (session.model.test.tsx): an account at each stage, the API's
 * refusals, what the user can do in each state, the screen helpers its steps and assertions share, and the
 * screens loaded once before the walk.
 */
import { expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import type { Company, SessionSnapshot } from '../../src/machines/session';
import { accountStage, type AccountStage } from '../../src/domain/account';
import { ApiError } from '../../src/domain/api-error';
import { tokenStorage } from '../../src/app/actors/session';
import { AppRoutes } from '../../src/app/routes';
import type { SessionActor } from '../../src/screens/shared/app-context';
import { aCompany, fakeSession, renderScreen } from '../support/render-app';

/** An account at each stage, made by the domain's own rule (accountStage) rather than by hand. */
export const STAGE_FIELDS: Array<Pick<Company, 'has_verified_email' | 'onboard_position'>> = [
  { has_verified_email: false, onboard_position: 0 },
  { has_verified_email: true, onboard_position: 0 },
  { has_verified_email: true, onboard_position: 1 },
];
export const companyAt = (stage: AccountStage): Company => {
  const fields = STAGE_FIELDS.find((candidate) => accountStage(candidate) === stage);
  if (!fields) throw new Error(`no account at the stage ${stage}`);
  return aCompany(fields);
};
export const STAGES: AccountStage[] = ['unverified', 'onboarding', 'ready'];
/** Where a successful verification or about-you step leads, and a refresh keeps a ready account. */
export const NEXT: Record<AccountStage, AccountStage> = {
  unverified: 'onboarding',
  onboarding: 'ready',
  ready: 'ready',
};

export const unauthorized = new ApiError('unauthorized', 'Unauthorized', { status: 401 });
export const offline = new ApiError('network', 'Failed to fetch');
export const wrongPassword = new ApiError('refused', 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
export const emailTaken = new ApiError('input', 'E-mail taken', {
  fields: { email: { code: 'emailTaken' } },
});
export const phoneRefused = new ApiError('input', 'bad', { fields: { phone: { code: 'phoneDigits' } } });
export const linkUsed = new ApiError('refused', 'used', { code: 'LINK_INVALID' });
export const PASSWORD = 'Correct-horse1';
export const LOGGED_OUT = 'You have been logged out to protect your account, please login again.';

export type Calls = { settle: (id: string, how: 'resolve' | 'reject', value: unknown) => void };
export type Ui = Calls & { session: SessionActor; navigate: (path: string) => void; expiries: () => number };

export const stageOf = (snapshot: SessionSnapshot) =>
  snapshot.context.company ? accountStage(snapshot.context.company) : null;

export const LONG = { timeout: 5000 };
export const heading = (name: string | RegExp) => screen.findByRole('heading', { name, level: 1 }, LONG);
export const busyButton = async (name: string) => {
  const button = (await screen.findByRole('button', { name }, LONG)) as HTMLButtonElement;
  expect(button.getAttribute('aria-busy') === 'true' || button.disabled).toBe(true);
};
/** The guards wait for the session: the loading overlay, no screen of a place. */
export const waiting = async () => {
  const label = await screen.findByText('Loading…', {}, LONG);
  expect(label.closest('[aria-busy="true"]')).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
};
/** A session is remembered in the browser exactly when the flow holds one. */
export const remembers = (snapshot: SessionSnapshot) =>
  expect(Boolean(tokenStorage.read())).toBe(Boolean(snapshot.context.token));
/** The signed-in shell: its account menu (in the sidebar and the top bar). */
export const accountMenu = async () =>
  (await screen.findAllByRole('button', { name: /Account menu$/ }, LONG))[0]!;

export function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}
export const flush = async () => {
  for (let turn = 0; turn < 8; turn += 1) await Promise.resolve();
};

/** What the user can do, or the world can answer, in each state. */
export function userEvents(snapshot: SessionSnapshot): EventObject[] {
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
export const formAlert = () => screen.queryAllByRole('alert').find((alert) => !alert.closest('section'));

export async function guestForm(snapshot: SessionSnapshot) {
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

/** Names the edge a failure happened on. */
export async function along(description: string, walk: () => Promise<void>) {
  try {
    await walk();
  } catch (error) {
    throw new Error(
      `${description}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}

/**
 * The screens are separate chunks: each is loaded once before the walk, as a browser would have them cached, so
 * a step that opens a page finds its form at once.
 */
export async function loadScreens() {
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
