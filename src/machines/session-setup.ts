/**
 * The session machine's setup (session.ts): its types, the calls it makes as placeholders (provided at boot, see
 * `sessionWith` in session-calls.ts), its child flows, and its named actions, guards and delays. The parts of the
 * chart kept in their own files (session-signed-in.ts) are made with it, so they refer to all of these by name as
 * the chart does.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { accountStage, type AccountStage } from '../domain/account';
import { toApiError } from '../domain/api-error';
import type { AboutYou } from '../domain/phone';
import { verificationMachine } from './session-verification';
import { impersonationMachine } from './session-impersonation';
import type {
  Company,
  Credentials,
  SessionCall,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionToken,
} from './session-types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`session actor ${name} is not provided`));

export const sessionSetup = setup({
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
});

/** What the session holds at start: the token found in storage, if any. */
export const initialSessionContext = (token: string | null): SessionContext => ({
  token: token && token.length > 0 ? token : null,
  company: null,
  error: null,
  lastCall: null,
  loggedOutReason: null,
  codeSentAt: null,
  linkToken: null,
});
