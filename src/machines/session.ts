/**
 * The session and onboarding flow (SPEC.md §2, §4, §6).
 *
 * It holds the token and the signed-in company, and decides where a user may be: logged out, waiting for
 * e-mail verification, in the about-you step (onboard position 0), or ready (position 1).
 * Two flows are child machines in their own files: the unverified account's code (session-verification.ts) and
 * staff signing in through a link (session-impersonation.ts).
 * Input: the token found in storage at start (or null).
 * Actors to provide (see `sessionWith` in session-calls.ts): loadCompany, login, signup, submitAboutYou, logout,
 * and the children's verifyCode, resendCode, impersonate.
 * Actions to provide: saveToken, forgetToken (browser storage lives outside the machine).
 * Its setup (types, actor placeholders, named actions and guards) is session-setup.ts; the signed-in part of the
 * chart is session-signed-in.ts, made with that setup.
 */
import { assign, emit, type SnapshotFrom } from 'xstate';
import { accountStage } from '../domain/account';
import { ApiError, toApiError } from '../domain/api-error';
import type { VerificationSnapshot } from './session-verification';
import { environmentOf } from './environment';
import { initialSessionContext, sessionSetup } from './session-setup';
import { signedIn } from './session-signed-in';
import type {
  Company,
  Credentials,
  SessionCall,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionToken,
  Place,
} from './session-types';

export type {
  Company,
  Credentials,
  SessionToken,
  Place,
  SessionCall,
  SessionEmitted,
  SessionContext,
  SessionEvent,
};

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => initialSessionContext(input.token),
  initial: 'booting',
  on: {
    'session.impersonate': {
      guard: { type: 'isNewLink', params: ({ event }) => event },
      target: '.impersonating',
      actions: [
        { type: 'startCall', params: 'impersonate' },
        assign({ linkToken: ({ event }) => event.linkToken }),
      ],
    },
  },
  states: {
    booting: {
      tags: ['pending'],
      always: [{ guard: 'hasToken', target: 'loading' }, { target: 'loggedOut' }],
    },
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        onDone: {
          target: 'signedIn',
          actions: assign({ company: ({ event }) => event.output, error: null }),
        },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: ['forgetToken', 'expire', 'tellExpired'],
          },
          { target: 'unavailable', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
        ],
      },
    },
    unavailable: {
      tags: ['unavailable'],
      after: { retryLoad: 'loading' },
      on: {
        'session.retry': 'loading',
        'session.logout': {
          target: 'loggedOut',
          actions: ['forgetToken', assign({ token: null, loggedOutReason: 'chosen' })],
        },
      },
    },
    loggedOut: {
      tags: ['guest'],
      initial: 'idle',
      entry: assign({ company: null }),
      states: {
        idle: {
          initial: 'plain',
          states: {
            plain: {},
            // A staff sign-in link that was refused (used, expired, not staff-made): told until the next call.
            linkRefused: { tags: ['linkRefused'] },
          },
          on: {
            'session.login': {
              target: 'loggingIn',
              actions: [{ type: 'startCall', params: 'login' }, assign({ loggedOutReason: null })],
            },
            'session.signup': {
              target: 'signingUp',
              actions: [{ type: 'startCall', params: 'signup' }, assign({ loggedOutReason: null })],
            },
            // A change-of-e-mail link opened while logged out still brings its new session.
            'session.tokenChanged': {
              target: '#session.loading',
              actions: [
                assign({ token: ({ event }) => event.token, error: null, loggedOutReason: null }),
                { type: 'saveToken', params: ({ event }) => ({ token: event.token }) },
              ],
            },
          },
        },
        loggingIn: {
          tags: ['busy'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => (event.type === 'session.login' ? event : { email: '', password: '' }),
            onDone: {
              target: '#session.loading',
              actions: [
                assign({ token: ({ event }) => event.output.token }),
                { type: 'saveToken', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
          },
        },
        signingUp: {
          tags: ['busy'],
          invoke: {
            id: 'signup',
            src: 'signup',
            input: ({ event }) => (event.type === 'session.signup' ? event : { email: '', password: '' }),
            onDone: {
              target: '#session.loading',
              actions: [
                assign({
                  token: ({ event }) => event.output.token,
                  codeSentAt: ({ system }) => environmentOf(system).now(),
                }),
                { type: 'saveToken', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
          },
        },
      },
    },
    signedIn,
    loggingOut: {
      tags: ['pending'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'loggedOut',
          actions: ['forgetToken', assign({ token: null, loggedOutReason: 'chosen' })],
        },
        onError: {
          target: 'loggedOut',
          actions: ['forgetToken', assign({ token: null, loggedOutReason: 'chosen' })],
        },
      },
    },
    impersonating: {
      tags: ['pending'],
      // The link's exchange and the wait before loading are the impersonation flow's (session-impersonation.ts).
      invoke: {
        id: 'impersonation',
        src: 'impersonation',
        input: ({ context }) => ({ linkToken: context.linkToken ?? '' }),
        onDone: { target: 'loading', actions: assign({ linkToken: null }) },
        onError: {
          target: '#session.loggedOut.idle.linkRefused',
          actions: [
            'forgetToken',
            assign({ token: null, linkToken: null, error: ({ event }) => toApiError(event.error) }),
          ],
        },
      },
      on: {
        'session.staffToken': {
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'saveToken', params: ({ event }) => ({ token: event.token }) },
            emit({ type: 'session.impersonated' }),
          ],
        },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Where the user may be, from the session's state. */
export function placeOf(snapshot: Pick<SessionSnapshot, 'hasTag' | 'context'>): Place {
  if (snapshot.hasTag('pending')) return 'pending';
  if (snapshot.hasTag('unavailable')) return 'unavailable';
  if (snapshot.hasTag('guest')) return 'guest';
  if (snapshot.hasTag('unverified')) return 'unverified';
  if (snapshot.hasTag('onboarding')) return 'onboarding';
  if (snapshot.hasTag('ready')) return 'ready';
  // Reloading keeps the place the company had before the reload.
  const company = snapshot.context.company;
  return company ? accountStage(company) : 'pending';
}

/** The first screen of each place. */
export const HOME_OF: Record<Place, string | null> = {
  pending: null,
  unavailable: null,
  guest: '/login',
  unverified: '/verify',
  onboarding: '/about-you',
  ready: '/',
};

/** The verification flow of an unverified account, while it runs. */
export function verificationOf(snapshot: Pick<SessionSnapshot, 'children'>): VerificationSnapshot | null {
  return snapshot.children.verification?.getSnapshot() ?? null;
}

/**
 * The last session call a screen made and its failure: the verification flow's while it runs, else the
 * session's own.
 */
export function lastCallOf(snapshot: Pick<SessionSnapshot, 'children' | 'context'>): {
  call: SessionCall | null;
  error: ApiError | null;
} {
  const verification = verificationOf(snapshot);
  if (verification?.context.lastCall)
    return { call: verification.context.lastCall, error: verification.context.error };
  return { call: snapshot.context.lastCall, error: snapshot.context.error };
}

/** A session call (or the verification flow's) is in flight. */
export function isSessionBusy(snapshot: Pick<SessionSnapshot, 'children' | 'hasTag'>): boolean {
  return snapshot.hasTag('busy') || Boolean(verificationOf(snapshot)?.hasTag('busy'));
}
