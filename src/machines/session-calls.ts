/**
 * The session machine (session.ts) with its own calls and its children's (session-verification.ts,
 * session-impersonation.ts), and how the token is kept: the one way the app (src/app/actors/session.ts) and the
 * tests give them.
 */
import type { fromPromise } from 'xstate';
import type { AboutYou } from '../domain/phone';
import { sessionMachine, type Company, type Credentials, type SessionToken } from './session';
import { verificationMachine } from './session-verification';
import { impersonationMachine } from './session-impersonation';

/** The calls the session flow and its children make; the app and the tests give them the same way. */
export type SessionCalls = {
  loadCompany: ReturnType<typeof fromPromise<Company>>;
  login: ReturnType<typeof fromPromise<SessionToken, Credentials>>;
  signup: ReturnType<typeof fromPromise<SessionToken, Credentials>>;
  submitAboutYou: ReturnType<typeof fromPromise<void, AboutYou>>;
  logout: ReturnType<typeof fromPromise<void>>;
  verifyCode: ReturnType<typeof fromPromise<void, { code: string }>>;
  resendCode: ReturnType<typeof fromPromise<void>>;
  impersonate: ReturnType<typeof fromPromise<SessionToken, { linkToken: string }>>;
};

/** The session machine with its calls and its children's, and how the token is kept. */
export function sessionWith(
  calls: SessionCalls,
  storage: { saveToken?: (token: string) => void; forgetToken?: () => void } = {},
) {
  const { verifyCode, resendCode, impersonate, ...own } = calls;
  return sessionMachine.provide({
    actors: {
      ...own,
      verification: verificationMachine.provide({ actors: { verifyCode, resendCode } }),
      impersonation: impersonationMachine.provide({ actors: { impersonate } }),
    },
    actions: {
      saveToken: (_, params) => storage.saveToken?.(params.token),
      forgetToken: () => storage.forgetToken?.(),
    },
  });
}
