/**
 * Builds the web app with rspack's JavaScript API; a production build then prerenders the logged-out screens
 * (server/prerender.ts). `ensureWebBuild` skips the build when dist/ is newer than every source the web app is
 * made of.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { webConfig } from '../rspack.config';
import { prerenderPages } from './prerender';
import { PRERENDER_MANIFEST } from './http/static';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(root, 'dist');
const SOURCES = [
  'src',
  'locales',
  'rspack.config.ts',
  'package-lock.json',
  'server/build.ts',
  'server/prerender.ts',
];

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((child) => newestMtime(path.join(entry, child))));
  return Math.max(info.mtimeMs, ...times);
}

export async function buildWeb(mode: 'production' | 'development' = 'production'): Promise<void> {
  const compiler = rspack(webConfig(mode));
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
    compiler.run((error, result) =>
      error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
    ),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    throw new Error(stats.toString({ all: false, errors: true, colors: false }));
  }
  if (mode !== 'production') return;
  await prerenderPages(
    distDir,
    stats.toJson({
      all: false,
      chunks: true,
      chunkModules: true,
      nestedModules: true,
      chunkOrigins: true,
      ids: true,
    }),
  );
}

export async function ensureWebBuild(): Promise<void> {
  // The prerender manifest is written last: without it the build is a development one or did not finish.
  const built = await stat(path.join(distDir, PRERENDER_MANIFEST)).catch(() => null);
  const sources = Math.max(
    ...(await Promise.all(SOURCES.map((entry) => newestMtime(path.join(root, entry))))),
  );
  if (built && built.mtimeMs >= sources) return;
  console.log(built ? 'The web app changed: rebuilding…' : 'Building the web app (first start)…');
  const started = Date.now();
  await buildWeb('production');
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  buildWeb(process.argv.includes('--dev') ? 'development' : 'production').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
