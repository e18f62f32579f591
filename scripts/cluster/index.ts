/**
 * Several API instances as one service (`npm run cluster`, the cluster test, bench:cluster): `count` instances of
 * the real server (server/main.ts, each its own Node process) on one PostgreSQL, behind HAProxy, their embedded
 * brokers sharing messages through a Redis of their own (server/broker/backplane.ts). The proxy, Redis and the
 * instances run from Debian's binaries on ports of their own, with their configuration and data in `dir`; stop()
 * ends every one of them.
 *
 * What the instances share: the database (sessions, limits, jobs, money), the file store and the mail outbox
 * (folders in `dir`), the staff key, and the broker's messages. Nothing else is kept per process but caches that
 * the database's change feed keeps exact (server/services/company-cache.ts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { haproxyConfig, PIN_COOKIE, SERVED_BY_HEADER, type ProxiedInstance } from './haproxy';
import { answers, freePort, startChild, waitFor, type Child } from './processes';

export { PIN_COOKIE, SERVED_BY_HEADER };

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The first instance migrates the database; how long any instance may take to start (a loaded machine). */
const START_TIMEOUT_MS = 120_000;

export type ClusterOptions = {
  /** PostgreSQL database of the instances (migrated by the first one). */
  databaseUrl: string;
  /** Configuration, data, file store and outbox; emptied first. */
  dir: string;
  count?: number;
  /** The proxy's port; 0 picks a free one. The instances, brokers and Redis take free ports. */
  port?: number;
  /** Prints every process's output, prefixed with its name (npm run cluster). */
  echo?: boolean;
  logLevel?: 'silent' | 'info' | 'debug';
  /** The database is migrated already: the instances start all at once instead of after the first. */
  migrated?: boolean;
  /** More environment for the instances (e.g. NODE_ENV). */
  env?: Record<string, string>;
};

export type Instance = ProxiedInstance & { child: Child; env: NodeJS.ProcessEnv };

export type Cluster = {
  /** The proxy: where browsers and clients go. */
  url: string;
  /** The live channel's address through the proxy. */
  brokerUrl: string;
  instances: Instance[];
  staffKey: string;
  outboxDir: string;
  filesDir: string;
  /** Kills an instance outright (kill -9). */
  kill: (name: string) => void;
  /** Starts a stopped or killed instance again, on its ports; resolves once it answers. */
  restart: (name: string) => Promise<void>;
  /** Takes an instance out of the proxy, or puts it back (HAProxy's admin socket). */
  setServing: (name: string, serving: boolean) => Promise<void>;
  stop: () => Promise<void>;
};

/** A command on HAProxy's admin socket. */
async function adminCommand(socket: string, command: string): Promise<string> {
  const { connect } = await import('node:net');
  return new Promise((resolve, reject) => {
    const connection = connect(socket, () => connection.end(`${command}\n`));
    let answer = '';
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.count ?? 3;
  const dir = path.resolve(options.dir);
  await rm(dir, { recursive: true, force: true });
  const outboxDir = path.join(dir, 'outbox');
  const filesDir = path.join(dir, 'files');
  await Promise.all([outboxDir, filesDir].map((folder) => mkdir(folder, { recursive: true })));
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const brokerUrl = `ws://127.0.0.1:${port}/mqtt`;
  const staffKey = randomBytes(32).toString('hex');
  const children: Child[] = [];

  const stop = async () => {
    // The instances first (they finish their requests and jobs), then what they use.
    await Promise.all(instances.map((instance) => instance.child.stop('SIGTERM', 15_000)));
    await Promise.all(children.map((child) => child.stop('SIGTERM', 5_000)));
  };
  const instances: Instance[] = [];

  try {
    const redisPort = await freePort();
    const redis = startChild(
      'redis',
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { echo: options.echo },
    );
    children.push(redis);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await waitFor(
      'Redis',
      async () => {
        const client = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => null });
        client.on('error', () => {});
        try {
          await client.connect();
          return (await client.ping()) === 'PONG';
        } finally {
          client.disconnect();
        }
      },
      { timeoutMs: 10_000, child: redis },
    );

    for (let index = 1; index <= count; index++) {
      const name = `api-${index}`;
      const [httpPort, brokerPort] = [await freePort(), await freePort()];
      const databaseUrl = new URL(options.databaseUrl);
      // Which instance holds what, in pg_stat_activity (the cluster test kills the one running jobs).
      databaseUrl.searchParams.set('application_name', `creatorhub-${name}`);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...options.env,
        PORT: String(httpPort),
        HOST: '127.0.0.1',
        BROKER_PORT: String(brokerPort),
        BROKER_REDIS_URL: redisUrl,
        BROKER_PUBLIC_URL: brokerUrl,
        PUBLIC_URL: url,
        ALLOWED_ORIGINS: `http://localhost:${port}`,
        TRUST_PROXY: 'true',
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: path.join(dir, name),
        FILES_DIR: filesDir,
        MAIL_OUTBOX_DIR: outboxDir,
        STAFF_KEY: staffKey,
        SKIP_WEB_BUILD: '1',
        LOG_LEVEL: options.logLevel ?? 'info',
      };
      instances.push({ name, httpPort, brokerPort, env, child: startInstance(name, env, options.echo) });
      // The first one applies the migrations alone; the others start together after it.
      if (index === 1 && !options.migrated) await instanceUp(instances[0]!);
    }
    await Promise.all(instances.slice(options.migrated ? 0 : 1).map(instanceUp));

    const adminSocket = path.join(dir, 'haproxy.sock');
    const configFile = path.join(dir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ port, instances, adminSocket }));
    const proxy = startChild('proxy', 'haproxy', ['-f', configFile, '-db'], { echo: options.echo });
    children.push(proxy);
    // Up when every instance answers through it (the health checks have passed).
    for (const instance of instances) {
      await waitFor(
        `${instance.name} through the proxy`,
        async () => {
          const response = await fetch(`${url}/healthz`, {
            headers: { cookie: `${PIN_COOKIE}=${instance.name}` },
            signal: AbortSignal.timeout(2000),
          });
          await response.arrayBuffer();
          return response.headers.get(SERVED_BY_HEADER) === instance.name;
        },
        { timeoutMs: 20_000, child: proxy },
      );
    }

    const find = (name: string) => {
      const instance = instances.find((candidate) => candidate.name === name);
      if (!instance) throw new Error(`no instance ${name}`);
      return instance;
    };
    return {
      url,
      brokerUrl,
      instances,
      staffKey,
      outboxDir,
      filesDir,
      kill: (name) => void find(name).child.process.kill('SIGKILL'),
      async restart(name) {
        const instance = find(name);
        await instance.child.stop('SIGKILL');
        instance.child = startInstance(name, instance.env, options.echo);
        await instanceUp(instance);
      },
      async setServing(name, serving) {
        const action = serving ? 'enable' : 'disable';
        for (const backend of ['api', 'live'])
          await adminCommand(adminSocket, `${action} server ${backend}/${name}`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function startInstance(name: string, env: NodeJS.ProcessEnv, echo: boolean | undefined): Child {
  return startChild(name, process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, cwd: root, echo });
}

function instanceUp(instance: Instance): Promise<void> {
  return waitFor(`${instance.name} start`, () => answers(`http://127.0.0.1:${instance.httpPort}/healthz`), {
    timeoutMs: START_TIMEOUT_MS,
    child: instance.child,
  });
}
