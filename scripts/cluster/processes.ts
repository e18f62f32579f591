/** Child processes of the cluster: started with their output kept (or shown), waited for, stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** How much of a process's output is kept to explain a failure. */
const KEPT_OUTPUT = 20_000;

export type Child = {
  name: string;
  process: ChildProcess;
  /** The tail of what it printed. */
  output: () => string;
  /** Resolves when it has exited (at once if it has). */
  exited: () => Promise<void>;
  /** Sends `signal`, and kills it outright if it is still there after `graceMs`. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
};

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; echo?: boolean },
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let kept = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    kept = (kept + text).slice(-KEPT_OUTPUT);
    if (options.echo) {
      for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      kept += `\n${String(error)}`;
      resolve();
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    process: child,
    output: () => kept,
    exited: () => exit,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (!running()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** A TCP port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `check` resolves true; fails after `timeoutMs`, or at once when `child` exits meanwhile. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; child?: Child },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const child = options.child?.process;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `${what}: ${options.child?.name} exited (${child.exitCode ?? child.signalCode})\n${options.child?.output()}`,
      );
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${options.timeoutMs} ms\n${options.child?.output() ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether `url` answers with a status below 500. */
export async function answers(url: string, headers: Record<string, string> = {}): Promise<boolean> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status < 500;
}
