/**
 * `npm start` as an operator meets it: each thing that keeps the server from starting ends it quickly with one
 * line naming the variable to change (issue 10: raw EACCES and EADDRINUSE stacks, "Failed query: CREATE SCHEMA",
 * "Unhandled 'error' event", a hang at 90% CPU on DATA_DIR=/proc/x); and a second server on the DATA_DIR of a
 * running one refuses to start, while the staff command line keeps working through the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCli } from '../../server/cli/staff-cli';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'creatorhub-startup-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string; ms: number };

/** The environment of a server that needs nothing else: free ports, no web build, quiet logs. */
const baseEnv = (extra: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? tmpdir(),
  SKIP_WEB_BUILD: '1',
  LOG_LEVEL: 'silent',
  PORT: '0',
  BROKER_PORT: '0',
  HOST: '127.0.0.1',
  ...extra,
});

function startServer(env: Record<string, string>, options: { asUser?: number } = {}): ChildProcess {
  return spawn(tsx, ['server/main.ts'], {
    cwd: root,
    env: baseEnv(env),
    ...(options.asUser === undefined ? {} : { uid: options.asUser, gid: options.asUser }),
  });
}

/** Starts a server expected to fail, and waits for it to end (or gives up after `limitMs`). */
function failingStart(env: Record<string, string>, options: { asUser?: number } = {}, limitMs = 120_000) {
  return new Promise<Run>((resolve) => {
    const started = performance.now();
    const child = startServer(env, options);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
  });
}

/** Starts a server and waits until it says where it is ready. */
function runningServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = startServer(env);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start: ${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /CreatorHub is ready: (\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', () => reject(new Error(`The server ended: ${output}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * A start-up refusal: the process ends by itself with exit code 1 (a hang is killed after two minutes and has
 * none), with one line on stderr that names the variable, and no stack.
 */
function expectOneLine(run: Run, variable: string, mentions: RegExp) {
  expect(run.code, run.stderr).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toContain(variable);
  expect(lines[0]).toMatch(mentions);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

function occupiedPort(): Promise<{ port: number; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ port: typeof address === 'object' && address ? address.port : 0, server });
    });
  });
}

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

// Each case starts a real server process; on a busy machine that takes a while, so they run one after another.
describe('start-up errors', { timeout: 300_000 }, () => {
  it('a DATA_DIR this user cannot write to: EACCES, named', async () => {
    const locked = path.join(scratch, 'locked');
    await mkdir(locked);
    // Root may write anywhere: the server then runs as an ordinary user, for whom the folder is closed.
    const closed = isRoot ? path.join(scratch, 'inside-root-only') : path.join(locked, 'data');
    if (!isRoot) await chmod(locked, 0o500);
    const run = await failingStart({ DATA_DIR: closed }, isRoot ? { asUser: NOBODY } : {});
    expectOneLine(run, `DATA_DIR=${closed}`, /EACCES/);
  });

  it('a DATA_DIR below a file: named', async () => {
    const file = path.join(scratch, 'a-file');
    await writeFile(file, 'not a folder');
    const run = await failingStart({ DATA_DIR: path.join(file, 'data') });
    expectOneLine(run, 'DATA_DIR=', /ENOTDIR|not a folder/);
  });

  it('DATA_DIR=/proc/x: ends at once instead of spinning', async () => {
    const run = await failingStart({ DATA_DIR: '/proc/x' });
    expectOneLine(run, 'DATA_DIR=/proc/x', /ENOENT/);
  });

  it('a taken PORT', async () => {
    const { port, server } = await occupiedPort();
    try {
      const run = await failingStart({ DATA_DIR: path.join(scratch, 'port'), PORT: String(port) });
      expectOneLine(run, `PORT=${port}`, /already in use/);
    } finally {
      server.close();
    }
  });

  it('a taken BROKER_PORT', async () => {
    const { port, server } = await occupiedPort();
    try {
      const run = await failingStart({ DATA_DIR: path.join(scratch, 'broker'), BROKER_PORT: String(port) });
      expectOneLine(run, `BROKER_PORT=${port}`, /already in use/);
    } finally {
      server.close();
    }
  });

  it('a HOST that is not a host name, and one that is not this machine’s', async () => {
    const malformed = await failingStart({ DATA_DIR: path.join(scratch, 'host-1'), HOST: 'not a host!' });
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('HOST must be an IP address or a host name');
    expect(malformed.stderr).not.toMatch(/\n\s+at /);
    const foreign = await failingStart({ DATA_DIR: path.join(scratch, 'host-2'), HOST: '203.0.113.7' });
    expectOneLine(foreign, 'HOST=203.0.113.7', /not an address of this machine/);
  });

  it('an unreachable DATABASE_URL, without its password', async () => {
    const run = await failingStart({
      DATA_DIR: path.join(scratch, 'database'),
      DATABASE_URL: 'postgres://creatorhub:s3cret-pass@127.0.0.1:1/creatorhub',
    });
    expectOneLine(run, 'DATABASE_URL', /cannot be reached \(ECONNREFUSED\)/);
    expect(run.stderr).not.toContain('s3cret-pass');
  });

  it('TLS files that cannot be read', async () => {
    const run = await failingStart({
      DATA_DIR: path.join(scratch, 'tls'),
      TLS_CERT: path.join(scratch, 'missing-cert.pem'),
      TLS_KEY: path.join(scratch, 'missing-key.pem'),
    });
    expectOneLine(run, 'TLS_CERT=', /ENOENT/);
  });
});

describe('one DATA_DIR, one server', { timeout: 300_000 }, () => {
  it('refuses a second server on the DATA_DIR of a running one, while the staff command line keeps going', async () => {
    const dataDir = path.join(scratch, 'shared');
    const first = await runningServer({ DATA_DIR: dataDir });
    try {
      const second = await failingStart({ DATA_DIR: dataDir });
      expectOneLine(second, `DATA_DIR=${dataDir}`, /in use by another CreatorHub server \(pid \d+ on /);
      const out: string[] = [];
      const err: string[] = [];
      const code = await runStaffCli(
        ['impersonate', 'nobody@example.com'],
        { API_URL: first.url, DATA_DIR: dataDir },
        { out: (line) => out.push(line), err: (line) => err.push(line) },
      );
      // The command reached the API with the key from DATA_DIR: the company is unknown, the key was right.
      expect(code).toBe(1);
      expect(err.join('\n')).toContain('impersonate failed (404)');
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await stopped(first.child);
    }
    // Stopped, the server gave the folder back.
    const again = await runningServer({ DATA_DIR: dataDir });
    await stopped(again.child);
  });

  it('takes over the lock of a server that is gone', async () => {
    const dataDir = path.join(scratch, 'stale');
    await mkdir(dataDir);
    await writeFile(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), nonce: 'left-behind' }),
    );
    const server = await runningServer({ DATA_DIR: dataDir });
    await stopped(server.child);
  });
});
