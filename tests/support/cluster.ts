/**
 * The cluster for tests: three instances of the real server on a fresh PostgreSQL database (on the server of
 * TEST_DATABASE_URL), behind HAProxy, their brokers sharing Redis (scripts/cluster). `clusterForTests` starts it
 * for a test file; `viaCluster` is the file's TestServer, reaching the instances through the proxy (any of them,
 * or the one `pin` names) and the database directly, so the API tests' helpers work on it unchanged.
 *
 * Without TEST_DATABASE_URL (or without Debian's haproxy and redis-server) the suite is one skipped test saying
 * why, as the browser suites do without Chromium; in CI (REQUIRE_BROWSER=1) with PostgreSQL it must run.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { createLogger } from '../../server/services/log';
import type { App } from '../../server/app';
import { startCluster, PIN_COOKIE, type Cluster } from '../../scripts/cluster/index';
import { freshPostgresDatabase } from './database';
import { parseMail } from './mail';
import { mailInOutbox } from './outbox';
import { newVisitorAddress, type GraphQLAnswer, type TestServer } from './server';

const BINARIES = ['/usr/sbin/haproxy', '/usr/bin/redis-server'];

function missing(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) {
    return 'TEST_DATABASE_URL is not set: the cluster test needs PostgreSQL (e.g. postgres://postgres@127.0.0.1:5432/test), so it was not run.';
  }
  const absent = BINARIES.filter((binary) => !existsSync(binary));
  if (absent.length > 0) {
    return `${absent.join(' and ')} missing: the cluster test needs Debian's haproxy and redis-server (apt-get install haproxy redis-server), so it was not run.`;
  }
  return undefined;
}

/** `describe` for the cluster suite, or one skipped test that says why it cannot run here. */
export function describeCluster(name: string, body: () => void): void {
  const reason = missing();
  const required = process.env.REQUIRE_BROWSER === '1' && Boolean(process.env.TEST_DATABASE_URL);
  if (!reason || required) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    it('needs PostgreSQL, HAProxy and Redis', (context) => {
      console.warn(`[${name}] ${reason}`);
      context.skip(reason);
    });
  });
}

export type ClusterForTests = { cluster: Cluster; database: DatabaseHandle; server: TestServer };

/** The cluster of a test file: started before its tests, stopped (and its database dropped) after them. */
export function clusterForTests(): ClusterForTests {
  let state: ClusterForTests | undefined;
  let cleanup: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    const postgres = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    cleanup.push(postgres.drop);
    const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-cluster-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    // Opened (and so migrated) first: the three instances then start together.
    const database = await openDatabase({ url: postgres.url });
    cleanup.unshift(database.close);
    const cluster = await startCluster({
      databaseUrl: postgres.url,
      dir,
      logLevel: 'silent',
      migrated: true,
    });
    cleanup.unshift(cluster.stop);
    state = { cluster, database, server: viaCluster(cluster, database) };
  }, 240_000);
  afterAll(async () => {
    for (const step of cleanup) await step().catch((error: unknown) => console.error(error));
    cleanup = [];
  }, 60_000);
  const started = (): ClusterForTests => {
    if (!state) throw new Error('The cluster is used before the suite started it');
    return state;
  };
  return {
    get cluster() {
      return started().cluster;
    },
    get database() {
      return started().database;
    },
    get server() {
      return started().server;
    },
  };
}

/** Headers that send a request to the instance `pin` names (any instance when undefined). */
export const pinnedTo = (pin: string | undefined): Record<string, string> =>
  pin ? { cookie: `${PIN_COOKIE}=${pin}` } : {};

/** A GraphQL call through the proxy; `pin` names an instance. */
export async function gqlVia<T = Record<string, unknown>>(
  cluster: Cluster,
  pin: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
  token: string | null = null,
  visitor = newVisitorAddress(),
): Promise<GraphQLAnswer<T> & { servedBy: string | null }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': visitor,
    ...pinnedTo(pin),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${cluster.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const servedBy = response.headers.get('x-served-by');
  const text = await response.text();
  let body: { data?: unknown; errors?: GraphQLAnswer['errors'] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // A proxy's error page (502 while an instance dies): no GraphQL answer.
  }
  return { status: response.status, data: (body.data ?? null) as T | null, errors: body.errors, servedBy };
}

/**
 * The cluster as the API tests' TestServer: calls through the proxy, mail from the shared outbox, and
 * `app.services` on the cluster's database for what the helpers write directly (a funded wallet, a creator).
 */
export function viaCluster(cluster: Cluster, database: DatabaseHandle): TestServer {
  const nothing = async () => {};
  const services = {
    db: database.db,
    log: createLogger('silent'),
    mail: { send: nothing },
    notifications: { publish: nothing, notify: nothing },
  };
  return {
    app: { services, staffKey: cluster.staffKey } as unknown as App,
    url: cluster.url,
    dataDir: cluster.outboxDir,
    outboxDir: cluster.outboxDir,
    gql: (query, variables, token) => gqlVia(cluster, undefined, query, variables, token),
    async staff(command, body = {}) {
      const response = await fetch(`${cluster.url}/staff/${command}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-staff-key': cluster.staffKey },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    lastMail(to, containing) {
      const addressee = new RegExp(`^To: .*<${to}>`, 'mi');
      return mailInOutbox(
        cluster.outboxDir,
        (text) =>
          (text.includes(`To: ${to}`) || addressee.test(text)) &&
          (containing === undefined || parseMail(text).text.includes(containing)),
        5000,
        () => `No e-mail to ${to} in ${cluster.outboxDir}`,
      );
    },
    stop: nothing,
  };
}
