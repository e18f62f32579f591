/**
 * What every resolver receives: the services, the client's address, the request's headers, and the session of
 * the bearer token, looked up once per request and only when a resolver asks for it. Built the same way by
 * yoga's handler and by the fast path for the web app's own queries (graphql/fast-path.ts).
 */
import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './services/log';
import type { Mailer } from './services/mail';
import type { FileStore } from './services/files';
import type { Notifications } from './services/notifications';
import type { RateLimiter } from './services/rate-limit';
import type { LiveChannel } from './broker';
import type { PaymentGateway } from './services/payments/gateway';
import type { ChargeCompletions } from './services/payments/card-charges';
import type { Sealer, UrlSigner } from './services/crypto';
import type { Clock } from './services/clock';
import { bearerToken, findSession, type ActiveSession } from './services/sessions';
import type { MaybePromise } from './services/maybe-promise';

export type Services = {
  config: Config;
  db: Database;
  log: Logger;
  mail: Mailer;
  files: FileStore;
  notifications: Notifications;
  /** Every limit on attempts (log-in, codes, resets, sign-ups, staff key, …). */
  limits: RateLimiter;
  /** The live channel: where browsers reach it (LiveChannel query). */
  live: Pick<LiveChannel, 'browserUrl'>;
  /** The card payment gateway (the sandbox by default). */
  payments: PaymentGateway;
  /** What completes each kind of card charge besides its ledger movement (services/charge-completions.ts). */
  chargeCompletions: ChargeCompletions;
  /** Seals what the API keeps and must use again (a card's gateway token) with its own secret. */
  sealer: Sealer;
  /** What time it is for due times (services/clock.ts): the system's, or a test's manual clock. */
  clock: Clock;
  /** Signs links to a company's content, opened without a bearer header (services/deals/content-files.ts). */
  urlSigner: UrlSigner;
};

/** What a resolver may know of the HTTP request. */
export type RequestFacts = {
  clientAddress: string;
  /** A request header by its lower-case name, or null. */
  header: (name: string) => string | null;
};

export type Context = RequestFacts & {
  services: Services;
  /** The session of the request's bearer token, or null (at once when it is cached). */
  session: () => MaybePromise<ActiveSession | null>;
  /**
   * The session the operation's declared access level let through (graphql/access.ts), set before its resolver
   * runs; null for a public operation. Resolvers read it with signedIn(ctx) and never check access themselves.
   */
  access: ActiveSession | null;
};

/**
 * A class rather than closures: the fast path builds one for every call of a busy dashboard, and methods on a
 * prototype cost nothing per request.
 */
class RequestContext implements Context {
  private lookup: MaybePromise<ActiveSession | null> | undefined;
  access: ActiveSession | null = null;

  constructor(
    readonly services: Services,
    readonly clientAddress: string,
    readonly header: (name: string) => string | null,
  ) {}

  session(): MaybePromise<ActiveSession | null> {
    if (this.lookup === undefined) {
      const token = bearerToken(this.header('authorization'));
      this.lookup = token ? findSession(this.services.db, token) : null;
    }
    return this.lookup;
  }
}

export function createContext(services: Services, request: RequestFacts): Context {
  return new RequestContext(services, request.clientAddress, request.header);
}

/**
 * The same context for yoga, which copies a context's own properties into its own context object (and so would
 * drop methods on a prototype).
 */
export function createYogaContext(services: Services, request: RequestFacts): Context {
  const context = new RequestContext(services, request.clientAddress, request.header);
  return {
    services,
    clientAddress: context.clientAddress,
    header: context.header,
    session: () => context.session(),
    access: null,
  };
}
