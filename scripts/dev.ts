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
    const seconds = ((stats.endTime ?? 0) - (stats.startTime ?? 0)) / 1000;
    console.log(`[web] built in ${seconds.toFixed(1)} s`);
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
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the web build watcher and the API…');
  const apiExited =
    api.exitCode !== null || api.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => api.once('exit', () => resolve()));
  api.kill('SIGTERM');
  const forceKill = setTimeout(() => api.kill('SIGKILL'), 5000);
  await Promise.all([new Promise<void>((resolve) => watching.close(() => resolve())), apiExited]);
  clearTimeout(forceKill);
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  process.exit(code);
}

api.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[api] tsx watch exited (${signal ?? `code ${code}`})`);
  void stop(code ?? 1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
