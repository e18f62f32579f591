/**
 * The API process: one node:http server for /graphql, /healthz, /files, the staff API, the broker's
 * authentication endpoints and the built web app; plus the live channel. Used by main.ts and by tests.
 * Whatever keeps it from starting is a StartupError naming the variable to change (startup.ts); what it had
 * started by then is stopped again.
 */
import {
  BILLING_EXPORT_PATH,
  RECEIPT_PATH_PREFIX,
  createBillingExportsHandler,
} from './http/billing-exports';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createContext, type Context, type Services } from './context';
import { resolvers } from './graphql/resolvers';
import { loadManifest } from './graphql/persisted';
import { createGraphqlHandler, type GraphqlCounters } from './graphql/fast-path';
import { createApiYoga } from './graphql/yoga';
import { readTypeDefs } from './graphql/type-defs';
import { followChangeFeed } from './services/change-feed';
import { createLogger } from './services/log';
import { createMailer } from './services/mail';
import { createFileStore } from './services/files';
import { createNotifications } from './services/notifications';
import { createRateLimiter } from './services/rate-limit';
import { resolveStaffKey } from './services/staff-key';
import { createStaticHandler } from './http/static';
import { createFilesHandler } from './http/files';
import { CONTENT_FILES_PREFIX, createContentFilesHandler } from './services/deals/content-files';
import { registerDealJobs } from './services/deals/due-jobs';
import { requestPath } from './http/request-path';
import { sendJson } from './http/json';
import { createStaffHandler } from './staff/api';
import { createSandboxGateway, sandboxSecret } from './services/payments/sandbox';
import { resumePendingCardCharges } from './services/payments/card-charge-recovery';
import { chargeCompletions } from './services/charge-completions';
import { createSealer, createUrlSigner } from './services/crypto';
import { createSandboxGatewayHandler, SANDBOX_TOKENIZE_PATH } from './http/sandbox-gateway';
import { startLiveChannel, type LiveChannel } from './broker';
import { seedDemoCreators, type SeedReport } from './services/demo/seed';
import { systemClock, type Clock } from './services/clock';
import { createJobRunner, type JobHandler, type JobRunner } from './services/jobs';
import { explainDatabaseError, listenOn, lockDataDir, prepareFolder, type FolderLock } from './startup';

const typeDefs = readTypeDefs();
export const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/** How often card charges and refunds left half done by a crash are looked for. */
const CARD_CHARGE_SWEEP_MS = 60_000;

export type App = {
  services: Services;
  live: LiveChannel;
  server: Server;
  /** The address the HTTP server listens on, e.g. http://127.0.0.1:8080. */
  url: string;
  staffKey: string;
  /** How many /graphql requests the fast path and yoga answered. */
  graphqlCounters: GraphqlCounters;
  /** This instance's job runner: due times (services/jobs.ts). */
  jobs: JobRunner;
  /** The seeding of the demo creators, running in the background (config.demoCreators); null when off. */
  demoSeeding: Promise<SeedReport | null> | null;
  stop: () => Promise<void>;
};

function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]?.trim() ?? 'unknown';
  return request.socket.remoteAddress ?? 'unknown';
}

/** The folders the server writes to, by the variable that sets each, for this configuration. */
function foldersOf(config: Config): Array<[string, string]> {
  const folders: Array<[string, string]> = [];
  if (config.pgliteDir || !config.staffKey) folders.push(['DATA_DIR', config.dataDir]);
  folders.push(['FILES_DIR', config.filesDir]);
  if (!config.smtpUrl) folders.push(['MAIL_OUTBOX_DIR', config.mailOutboxDir]);
  return folders;
}

/**
 * Seeds the demo creators once the server listens, without holding up the start; stopping the server stops the
 * seeding between two creators (what is done is kept, the rest is made at the next start). On by default with the
 * embedded database kept in a folder, the way `npm start` runs.
 */
function seedInBackground(
  config: Config,
  services: Services,
  started: Array<() => Promise<void>>,
): Promise<SeedReport | null> | null {
  const wanted = config.demoCreators ?? (!config.databaseUrl && config.pgliteDir !== undefined);
  if (!wanted) return null;
  const stopping = new AbortController();
  const seeding = seedDemoCreators(services, { signal: stopping.signal }).then(
    (report) => {
      if (report.made > 0 || report.refused > 0) services.log.info('demo creators seeded', report);
      return report;
    },
    (error: unknown) => {
      services.log.error('seeding the demo creators failed', { error: String(error) });
      return null;
    },
  );
  started.push(async () => {
    stopping.abort();
    await seeding;
  });
  return seeding;
}

export type StartOptions = {
  /** The clock of due times: the system's, or a manual one in tests. */
  clock?: Clock;
  /** Handlers of kinds of jobs besides the app's own (tests), registered before the runner starts. */
  jobHandlers?: Record<string, JobHandler>;
  /** The embedded database starts from this migrated copy (tests: `tests/support/database.ts`). */
  pgliteFrom?: Blob | undefined;
};

