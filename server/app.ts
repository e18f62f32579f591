/**
 * The API process: one node:http server for /graphql, /healthz, /files, the staff API, the broker's
 * authentication endpoints and the built web app; plus the live channel. Used by main.ts and by tests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createContext, createYogaContext, type Context, type Services } from './context';
import { resolvers } from './graphql/resolvers';
import { loadManifest, persistedOperationsPlugin } from './graphql/persisted';
import { createGraphqlHandler, type GraphqlCounters } from './graphql/fast-path';
import { followChangeFeed } from './services/change-feed';
import { bodyLimitPlugin } from './graphql/body-limit';
import { createLogger } from './services/log';
import { createMailer } from './services/mail';
import { createFileStore } from './services/files';
import { createNotifications } from './services/notifications';
import { createStaticHandler } from './http/static';
import { sendJson } from './http/json';
import { createStaffHandler } from './staff/api';
import { resolveStaffKey } from './services/staff-key';
import { createRateLimiter } from './services/rate-limit';
import { startLiveChannel, type LiveChannel } from './broker';

const typeDefs = readFileSync(
  fileURLToPath(new URL('../src/graphql/schema.graphql', import.meta.url)),
  'utf8',
);
export const distDir = fileURLToPath(new URL('../dist', import.meta.url));

export type App = {
  services: Services;
  live: LiveChannel;
  server: Server;
  /** The address the HTTP server listens on, e.g. http://127.0.0.1:8080. */
  url: string;
  staffKey: string;
  /** How many /graphql requests the fast path and yoga answered. */
  graphqlCounters: GraphqlCounters;
  stop: () => Promise<void>;
};

function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]?.trim() ?? 'unknown';
  return request.socket.remoteAddress ?? 'unknown';
}

export async function startApp(config: Config): Promise<App> {
  const log = createLogger(config.logLevel);
  const database: DatabaseHandle = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onConnectionError: (error) => log.warn('database connection lost', { error: error.message }),
  });
  await followChangeFeed(database, log);
  const live = await startLiveChannel(config, { db: database.db, log });
  const services: Services = {
    config,
    db: database.db,
    log,
    mail: createMailer(config, log),
    files: createFileStore(config.filesDir),
    notifications: createNotifications(live.publisher, log),
    limits: createRateLimiter(database.db),
    live,
  };
  const staffKey = await resolveStaffKey(config.staffKey, config.dataDir);

  const schema = createSchema<Context>({ typeDefs, resolvers });
  const manifest = loadManifest();
  const yoga = createYoga<{ clientAddress: string }, Context>({
    schema,
    context: ({ request, clientAddress }) =>
      createYogaContext(services, { clientAddress, header: (name) => request.headers.get(name) }),
    graphqlEndpoint: '/graphql',
    graphiql: !config.production,
    landingPage: false,
    maskedErrors: true,
    // Checked on Content-Length in bodyLimitPlugin: yoga's own limit re-streams every body (see body-limit.ts).
    maxRequestBodySize: false,
    plugins: [bodyLimitPlugin(), persistedOperationsPlugin(manifest, { trustedOnly: config.production })],
    logging: config.logLevel === 'debug' ? 'debug' : 'warn',
  });
  const graphql = createGraphqlHandler({
    yoga,
    schema,
    manifest,
    trustedOnly: config.production,
    contextFor: (request) => createContext(services, request),
  });
  const serveStatic = createStaticHandler(distDir);
  const staff = createStaffHandler(services, staffKey);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    // The web app's API calls skip URL parsing, a measurable share of a cached query's time.
    const pathname =
      request.url === '/graphql' ? '/graphql' : new URL(request.url ?? '/', 'http://localhost').pathname;
    const clientAddress = clientAddressOf(request, config.trustProxy);
    if (pathname === '/graphql') return graphql.handle(request, response, clientAddress);
    if (pathname === '/healthz') return sendJson(response, 200, { status: 'ok', database: database.engine });
    if (pathname.startsWith('/staff/')) return staff(request, response, clientAddress);
    if (pathname.startsWith('/broker/')) return live.handleHttp(request, response, pathname);
    if (pathname.startsWith('/files/')) {
      const file = await services.files.read(pathname.slice('/files/'.length));
      if (!file) return sendJson(response, 404, { error: 'Not found' });
      response
        .writeHead(200, { 'content-type': file.type, 'cache-control': 'public, max-age=31536000, immutable' })
        .end(file.body);
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') return serveStatic(request, response);
    sendJson(response, 405, { error: 'Method not allowed' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error('request failed', { url: request.url, error: String(error) });
      if (!response.headersSent) sendJson(response, 500, { error: 'Internal error' });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // PORT=0 (tests) binds a free port: links in e-mails must name the port actually bound.
  if (new URL(config.publicUrl).port === '0') config.publicUrl = `http://${shownHost}:${port}`;

  return {
    services,
    live,
    server,
    url: `http://${shownHost}:${port}`,
    staffKey,
    graphqlCounters: graphql.counters,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await live.close();
      await database.close();
    },
  };
}
