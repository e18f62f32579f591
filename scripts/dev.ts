/**
 * `npm run dev`: the web app rebuilt by rspack in watch mode (development build into dist/) and the API
 * restarted by `tsx watch` on every server change; the API serves the fresh dist/ on http://localhost:$PORT.
 * Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { webConfig } from '../rspack.config';

const root = fileURLToPath(new URL('..', import.meta.url));
const indexHtml = path.join(root, 'dist', 'index.html');

const compiler = rspack(webConfig('development'));
const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) {
    console.error('[web] build failed:', error);
    return;
  }
  if (!stats) return;
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
  } else {
    const { time = 0 } = stats.toJson({ all: false, timings: true });
    console.log(`[web] built in ${(time / 1000).toFixed(1)} s`);
  }
  // dist/ now holds a development build. Dating its index.html back to 1970 makes `npm start` see it as stale
  // and build for production again, even if this process is killed without a chance to clean up.
  utimes(indexHtml, 0, 0).catch(() => undefined);
});

const api = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['watch', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SKIP_WEB_BUILD: '1' },
});

let stopping = false;
/**
 * Ctrl-C reaches the whole process group, so `tsx watch` already has its SIGINT: give it a moment to stop the
 * API on its own before asking again. A SIGTERM sent to this process alone is passed on at once.
 */
async function stop(code: number, signal: 'SIGINT' | 'SIGTERM' | 'exit'): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the web build watcher and the API…');
  const apiExited =
    api.exitCode !== null || api.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => api.once('exit', () => resolve()));
  const timers = [
    setTimeout(() => api.kill('SIGTERM'), signal === 'SIGINT' ? 3000 : 0),
    setTimeout(() => api.kill('SIGKILL'), 8000),
  ];
  await Promise.all([new Promise<void>((resolve) => watching.close(() => resolve())), apiExited]);
  timers.forEach(clearTimeout);
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  process.exit(code);
}

api.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[api] tsx watch exited (${signal ?? `code ${code}`})`);
  void stop(code ?? 1, 'exit');
});
process.on('SIGINT', () => void stop(0, 'SIGINT'));
process.on('SIGTERM', () => void stop(0, 'SIGTERM'));
