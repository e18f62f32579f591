/**
 * The session machine's model as a person in the browser can drive it, for the session paths test
 * (session.paths.test.ts): the accounts at each stage, the answers the app can get, what a person can make happen
 * in each state, how a state is told apart, the settled states and the shortest path to each of them.
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
};
export const wrongPassword = new ApiError('refused', 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
export const emailTaken = new ApiError('refused', 'E-mail taken', {
  code: 'EMAIL_TAKEN',
  fields: { email: { code: 'emailTaken' } },
});
export const offline = new ApiError('network', 'Failed to fetch');
export const done = (id: string, output?: unknown): AnyEvent => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown): AnyEvent => ({ type: `xstate.error.actor.${id}`, error });

/** The next place after a successful verification or about-you step. */
export const NEXT: Record<string, Kind> = { unverified: 'onboarding', onboarding: 'ready', ready: 'ready' };

/** What a person can make happen in each state (and the answers the app can get). */
export type AnyEvent = EventObject & Record<string, unknown>;

export function browserEvents(snapshot: SessionSnapshot): AnyEvent[] {
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

export const model = createMachineTestModel(sessionMachine, {
  events: (snapshot) => browserEvents(snapshot as SessionSnapshot) as never,
  serializeState: (snapshot) => serialize(snapshot as SessionSnapshot) as never,
  input: { token: null },
});
// Every shortest path, also those that are the beginning of a longer one (xstate/graph drops those by default).
export const paths = model
  .getShortestPaths({ allowDuplicatePaths: true })
  .filter((path) => settled(path.state as SessionSnapshot))
  .sort((a, b) => b.steps.length - a.steps.length);
