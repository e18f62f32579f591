/**
 * Starts the real API in-process on a free port with a throwaway database: in-memory PGlite by default, or a
 * fresh PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set. Mail goes to a temporary
 * outbox folder that tests read like a user reads their inbox.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../server/config';
import { startApp, type App, type StartOptions } from '../../server/app';
import { afterAll, beforeAll } from 'vitest';
import { parseMail } from './mail';
import { mailInOutbox } from './outbox';
import { freshPostgresDatabase, migratedPglite } from './database';

let visitors = 0;
/**
 * A client address of its own (from 198.18.0.0/15, the range set aside for tests), sent as X-Forwarded-For: each
 * API call of the helpers and each browser page is a visitor of its own, so tests about something else are not
 * held by the limits per client address. Tests of those limits choose their addresses.
 */
export const newVisitorAddress = (): string => {
  visitors += 1;
  return `198.18.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

export type GraphQLAnswer<T = Record<string, unknown>> = {
  status: number;
  data: T | null;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
};

export type TestServer = {
  app: App;
  url: string;
  dataDir: string;
  outboxDir: string;
  /** POSTs a GraphQL operation, with a bearer token when given. */
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ) => Promise<GraphQLAnswer<T>>;
  /** Calls the staff API with the server's staff key. */
  staff: (
    command: string,
    body?: Record<string, unknown>,
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
  /**
   * The newest e-mail sent to an address, as raw RFC 822 text, or the newest one containing a text (waits up to
   * 2 s for it: some mails are sent after the call that asked for them has answered).
   */
  /** The newest mail to an address; waits for it up to waitMs (a check that none came passes a short wait). */
  lastMail: (to: string, containing?: string, waitMs?: number) => Promise<string>;
  stop: () => Promise<void>;
};

export async function startTestServer(
  overrides: Partial<Config> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-test-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const config = loadConfig(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BROKER_PORT: '0' },
    // The test clients name their address in X-Forwarded-For (newVisitorAddress), as a proxy would.
    { databaseUrl: postgres?.url, pgliteDir: undefined, trustProxy: true, ...overrides },
  );
  // An in-memory database starts from the migrated copy rather than from an empty cluster.
  const pgliteFrom = config.databaseUrl || config.pgliteDir ? undefined : await migratedPglite();
  const app = await startApp(config, { pgliteFrom, ...options });
  const outboxDir = config.mailOutboxDir;

  const gql: TestServer['gql'] = async (query, variables = {}, token = null) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': newVisitorAddress(),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: GraphQLAnswer['errors'] };
    return { status: response.status, data: (body.data ?? null) as never, errors: body.errors };
  };

  const staff: TestServer['staff'] = async (command, body = {}) => {
    const response = await fetch(`${app.url}/staff/${command}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-staff-key': app.staffKey },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const lastMail: TestServer['lastMail'] = (to, containing, waitMs = 10_000) => {
    const addressee = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
    return mailInOutbox(
      outboxDir,
      // Looked for in the decoded body: quoted-printable may break a long line anywhere.
      (text) =>
        addressee.test(text) && (containing === undefined || parseMail(text).text.includes(containing)),
      // The default is long enough for a loaded machine: the mail goes out after its commit.
      waitMs,
      () => `No e-mail to ${to}${containing ? ` containing ${containing}` : ''} in ${outboxDir}`,
    );
  };

  return {
    app,
    url: app.url,
    dataDir,
    outboxDir,
    gql,
    staff,
    lastMail,
    async stop() {
      await app.stop();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real server for one test file: started before its tests, stopped after them. Call it at the top of the
 * file; its tests read `api.server`.
 */
export function serverForTests(): { readonly server: TestServer } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("The test server is used before the file's beforeAll started it");
      return server;
    },
  };
}
