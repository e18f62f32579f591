/**
 * `npm run cluster`: three API instances on one PostgreSQL behind HAProxy, their brokers sharing messages
 * through Redis (scripts/cluster/index.ts), on http://127.0.0.1:$CLUSTER_PORT (8090). The database is
 * DATABASE_URL, else `creatorhub_cluster` on the local PostgreSQL (created when missing). An instance that dies
 * is started again, as a service manager would. Ctrl-C stops everything it started.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../server/build';
import { startCluster } from './cluster/index';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/creatorhub_cluster';
const RESTART_AFTER_MS = 1000;

/** Creates the database of `url` when its server lacks it. */
async function ensureDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${target.host} (${String(error)}): the cluster needs one; set DATABASE_URL.`,
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE;
  await ensureDatabase(databaseUrl);
  await ensureWebBuild();
  const cluster = await startCluster({
    databaseUrl,
    dir: path.join(root, '.data', 'cluster'),
    port: Number(process.env.CLUSTER_PORT ?? 8090),
    echo: true,
    logLevel: (process.env.LOG_LEVEL as 'info' | undefined) ?? 'info',
  });
  let stopping = false;
  for (const instance of cluster.instances) {
    const watch = () =>
      void instance.child.exited().then(async () => {
        if (stopping) return;
        console.log(`[cluster] ${instance.name} exited: starting it again`);
        await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
        if (stopping) return;
        await cluster.restart(instance.name).catch((error: unknown) => console.error(String(error)));
        watch();
      });
    watch();
  }
  console.log(
    `\n  CreatorHub cluster is ready: ${cluster.url} (${cluster.instances.length} instances, ` +
      `live channel ${cluster.brokerUrl})\n`,
  );
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] stopping (${signal})`);
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
