/**
 * `npm run bench:bundle`: the gzip size of all the JavaScript a first visit to /login loads in the production
 * build, against a budget of 131 KB; exits non-zero over budget.
 *
 * How: the real server serves dist/ and headless Chromium opens /login (no interaction); every .js response is
 * counted, gzipped here at the default level as the server does. Without Chromium it falls back to static
 * analysis of rspack's stats: the entry's chunks plus the chunk groups of the guest layout and the Login screen
 * (BENCH_STATIC=1 forces it).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { rspack, type StatsCompilation } from '@rspack/core';
import { webConfig } from '../rspack.config';
import { ensureWebBuild } from '../server/build';
import { loadConfig } from '../server/config';
import { startApp } from '../server/app';

const BUDGET_BYTES = 131 * 1024;
const ROUTE = '/login';
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Static fallback only: the lazy imports /login resolves, and the English namespaces it reads. */
const LOGIN_IMPORTS = [/screens\/login\/login\.screen$/, /shell\/guest-layout$/];
const LOGIN_LOCALES = /locales[\\/]en[\\/](common|errors|validation|login)\.json$/;

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(root, 'dist');

type Measured = { file: string; raw: number; gzip: number };

const gzipSize = (body: Buffer): number => gzipSync(body).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function measureInBrowser(): Promise<Measured[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bundle-'));
  const app = await startApp(
    loadConfig(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BROKER_PORT: '0' },
      { pgliteDir: undefined },
    ),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<Measured | null>> = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js') || response.status() !== 200) return;
      pending.push(
        response.body().then(
          (body) => ({ file: pathname.replace(/^\//, ''), raw: body.length, gzip: gzipSize(body) }),
          () => null,
        ),
      );
    });
    await page.goto(`${app.url}${ROUTE}`, { waitUntil: 'networkidle' });
    // A lazy screen may ask for its chunk just after the network went quiet: give it a moment.
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    const measured = (await Promise.all(pending)).filter((entry): entry is Measured => entry !== null);
    if (measured.length === 0) throw new Error(`No JavaScript was loaded for ${ROUTE}`);
    return measured;
  } finally {
    await browser.close();
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The entry's files, every chunk of the lazy imports /login resolves, and the English
 * locale chunks it reads, from rspack's own stats.
 */
let compiled: StatsCompilation | null = null;

/** rspack's stats of a production build of the web app, compiled once per run. */
async function buildStats(): Promise<StatsCompilation> {
  if (compiled) return compiled;
  const compiler = rspack(webConfig('production'));
  const stats = await new Promise<StatsCompilation>((resolve, reject) =>
    compiler.run((error, result) => {
      if (error || !result) return reject(error ?? new Error('no stats'));
      if (result.hasErrors()) return reject(new Error(result.toString({ all: false, errors: true })));
      resolve(
        result.toJson({
          all: false,
          entrypoints: true,
          chunks: true,
          chunkModules: true,
          chunkOrigins: true,
          ids: true,
        }),
      );
    }),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  compiled = stats;
  return stats;
}

/** The files of every chunk a lazy import matching one of `imports` needs, or that holds a matching locale. */
function chunkFiles(stats: StatsCompilation, imports: RegExp[], locales: RegExp | null): Set<string> {
  const files = new Set<string>();
  for (const chunk of stats.chunks ?? []) {
    const imported = (chunk.origins ?? []).some((origin) =>
      imports.some((pattern) => pattern.test(origin.request ?? '')),
    );
    const locale =
      locales !== null && (chunk.modules ?? []).some((module) => locales.test(module.name ?? ''));
    if (imported || locale) for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

async function measured(files: Iterable<string>): Promise<Measured[]> {
  const result: Measured[] = [];
  for (const file of files) {
    const body = await readFile(path.join(distDir, file));
    result.push({ file, raw: body.length, gzip: gzipSize(body) });
  }
  return result;
}

/** Budget of the wizard's own chunks beyond the authenticated shell (issue 13). */
const WIZARD_BUDGET_BYTES = 60 * 1024;

/**
 * Per route of the campaign issue: the chunks of the wizard (/campaign/creation/*), the listing and the campaign
 * pages that a signed-in user does not have already with the authenticated shell (entry, layout, dashboard).
 */
async function measureCampaignRoutes(): Promise<boolean> {
  const stats = await buildStats();
  const shell = new Set<string>();
  for (const entry of Object.values(stats.entrypoints ?? {}))
    for (const asset of entry.assets ?? []) shell.add(asset.name);
  for (const file of chunkFiles(
    stats,
    [/shell\/signed-in-shell$/, /dashboard\.screen$/, /flows\/deals$/],
    /locales[\\/]en[\\/](common|errors|validation|shell|dashboard)\.json$/,
  ))
    shell.add(file);
  const routes = [
    {
      route: '/campaign/creation/:step',
      imports: [/campaign-creation\.screen$/, /flows\/wizard$/],
      locales: /locales[\\/]en[\\/](campaignCreation|campaigns|products)\.json$/,
      budget: WIZARD_BUDGET_BYTES,
    },
    {
      route: '/campaigns',
      imports: [/campaign-listing\.screen$/],
      locales: /locales[\\/]en[\\/]campaigns\.json$/,
      budget: null,
    },
    {
      route: '/campaign/:campaignId',
      imports: [/campaign-products\.screen$/],
      locales: /locales[\\/]en[\\/]campaigns\.json$/,
      budget: null,
    },
  ];
  let within = true;
  console.log('\nper route, beyond the authenticated shell (static analysis of the build):');
  for (const { route, imports, locales, budget } of routes) {
    const own = [...chunkFiles(stats, imports, locales)].filter((file) => !shell.has(file));
    const total = (await measured(own)).reduce((sum, entry) => sum + entry.gzip, 0);
    const verdict =
      budget === null
        ? ''
        : total <= budget
          ? ` (budget ${kb(budget)}: within)`
          : ` (budget ${kb(budget)}: OVER)`;
    if (budget !== null && total > budget) within = false;
    console.log(`  ${route.padEnd(26)} ${kb(total).padStart(9)} gzip in ${own.length} chunks${verdict}`);
  }
  return within;
}

async function measureStatically(): Promise<Measured[]> {
  const stats = await buildStats();
  const files = new Set<string>();
  for (const entry of Object.values(stats.entrypoints ?? {})) {
    for (const asset of entry.assets ?? []) files.add(asset.name);
  }
  const chunks = stats.chunks ?? [];
  const wanted = new Set<string | number>();
  for (const chunk of chunks) {
    if (chunk.id === undefined || chunk.id === null) continue;
    const imported = (chunk.origins ?? []).some((origin) =>
      LOGIN_IMPORTS.some((pattern) => pattern.test(origin.request ?? '')),
    );
    const locale = (chunk.modules ?? []).some((module) => LOGIN_LOCALES.test(module.name ?? ''));
    // A chunk lists as origins every lazy import whose chunk group holds it, so this finds the whole group.
    if (imported || locale) wanted.add(chunk.id);
  }
  for (const chunk of chunks) {
    if (chunk.id !== undefined && chunk.id !== null && wanted.has(chunk.id)) {
      for (const file of chunk.files ?? []) files.add(file);
    }
  }
  const measured: Measured[] = [];
  for (const file of [...files].filter((name) => name.endsWith('.js'))) {
    const body = await readFile(path.join(distDir, file));
    measured.push({ file, raw: body.length, gzip: gzipSize(body) });
  }
  return measured;
}

async function main(): Promise<void> {
  await ensureWebBuild();
  const useBrowser = existsSync(CHROMIUM_PATH) && process.env.BENCH_STATIC !== '1';
  console.log(
    useBrowser
      ? `bench:bundle — JavaScript loaded by ${ROUTE} in headless Chromium (production build)`
      : `bench:bundle — static analysis of the build's chunk graph for ${ROUTE} (no browser)`,
  );
  const measured = (useBrowser ? await measureInBrowser() : await measureStatically()).sort(
    (a, b) => b.gzip - a.gzip,
  );
  const width = Math.max(...measured.map((entry) => entry.file.length));
  for (const entry of measured) {
    console.log(
      `  ${entry.file.padEnd(width)}  ${kb(entry.gzip).padStart(9)} gzip  ${kb(entry.raw).padStart(9)} raw`,
    );
  }
  const total = measured.reduce((sum, entry) => sum + entry.gzip, 0);
  const raw = measured.reduce((sum, entry) => sum + entry.raw, 0);
  console.log(`  ${'total'.padEnd(width)}  ${kb(total).padStart(9)} gzip  ${kb(raw).padStart(9)} raw`);
  console.log(`budget ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`);
  const routesWithin = await measureCampaignRoutes();
  if (total > BUDGET_BYTES || !routesWithin) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
