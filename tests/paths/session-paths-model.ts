/**
 * The session machine's model as a person in the browser can drive it, for the session paths test
 * (session.paths.test.ts): the accounts at each stage, the answers the app can get, what a person can make happen
 * in each state, and how a state is told apart. Two models: a visitor who opens the app with nothing stored, and
 * a returning user whose browser kept a session token. The paths to walk, one per transition, are chosen in
 * session-paths-coverage.ts.
 */
import type { EventObject } from 'xstate';
import { sessionMachine, placeOf, type Company, type SessionSnapshot } from '../../src/machines/session';
import { accountStage } from '../../src/domain/account';
import { ApiError } from '../../src/domain/api-error';
import { createMachineTestModel } from '../support/model';

export type Kind = 'ready' | 'onboarding' | 'unverified';
export const PASSWORD = 'Sunflower-Fields-42';

/** The account fields of each stage, found by the domain's own rule (accountStage), not written here again. */
export const STAGE_FIELDS = [false, true].flatMap((has_verified_email) =>
  [0, 1].map((onboard_position) => ({ has_verified_email, onboard_position })),
);
export const company = (place: Kind | 'staff'): Company => {
  const stage: Kind = place === 'staff' ? 'ready' : place;
  const fields = STAGE_FIELDS.find((candidate) => accountStage(candidate) === stage);
  return { ...fields, impersonated: place === 'staff' } as Company;
};

export const TOKEN_PLACE: Record<string, Kind | 'staff'> = {
  'token-ready': 'ready',
  'token-onboarding': 'onboarding',
  'token-unverified': 'unverified',
  'token-signup': 'unverified',
  'token-staff': 'staff',
  // The session a change-of-e-mail link brings, and the one a returning user's browser kept.
  'token-email': 'ready',
  'token-stored': 'ready',
};
export const wrongPassword = new ApiError('refused', 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
export const emailTaken = new ApiError('refused', 'E-mail taken', {
  code: 'EMAIL_TAKEN',
  fields: { email: { code: 'emailTaken' } },
});
export const offline = new ApiError('network', 'Failed to fetch');
export const revoked = new ApiError('unauthorized', 'Not signed in', { status: 401 });
export const linkUsed = new ApiError('refused', 'Link used', { code: 'LINK_USED' });
export const wrongCode = new ApiError('refused', 'Wrong code', { code: 'CODE_INVALID' });
/** The session's wait before it tries to load the account again (its `retryLoad` delay). */
export const RETRY_LOAD = { type: 'xstate.after.retryLoad.session.unavailable' };
export const RETRY_LOAD_MS = Number(sessionMachine.implementations.delays.retryLoad);
export const done = (id: string, output?: unknown): AnyEvent => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown): AnyEvent => ({ type: `xstate.error.actor.${id}`, error });

/** The next place after a successful verification or about-you step. */
export const NEXT: Record<string, Kind> = { unverified: 'onboarding', onboarding: 'ready', ready: 'ready' };

/** What a person can make happen in each state (and the answers the app can get). */
export type AnyEvent = EventObject & Record<string, unknown>;

export function browserEvents(snapshot: SessionSnapshot): AnyEvent[] {
  const token = snapshot.context.token ?? '';
  if (snapshot.matches({ loggedOut: 'idle' })) {
    return [
      { type: 'session.login', email: 'account', password: PASSWORD },
      { type: 'session.signup', email: 'new', password: PASSWORD },
      { type: 'session.impersonate', linkToken: 'link' },
      // A change-of-e-mail link, opened and confirmed while logged out.
      { type: 'session.tokenChanged', token: 'token-email' },
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
  // The staff link's flow (a child machine): its exchange answers with a session, then it ends; a link already
  // used is refused.
  if (snapshot.matches('impersonating'))
    return snapshot.context.token
      ? [done('impersonation')]
      : [{ type: 'session.staffToken', token: 'token-staff' }, failed('impersonation', linkUsed)];
  if (snapshot.matches('loading')) {
    const events = [done('loadCompany', company(TOKEN_PLACE[token] ?? 'ready'))];
    if (token === 'token-onboarding' || token === 'token-stored') events.push(failed('loadCompany', offline));
    // A kept token revoked meanwhile (a log-out on another device).
    if (token === 'token-stored') events.push(failed('loadCompany', revoked));
    return events;
  }
  if (snapshot.matches('unavailable')) return [{ type: 'session.retry' }, RETRY_LOAD];
  // The verification flow (a child machine): a mistyped code, a new code once the cooldown is over, and the
  // flow ends when the right code is typed.
  if (snapshot.matches({ signedIn: 'unverified' }))
    return [
      done('verification'),
      { type: 'session.logout' },
      { type: 'session.verify', code: '000000' },
      { type: 'session.resend' },
    ];
  if (snapshot.matches({ signedIn: { onboarding: 'idle' } })) {
    return [{ type: 'session.aboutYou', values: {} }];
  }
  if (snapshot.matches({ signedIn: { onboarding: 'submitting' } }))
    return [done('submitAboutYou'), failed('submitAboutYou', offline)];
  if (snapshot.matches({ signedIn: 'reloading' })) {
    const now = snapshot.context.company;
    const current: Kind = now ? accountStage(now) : 'unverified';
    const events = [done('reloadCompany', company(NEXT[current] ?? 'ready'))];
    // A reload the profile asked for, when the account cannot be read or the session was revoked.
    if (current === 'ready') events.push(failed('reloadCompany', offline), failed('reloadCompany', revoked));
    return events;
  }
  if (snapshot.matches({ signedIn: 'ready' }))
    return [
      { type: 'session.logout' },
      { type: 'session.unauthorized' },
      // The profile saved: the account is read again.
      { type: 'session.refresh' },
      // A change-of-e-mail link opened in the same browser: its new session replaces this one.
      { type: 'session.tokenChanged', token: 'token-email' },
    ];
  if (snapshot.matches('loggingOut')) return [done('logout'), failed('logout', offline)];
  return [];
}

/** A state as the person experiences it: where they are, as whom, and what went wrong last. */
export const serialize = (snapshot: SessionSnapshot) =>
  [
    JSON.stringify(snapshot.value),
    snapshot.context.token ?? '-',
    snapshot.context.company ? placeOf({ ...snapshot, hasTag: () => false }) : '-',
    snapshot.context.error?.code ?? '-',
    snapshot.context.loggedOutReason ?? '-',
  ].join(' ');

/** Settled states, where the user sees a screen of their own (not a spinner). */
export const settled = (snapshot: SessionSnapshot) =>
  snapshot.matches({ loggedOut: 'idle' }) ||
  snapshot.matches({ signedIn: 'unverified' }) ||
  snapshot.matches({ signedIn: { onboarding: 'idle' } }) ||
  snapshot.matches({ signedIn: 'ready' }) ||
  snapshot.matches('unavailable');

/** Who opens the app: a visitor with nothing stored, or a returning user whose browser kept a session. */
export const STARTS = { visitor: null, returning: 'token-stored' } as const;
export type Start = keyof typeof STARTS;

export const modelOf = (start: Start, tell: (snapshot: SessionSnapshot) => string = serialize) =>
  createMachineTestModel(sessionMachine, {
    events: (snapshot) => browserEvents(snapshot as SessionSnapshot) as never,
    serializeState: (snapshot) => tell(snapshot as SessionSnapshot) as never,
    input: { token: STARTS[start] },
  });
