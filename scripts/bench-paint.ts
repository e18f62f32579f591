/**
 * `npm run bench:paint`: how soon /login paints, against a static page of the same markup, in one run.
 *
 * The production build is served by the real server (started in-process with a throwaway data folder, as
 * `npm start` runs it). The static page is the very HTML the server sends for /login without its scripts (the
 * inline first-paint script, the module scripts and the preload hints it holds): the same markup and stylesheets, served
 * by the same static handler on a second port. For reference, /login as the web app renders it without its
 * prerendered page (a query string makes the server send index.html) is measured too.
 *
 * Headless Chromium loads each page in a fresh context (empty cache, no stored session, English), with the CPU
 * slowed down 4× through the DevTools protocol, in turn, BENCH_RUNS times (default 7) after one warm-up round.
 * Each load reports its Largest Contentful Paint and its layout shift score (CLS, the sum of shifts without
 * recent input) up to BENCH_SETTLE_MS (default 3000) after the network went quiet: by then the app has hydrated,
 * and a flash of replaced content would show as a later LCP or as a shift. The result is the ratio of the median
 * LCPs; the target is at most 1.5, with no layout shift. It prints every run, the medians and whether the target
 * is met, and exits 0 either way (timings on a shared machine are noisy: read the runs).
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { ensureWebBuild } from '../server/build';
import { loadConfig } from '../server/config';
import { startApp } from '../server/app';
import { createStaticHandler } from '../server/http/static';
import { requestPath } from '../server/http/request-path';

const TARGET_RATIO = 1.5;
const CPU_SLOWDOWN = 4;
const ROUTE = '/login';
const runs = Number(process.env.BENCH_RUNS ?? 7);
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 3000);
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
const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(root, 'dist');

type Measure = { lcp: number; cls: number; fcp: number };
type Variant = { name: string; url: string };

/** Installed before the page's own scripts: keeps every LCP candidate and layout shift the page reports. */
const OBSERVE = `
  window.__paint = { lcp: 0, cls: 0, fcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paint.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__paint.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

async function measure(browser: Browser, url: string): Promise<Measure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // A page rendered by its scripts may paint after the network went quiet, on a busy machine.
    await page.waitForFunction(() => (window as unknown as { __paint: Measure }).__paint.lcp > 0, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(settleMs);
    return await page.evaluate(() => (window as unknown as { __paint: Measure }).__paint);
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/** /login's HTML as the server sends it to an English browser, without anything that runs. */
async function staticCopy(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}${ROUTE}`, { headers: { 'accept-language': 'en' } });
  const html = await response.text();
  if (!html.includes('<h1')) throw new Error(`${ROUTE} is not prerendered: is dist/ a production build?`);
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<template id="[^"]+">[\s\S]*?<\/template>/g, '');
}

async function main(): Promise<void> {
  await ensureWebBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-paint-'));
  const staticDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-paint-static-'));
  const app = await startApp(
    loadConfig(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BROKER_PORT: '0' },
      { pgliteDir: undefined },
    ),
  );
  await writeFile(path.join(staticDir, 'index.html'), await staticCopy(app.url));
  await symlink(path.join(distDir, 'assets'), path.join(staticDir, 'assets'));
  const serveStatic = createStaticHandler(staticDir);
  const staticServer = createServer(
    (request, response) => void serveStatic(request, response, requestPath(request.url) ?? '/'),
  );
  await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  const variants: Variant[] = [
    { name: `${ROUTE} (prerendered, hydrated)`, url: `${app.url}${ROUTE}` },
    { name: 'static page, same markup', url: `${staticUrl}${ROUTE}` },
    { name: `${ROUTE} rendered by the app only`, url: `${app.url}${ROUTE}?client-rendered` },
  ];
  const results = new Map<string, Measure[]>(variants.map((variant) => [variant.name, []]));
  try {
    console.log(
      `bench:paint — ${ROUTE} in headless Chromium, CPU slowed ${CPU_SLOWDOWN}×, ${runs} runs after a warm-up`,
    );
    for (const variant of variants) await measure(browser, variant.url);
    for (let run = 1; run <= runs; run++) {
      const line: string[] = [];
      for (const variant of variants) {
        const result = await measure(browser, variant.url);
        results.get(variant.name)?.push(result);
        line.push(`${variant.name}: LCP ${ms(result.lcp)}, CLS ${result.cls.toFixed(3)}`);
      }
      console.log(`  run ${run}: ${line.join(' | ')}`);
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => staticServer.close(resolve));
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
  }

  const width = Math.max(...variants.map((variant) => variant.name.length));
  const medians = variants.map((variant) => {
    const measured = results.get(variant.name) ?? [];
    const summary = {
      lcp: median(measured.map((entry) => entry.lcp)),
      fcp: median(measured.map((entry) => entry.fcp)),
      cls: Math.max(...measured.map((entry) => entry.cls)),
    };
    console.log(
      `  ${variant.name.padEnd(width)}  median LCP ${ms(summary.lcp)}  median FCP ${ms(summary.fcp)}  ` +
        `worst CLS ${summary.cls.toFixed(3)}`,
    );
    return summary;
  });
  const [prerendered, staticPage, clientRendered] = medians;
  if (!prerendered || !staticPage || !clientRendered) throw new Error('a variant has no result');
  const ratio = prerendered.lcp / staticPage.lcp;
  console.log(
    `LCP ratio, prerendered to static: ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}); ` +
      `the app alone: ${(clientRendered.lcp / staticPage.lcp).toFixed(2)}`,
  );
  const shifted = prerendered.cls > 0;
  console.log(
    ratio <= TARGET_RATIO && !shifted
      ? 'target met: LCP within 1.5× of the static page, no layout shift'
      : `target NOT met:${ratio > TARGET_RATIO ? ` LCP ratio ${ratio.toFixed(2)}` : ''}${
          shifted ? ` layout shift ${prerendered.cls.toFixed(3)}` : ''
        }`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
