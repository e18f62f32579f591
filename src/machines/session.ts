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
 */
import { assign, emit, forwardTo, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { accountStage, type AccountStage } from '../domain/account';
import { ApiError, toApiError } from '../domain/api-error';
import type { AboutYou } from '../domain/phone';
import { verificationMachine, type VerificationSnapshot } from './session-verification';
import { impersonationMachine } from './session-impersonation';

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

/** When the verification flow last sent a code, from its snapshot. */
const sentAtOf = (snapshot: unknown): number | null =>
  (snapshot as Partial<VerificationSnapshot>).context?.codeSentAt ?? null;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`session actor ${name} is not provided`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as { token: string | null },
    children: {} as { verification: 'verification'; impersonation: 'impersonation' },
  },
  actors: {
    loadCompany: fromPromise<Company>(notProvided('loadCompany')),
    login: fromPromise<SessionToken, Credentials>(notProvided('login')),
    signup: fromPromise<SessionToken, Credentials>(notProvided('signup')),
    verification: verificationMachine,
    submitAboutYou: fromPromise<void, AboutYou>(notProvided('submitAboutYou')),
    logout: fromPromise<void>(notProvided('logout')),
    impersonation: impersonationMachine,
  },
  actions: {
    saveToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    startCall: assign((_, call: SessionCall) => ({ lastCall: call, error: null })),
    expire: assign({ token: null, company: null, loggedOutReason: 'expired' as const }),
    // The log-out notice: decided here, shown by whoever listens (the app root turns it into a toast).
    tellExpired: emit({ type: 'session.expired' as const }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    // Where an account belongs is the domain's rule (accountStage), shared with the API's access levels.
    isAtStage: ({ context }, stage: AccountStage) =>
      context.company !== null && accountStage(context.company) === stage,
    isUnauthorized: (_, params: { error: unknown }) => toApiError(params.error).kind === 'unauthorized',
    // A link already being exchanged (a screen mounted twice sends it twice) is not exchanged again.
    isNewLink: ({ context }, params: { linkToken: string }) => params.linkToken !== context.linkToken,
    isNewCode: ({ context }, params: { at: number | null }) => params.at !== context.codeSentAt,
  },
  delays: {
    retryLoad: 5000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token && input.token.length > 0 ? input.token : null,
    company: null,
    error: null,
    lastCall: null,
    loggedOutReason: null,
    codeSentAt: null,
    linkToken: null,
  }),
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
                assign({ token: ({ event }) => event.output.token, codeSentAt: () => Date.now() }),
                { type: 'saveToken', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
          },
        },
      },
    },
    signedIn: {
      initial: 'routing',
      on: {
        'session.refresh': '.reloading',
        'session.logout': 'loggingOut',
        'session.unauthorized': {
          target: 'loggedOut',
          actions: ['forgetToken', 'expire', 'tellExpired'],
        },
        'session.tokenChanged': {
          target: 'loading',
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'saveToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
      states: {
        routing: {
          always: [
            { guard: { type: 'isAtStage', params: 'unverified' }, target: 'unverified' },
            { guard: { type: 'isAtStage', params: 'onboarding' }, target: 'onboarding' },
            { target: 'ready' },
          ],
        },
        unverified: {
          tags: ['unverified'],
          // The code and its resend are the verification flow's (session-verification.ts); the session keeps
          // when the last code was sent, so a reload of the account does not restart the cooldown.
          invoke: {
            id: 'verification',
            src: 'verification',
            input: ({ context }) => ({ codeSentAt: context.codeSentAt }),
            onSnapshot: [
              {
                guard: { type: 'isNewCode', params: ({ event }) => ({ at: sentAtOf(event.snapshot) }) },
                actions: [
                  assign({ codeSentAt: ({ event }) => sentAtOf(event.snapshot) }),
                  emit({ type: 'session.codeSent' }),
                ],
              },
              // Any other step of the flow is news to the screens that watch the session: a new snapshot.
              { actions: assign({}) },
            ],
            onDone: 'reloading',
          },
          on: {
            'session.verify': { actions: forwardTo('verification') },
            'session.resend': { actions: forwardTo('verification') },
          },
        },
        onboarding: {
          tags: ['onboarding'],
          initial: 'idle',
          states: {
            idle: {
              on: {
                'session.aboutYou': {
                  target: 'submitting',
                  actions: { type: 'startCall', params: 'aboutYou' },
                },
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submitAboutYou',
                src: 'submitAboutYou',
                input: ({ event }) => {
                  if (event.type !== 'session.aboutYou') throw new Error('unexpected event');
                  return event.values;
                },
                onDone: '#session.signedIn.reloading',
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => toApiError(event.error) }),
                },
              },
            },
          },
        },
        ready: { tags: ['ready'] },
        reloading: {
          tags: ['reloading'],
          invoke: {
            id: 'reloadCompany',
            src: 'loadCompany',
            onDone: { target: 'routing', actions: assign({ company: ({ event }) => event.output }) },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#session.loggedOut',
                actions: ['forgetToken', 'expire', 'tellExpired'],
              },
              { target: 'routing', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
            ],
          },
        },
      },
    },
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
