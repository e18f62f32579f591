/**
 * What every resolver receives: the services, the client's address, and the session of the bearer token,
 * looked up once per request and only when a resolver asks for it.
 */
import type { YogaInitialContext } from 'graphql-yoga';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './services/log';
import type { Mailer } from './services/mail';
import type { FileStore } from './services/files';
import type { Notifications } from './services/notifications';
import type { LiveChannel } from './broker';
import { bearerToken, findSession, type ActiveSession } from './services/sessions';
import { unauthenticated } from './graphql/errors';

export type Services = {
  config: Config;
  db: Database;
  log: Logger;
  mail: Mailer;
  files: FileStore;
  notifications: Notifications;
  /** The live channel: where browsers reach it (LiveChannel query). */
  live: Pick<LiveChannel, 'browserUrl'>;
};

export type Context = YogaInitialContext & {
  services: Services;
  clientAddress: string;
  /** The session of the request's bearer token, or null. */
  session: () => Promise<ActiveSession | null>;
  /** The session, or HTTP 401. */
  requireSession: () => Promise<ActiveSession>;
};

/** What the context factory adds to yoga's own context. */
export type ContextExtension = Omit<Context, keyof YogaInitialContext>;

export function createContextFactory(services: Services) {
  return (initial: YogaInitialContext & { clientAddress?: string }): ContextExtension => {
    const token = bearerToken(initial.request.headers.get('authorization'));
    let lookup: Promise<ActiveSession | null> | undefined;
    const session = () => (lookup ??= token ? findSession(services.db, token) : Promise.resolve(null));
    return {
      services,
      clientAddress: initial.clientAddress ?? 'unknown',
      session,
      requireSession: async () => {
        const active = await session();
        if (!active) throw unauthenticated();
        return active;
      },
    };
  };
}
