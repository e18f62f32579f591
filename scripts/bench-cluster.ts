/**
 * `npm run bench:cluster`: requests per second through the proxy of `npm run cluster` with one instance serving
 * and with three, side by side in one run. The cluster (scripts/cluster) runs on a fresh database of the
 * PostgreSQL of BENCH_DATABASE_URL / TEST_DATABASE_URL (else the local one), dropped afterwards. The load is
 * `CompanyData` sent as the web app sends it (persisted hash, bearer token), from autocannon in a child process
 * (BENCH_CONNECTIONS 30, BENCH_DURATION 10 s); "one instance" is the same cluster with two instances taken out of
 * the proxy through its admin socket, so both figures share the proxy, the database and the moment: one and
 * three are measured in turn, BENCH_ROUNDS times (3), and the medians compared. Always exits 0.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../server/build';
import { startCluster } from './cluster/index';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyLoginDocument,
} from '../src/graphql/generated/graphql';
import { operationText } from '../src/graphql/persisted';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 30);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

type Run = { rps: number; p50: number; p99: number; total: number; non2xx: number; errors: number };

function autocannon(
  url: string,
  body: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Run> {
  const args = ['-j', '-n', '-c', String(connections), '-d', String(seconds), '-m', 'POST', '-b', body];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) =>
    execFile(
      path.join(root, 'node_modules', '.bin', 'autocannon'),
      args,
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`autocannon failed: ${error.message}\n${stderr}`));
        const result = JSON.parse(stdout) as {
          requests: { average: number; total: number };
          latency: { p50: number; p99: number };
          non2xx: number;
          errors: number;
        };
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    ),
  );
}

async function graphql<T>(url: string, query: string, variables: object, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || !body.data || body.errors) {
    throw new Error(`GraphQL call failed: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/** A fresh database on the server of `admin`, and how to drop it. */
async function freshDatabase(admin: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `creatorhub_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const line = (name: string, run: Run) =>
  console.log(
    `  ${name.padEnd(14)} ${run.rps.toFixed(0).padStart(6)} req/s   p50 ${String(run.p50).padStart(4)} ms   ` +
      `p99 ${String(run.p99).padStart(4)} ms   (${run.total} requests, ${run.non2xx} non-2xx, ${run.errors} errors)`,
  );

async function main(): Promise<void> {
  await ensureWebBuild();
  const database = await freshDatabase(adminUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-cluster-'));
  const cluster = await startCluster({ databaseUrl: database.url, dir, logLevel: 'silent' }).catch(
    async (error: unknown) => {
      await database.drop();
      throw error;
    },
  );
  try {
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Benchmark-Password-1';
    await graphql(cluster.url, String(CompanyCreateDocument), { email, password });
    const login = await graphql<{ CompanyLogin: { authorization: { token: string } | null } }>(
      cluster.url,
      String(CompanyLoginDocument),
      { email, password },
    );
    const token = login.CompanyLogin.authorization?.token;
    if (!token) throw new Error('CompanyLogin returned no token');
    const sha256Hash = createHash('sha256').update(operationText(CompanyDataDocument)).digest('hex');
    const body = JSON.stringify({
      operationName: 'CompanyData',
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    });
    const headers = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/graphql+json, application/json',
      authorization: `Bearer ${token}`,
    };
    const url = `${cluster.url}/graphql`;
    const others = cluster.instances.slice(1).map((instance) => instance.name);
    const serving = async (all: boolean) => {
      for (const name of others) await cluster.setServing(name, all);
    };
    console.log(
      `bench:cluster — CompanyData through HAProxy, ${connections} connections, ${duration} s per run, ` +
        `${rounds} rounds; ${cpus().length} cores shared by the proxy, PostgreSQL, the instances and the load`,
    );
    // Warm every instance's code first.
    await autocannon(url, body, headers, 3);
    const one: Run[] = [];
    const three: Run[] = [];
    for (let round = 1; round <= rounds; round++) {
      await serving(false);
      const single = await autocannon(url, body, headers, duration);
      await serving(true);
      const all = await autocannon(url, body, headers, duration);
      console.log(`round ${round}:`);
      line('1 instance', single);
      line('3 instances', all);
      one.push(single);
      three.push(all);
    }
    const [oneRps, threeRps] = [median(one.map((run) => run.rps)), median(three.map((run) => run.rps))];
    console.log(
      `\nmedian: 1 instance ${oneRps.toFixed(0)} req/s (p99 ${median(one.map((run) => run.p99))} ms), ` +
        `3 instances ${threeRps.toFixed(0)} req/s (p99 ${median(three.map((run) => run.p99))} ms): ` +
        `${(threeRps / oneRps).toFixed(2)}×`,
    );
    if ([...one, ...three].some((run) => run.non2xx > 0 || run.errors > 0)) {
      console.log('WARNING: some requests failed; the figures above are not meaningful.');
    }
  } finally {
    await cluster.stop();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