export async function startApp(config: Config, options: StartOptions = {}): Promise<App> {
  const log = createLogger(config.logLevel);
  // What has been started so far, stopped in reverse should a later step fail.
  const started: Array<() => Promise<void>> = [];
  const stopStarted = async () => {
    for (const stop of started.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    for (const [variable, dir] of foldersOf(config)) await prepareFolder(variable, dir);
    // The embedded database is one server's alone; PostgreSQL serves any number of instances.
    let lock: FolderLock | undefined;
    if (!config.databaseUrl && config.pgliteDir) {
      lock = await lockDataDir(config.dataDir);
      started.push(() => lock!.release());
    }
    let database: DatabaseHandle;
    try {
      database = await openDatabase({
        url: config.databaseUrl,
        pgliteDir: config.pgliteDir,
        pgliteFrom: options.pgliteFrom,
        onConnectionError: (error) => log.warn('database connection lost', { error: error.message }),
      });
    } catch (error) {
      throw explainDatabaseError(error, config.databaseUrl, config.dataDir);
    }
    started.push(() => database.close());
    await followChangeFeed(database, log);
    const live = await startLiveChannel(config, { db: database.db, log });
    started.push(() => live.close());
    const staffKey = await resolveStaffKey(config.staffKey, config.dataDir);
    const gateway = createSandboxGateway(sandboxSecret(staffKey));
    const services: Services = {
      config,
      db: database.db,
      log,
      mail: createMailer(config, log),
      files: createFileStore(config.filesDir),
      notifications: createNotifications(live.publisher, log),
      limits: createRateLimiter(database.db),
      live,
      payments: gateway,
      chargeCompletions,
      sealer: createSealer(staffKey, 'card tokens'),
      clock: options.clock ?? systemClock,
      urlSigner: createUrlSigner(staffKey, 'content links'),
    };
    // Card charges and refunds a crash left half done are finished now, and every minute after.
    const sweep = () =>
      resumePendingCardCharges(services).catch((error: unknown) =>
        log.error('finishing pending card charges failed', { error: String(error) }),
      );
    void sweep();
    const sweeper = setInterval(() => void sweep(), CARD_CHARGE_SWEEP_MS);
    sweeper.unref();
    started.push(async () => clearInterval(sweeper));
    const jobs = createJobRunner(services);
    registerDealJobs(jobs, services);
    for (const [kind, handler] of Object.entries(options.jobHandlers ?? {})) jobs.register(kind, handler);
    await jobs.start(database);
    started.push(() => jobs.stop());

    const schema = createSchema<Context>({ typeDefs, resolvers });
    const manifest = loadManifest();
    const yoga = createApiYoga(services, schema, manifest);
    const graphql = createGraphqlHandler({
      yoga,
      manifest,
      trustedOnly: config.production,
      contextFor: (request) => createContext(services, request),
    });
    const serveStatic = createStaticHandler(distDir);
    const serveFile = createFilesHandler(services.files);
    const serveContent = createContentFilesHandler(services);
    const staff = createStaffHandler(services, staffKey);
    const tokenizeCard = createSandboxGatewayHandler(gateway, services.limits);
    const billingExports = createBillingExportsHandler(services);

    const handle = async (request: IncomingMessage, response: ServerResponse) => {
      // The web app's API calls skip path decoding, a measurable share of a cached query's time.
      const pathname = request.url === '/graphql' ? '/graphql' : requestPath(request.url);
      if (pathname === null) return sendJson(response, 400, { error: 'The request path is not valid' });
      const clientAddress = clientAddressOf(request, config.trustProxy);
      if (pathname === '/graphql') return graphql.handle(request, response, clientAddress);
      if (pathname === '/healthz')
        return sendJson(response, 200, { status: 'ok', database: database.engine });
      if (pathname.startsWith('/staff/')) return staff(request, response, clientAddress);
      if (pathname.startsWith('/broker/')) return live.handleHttp(request, response, pathname);
      if (pathname === SANDBOX_TOKENIZE_PATH) return tokenizeCard(request, response, clientAddress);
      if (pathname === BILLING_EXPORT_PATH || pathname.startsWith(RECEIPT_PATH_PREFIX))
        return billingExports(request, response, pathname);
      if (pathname.startsWith('/files/'))
        return serveFile(request, response, pathname.slice('/files/'.length));
      if (pathname.startsWith(CONTENT_FILES_PREFIX))
        return serveContent(request, response, pathname.slice(CONTENT_FILES_PREFIX.length));
      if (request.method === 'GET' || request.method === 'HEAD')
        return serveStatic(request, response, pathname);
      sendJson(response, 405, { error: 'Method not allowed' });
    };

    const server = createServer((request, response) => {
      handle(request, response).catch((error: unknown) => {
        log.error('request failed', { url: request.url, error: String(error) });
        if (!response.headersSent) sendJson(response, 500, { error: 'Internal error' });
        else response.destroy();
      });
    });
    const port = await listenOn(server, config.port, config.host, 'PORT');
    started.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    // Once listening, a server error (too many open files, …) is logged; it must not stop the process.
    server.on('error', (error) => log.error('HTTP server error', { error: error.message }));
    const demoSeeding = seedInBackground(config, services, started);

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
      jobs,
      demoSeeding,
      stop: stopStarted,
    };
  } catch (error) {
    await stopStarted();
    throw error;
  }
}
