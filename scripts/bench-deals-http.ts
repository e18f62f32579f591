/**
 * The load and the calls of `npm run bench:deals` (bench-deals.ts): autocannon in a child process with
 * BENCH_CONNECTIONS connections for BENCH_DURATION seconds, a server listening on a free loopback port, one line of
 * report per run, and a GraphQL call that takes a new connection once when a kept-alive one was closed.
 */
import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const duration = Number(process.env.BENCH_DURATION ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = fileURLToPath(new URL('..', import.meta.url));

export type Run = { rps: number; p50: number; p99: number; total: number; non2xx: number; errors: number };

export function autocannon(
  url: string,
  body?: string,
  headers: Record<string, string> = {},
  seconds = duration,
) {
  const args = ['-j', '-n', '-c', String(connections), '-d', String(seconds)];
  if (body !== undefined) args.push('-m', 'POST', '-b', body);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise<Run>((resolve, reject) => {
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
    );
  });
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function report(name: string, run: Run): void {
  console.log(
    `${name.padEnd(40)} ${run.rps.toFixed(0).padStart(7)} req/s   p50 ${String(run.p50).padStart(4)} ms   ` +
      `p99 ${String(run.p99).padStart(4)} ms   (${run.total} requests, ${run.non2xx} non-2xx, ${run.errors} errors)`,
  );
}

export async function graphql<T>(url: string, query: string, variables: object, token?: string): Promise<T> {
  // A kept-alive connection the server closed during the long seeding fails once: a new one is taken.
  const response = await fetchOnce(url, query, variables, token).catch(() =>
    fetchOnce(url, query, variables, token),
  );
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || !body.data || body.errors)
    throw new Error(`GraphQL call failed: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

function fetchOnce(url: string, query: string, variables: object, token?: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
}
