/**
 * `npm run bench:api`: how much of a bare Node HTTP server's throughput the real API keeps for an authenticated
 * read. On loopback, in one run: first a bare node:http server answering a small JSON body, then `CompanyData`
 * through the real server (bearer-token check, session, wallet and bank details) started in-process with a
 * throwaway data folder and the embedded PGlite database, as `npm start` runs it, and called as the web app calls
 * it (persisted operation hash, urql's Accept header). The load comes from autocannon in a child process so that
 * it does not share the servers' event loop. Target: a ratio of at least 0.35.
 * In between, `{ __typename }` (not a web app operation, so answered by yoga: no token, no database) shows
 * what yoga's own HTTP and GraphQL layers cost.
 *
 * Each server gets a short warm-up first; then bare and CompanyData are measured in turn, BENCH_ROUNDS times, and
 * the median of the rounds' ratios is the result (a shared machine has slow spells; alternating spreads them).
 *
 * Options (environment): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_ROUNDS (default 5).
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config';
import { startApp } from '../server/app';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyLoginDocument,
} from '../src/graphql/generated/graphql';
import { operationText } from '../src/graphql/persisted';
import { benchCampaignListing } from './bench-campaign-listing';

const TARGET_RATIO = 0.35;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_SECONDS = 2;
const root = fileURLToPath(new URL('..', import.meta.url));

type Run = { rps: number; p99: number; p50: number; total: number; non2xx: number; errors: number };

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
};

function autocannon(
  url: string,
  options: { body?: string; headers?: Record<string, string> } = {},
  seconds = duration,
) {
  const args = ['-j', '-n', '-c', String(connections), '-d', String(seconds)];
  if (options.body !== undefined) args.push('-m', 'POST', '-b', options.body);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise<Run>((resolve, reject) => {
    execFile(
      path.join(root, 'node_modules', '.bin', 'autocannon'),
      args,
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`autocannon failed: ${error.message}\n${stderr}`));
        const result = JSON.parse(stdout) as AutocannonJson;
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          p50: result.latency.p50,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function report(name: string, run: Run): void {
  console.log(
    `${name.padEnd(26)} ${run.rps.toFixed(0).padStart(8)} req/s   p50 ${String(run.p50).padStart(4)} ms   ` +
      `p99 ${String(run.p99).padStart(4)} ms   (${run.total} requests, ${run.non2xx} non-2xx, ${run.errors} errors)`,
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

type Target = { url: string; options?: { body?: string; headers?: Record<string, string> } };

/** A short unmeasured run first, so that each server is measured once its code is compiled (warm JIT). */
async function warmUp(target: Target): Promise<void> {
  await autocannon(target.url, target.options, WARM_UP_SECONDS);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  console.log(
    `bench:api — loopback, ${connections} connections, ${duration} s per run, ` +
      `${rounds} rounds of bare and CompanyData in turn\n`,
  );

  const payload = JSON.stringify({ status: 'ok', message: 'hello' });
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(payload);
  });
  const bareTarget: Target = { url: await listen(bare) };

  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-'));
  // The demo creators are not seeded: making their media would share the machine with the measurement.
  const app = await startApp(
    loadConfig(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BROKER_PORT: '0' },
      { demoCreators: false },
    ),
  );
  try {
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Benchmark-Password-1';
    await graphql(app.url, String(CompanyCreateDocument), { email, password });
    const login = await graphql<{ CompanyLogin: { authorization: { token: string } | null } }>(
      app.url,
      String(CompanyLoginDocument),
      { email, password },
    );
    const token = login.CompanyLogin.authorization?.token;
    if (!token) throw new Error('CompanyLogin returned no token');
    const query = String(CompanyDataDocument);
    const check = await graphql<{ CompanyData: { email: string } }>(app.url, query, {}, token);
    if (check.CompanyData.email !== email) throw new Error('CompanyData answered another company');

    // The same server and endpoint without a token or a database read, answered by yoga.
    const typenameTarget: Target = {
      url: `${app.url}/graphql`,
      options: {
        body: JSON.stringify({ query: '{ __typename }' }),
        headers: { 'content-type': 'application/json' },
      },
    };
    // The call exactly as the web app makes it: the operation's hash (persisted operations), urql's Accept.
    const sha256Hash = createHash('sha256').update(operationText(CompanyDataDocument)).digest('hex');
    const apiTarget: Target = {
      url: `${app.url}/graphql`,
      options: {
        body: JSON.stringify({
          operationName: 'CompanyData',
          variables: {},
          extensions: { persistedQuery: { version: 1, sha256Hash } },
        }),
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/graphql+json, application/json',
          authorization: `Bearer ${token}`,
        },
      },
    };

    for (const target of [bareTarget, typenameTarget, apiTarget]) await warmUp(target);
    report('{ __typename } (yoga)', await autocannon(typenameTarget.url, typenameTarget.options));

    // Bare and CompanyData in turn, so that a slow spell of the machine weighs on both alike.
    const ratios: number[] = [];
    let failed = false;
    for (let round = 1; round <= rounds; round += 1) {
      const bareRun = await autocannon(bareTarget.url);
      report(`round ${round}: bare node:http`, bareRun);
      const apiRun = await autocannon(apiTarget.url, apiTarget.options);
      report(`round ${round}: CompanyData`, apiRun);
      failed ||= apiRun.non2xx > 0 || apiRun.errors > 0;
      ratios.push(apiRun.rps / bareRun.rps);
    }

    const ratio = median(ratios);
    console.log(
      `\nratio CompanyData / bare, per round: ${ratios.map((value) => value.toFixed(3)).join(', ')}` +
        `\nmedian ratio: ${ratio.toFixed(3)} (target >= ${TARGET_RATIO})`,
    );
    if (failed)
      console.log('WARNING: some CompanyData requests failed; the figures above are not meaningful.');
    console.log(
      ratio >= TARGET_RATIO
        ? 'target met'
        : `target NOT met: the API keeps ${(ratio * 100).toFixed(1)}% of the bare server's throughput`,
    );
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  try {
    // CampaignListing (issue 13), each page measured beside a bare run of the same length.
    await benchCampaignListing(
      (url, options) => autocannon(url, options),
      async () => (await autocannon(bareTarget.url)).p99,
    );
  } finally {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
