/**
 * The session machine's types (session.ts): what it holds, what it is sent and what it tells its listeners.
 */
import type { CompanyFieldsFragment } from '../graphql/generated/graphql';
import type { AboutYou } from '../domain/phone';
import type { ApiError } from '../domain/api-error';
import type { VerificationCall } from './session-verification';
import type { ImpersonationReport } from './session-impersonation';

export type Company = CompanyFieldsFragment;
export type Credentials = { email: string; password: string };
export type SessionToken = { token: string };

/** Where the user may be; the route guards are functions of it. */
export type Place = 'pending' | 'unavailable' | 'guest' | 'unverified' | 'onboarding' | 'ready';

/** The session's calls a screen makes; the last one owns `error`, so only its screen shows it. */
export type SessionCall = 'login' | 'signup' | VerificationCall | 'aboutYou' | 'impersonate';

/**
 * What the session tells whoever listens (`actor.on`), beside its state: a toast, a navigation.
 * `session.expired` is the log-out notice: a session that was signed in (or being loaded) is refused by the API;
 * never when the user logged out themselves, nor a second time for the other calls refused with it.
 */
export type SessionEmitted =
  { type: 'session.codeSent' } | { type: 'session.impersonated' } | { type: 'session.expired' };

export type SessionContext = {
  token: string | null;
  company: Company | null;
  /** The last failure of a session call, for the screen that made it. */
  error: ApiError | null;
  /** The last call made, which `error` belongs to. */
  lastCall: SessionCall | null;
  /**
   * Why the user was logged out: the session expired, or they logged out themselves (then the login page
   * forgets the page they were on, so the next log-in starts from the dashboard).
   */
  loggedOutReason: 'expired' | 'chosen' | null;
  /** When the last verification code was sent (ms since epoch), for the resend cooldown. */
  codeSentAt: number | null;
  /** The impersonation link token being exchanged. */
  linkToken: string | null;
};

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  | { type: 'session.signup'; email: string; password: string }
  | { type: 'session.verify'; code: string }
  | { type: 'session.resend' }
  | ImpersonationReport
  | { type: 'session.aboutYou'; values: AboutYou }
  | { type: 'session.refresh' }
  | { type: 'session.retry' }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.tokenChanged'; token: string }
  | { type: 'session.impersonate'; linkToken: string };
