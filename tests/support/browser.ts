/**
 * Helpers for the browser tests (tests/e2e, tests/paths): Debian's Chromium driven by playwright-core against
 * the production build served by the real API in-process, with a throwaway database and a readable outbox.
 *
 * Chromium must be at /usr/bin/chromium (`apt-get install chromium`). Without it the browser suites report one
 * skipped test that says so; with REQUIRE_BROWSER=1 (CI) a missing browser fails them instead.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { APP_HANDLES_ATTRIBUTE } from '../../src/app/first-paint';
import type { StartOptions } from '../../server/app';
import { newVisitorAddress, startTestServer, type TestServer } from './server';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

export const MISSING_BROWSER_MESSAGE =
  `Chromium is not installed at ${CHROMIUM_PATH}, so the browser tests cannot run. ` +
  'Install it with `apt-get install chromium` (Debian) and run the tests again.';

export const browserInstalled = (): boolean => existsSync(CHROMIUM_PATH);

/**
 * The languages the session and wizard models are walked in, in Chromium: those of PATHS_LANGUAGES (`en,es`), both
 * when it is unset. `npm test` walks them in English, which keeps the whole suite within CI's twenty minutes
 * (each language's walks take two to four minutes of the two cores); `npm run test:paths`, QA's command, walks
 * both. The deal paths run in both languages either way: their Spanish run is also their phone-width run.
 */
export function pathLanguages(): Array<'en' | 'es'> {
  const asked = (process.env.PATHS_LANGUAGES ?? 'en,es').split(',').map((language) => language.trim());
  const languages = (['en', 'es'] as const).filter((language) => asked.includes(language));
  if (languages.length === 0)
    throw new Error(`PATHS_LANGUAGES=${process.env.PATHS_LANGUAGES}: name en, es or both`);
  return languages;
}
const browserRequired = (): boolean => process.env.REQUIRE_BROWSER === '1';

/** Starts headless Chromium. Each `newPage` gets its own context: a fresh, empty profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!browserInstalled()) {
    throw new Error(
      browserRequired() ? `REQUIRE_BROWSER=1: ${MISSING_BROWSER_MESSAGE}` : MISSING_BROWSER_MESSAGE,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export type PageOptions = { width?: number; height?: number; locale?: string };

/**
 * A page in a fresh browser context (its own cookies and local storage). Errors thrown by the page's scripts
 * are collected in `page.errors` so that a test can assert that none happened.
 */
export async function newPage(
  browser: Browser,
  { width = 1440, height = 900, locale = 'en-US' }: PageOptions = {},
): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale,
    // A page is a visitor of its own, as it would be from its own address (see newVisitorAddress).
    extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() },
  });
  const page = await context.newPage();
  // Fail a step well before the test's own time limit, so the report names the step that hung.
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return Object.assign(page, { errors });
}

/**
 * `describe` for a browser suite. Without Chromium (and without REQUIRE_BROWSER=1) the suite is replaced by one
 * skipped test whose note says how to install it, so the report shows why nothing ran.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (browserInstalled() || browserRequired()) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    it('needs Chromium at /usr/bin/chromium (apt-get install chromium)', (context) => {
      console.warn(`[${name}] ${MISSING_BROWSER_MESSAGE}`);
      context.skip(MISSING_BROWSER_MESSAGE);
    });
  });
}

/**
 * The real server for a browser: it serves dist/ (built by the globalSetup tests/support/build-web.ts). `options`
 * are the app's start options: a suite that moves time on gives a manual clock (server/services/clock.ts).
 */
export async function startAppForBrowser(options: StartOptions = {}): Promise<TestServer> {
  return startTestServer({}, options);
}

/**
 * The real server and headless Chromium for one browser suite: started before its tests, stopped after them.
 * Call it in the suite's body; its tests read `app.server` and `app.browser`. `options` as for startAppForBrowser.
 */
export function appInBrowser(options: StartOptions = {}): {
  readonly server: TestServer;
  readonly browser: Browser;
} {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startAppForBrowser(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(part: T | undefined, name: string): T => {
    if (part === undefined) throw new Error(`The ${name} is used before the suite's beforeAll started it`);
    return part;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

/**
 * The account menu's button, named by the user's and company's names it shows, then "Account menu" (in the
 * language given by `accountMenu`, the shell's `accountMenu` text).
 */
export function accountMenuButton(page: Page, fullName: string, accountMenu: string) {
  const name = new RegExp(`^${escapeRegExp(fullName)}\\b.*${escapeRegExp(accountMenu)}$`);
  return page.getByRole('button', { name });
}

/** A form field by its label, as a person reads it (required fields carry a trailing marker). */
export const fieldByLabel = (page: Pick<Page, 'getByLabel'>, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/** A text as a regular expression that matches it literally (to find elements by a name that contains it). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Resolves once every transition and animation running on the page has finished (spinners, which never
 * finish, aside) and a frame has been painted after them: what a screenshot or a position check then sees is
 * where things come to rest, however slow the machine.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A full-page PNG in test-results/screenshots/<name>.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The shell's texts a test needs to follow the main navigation, in the page's language. */
type ShellTexts = { openMenu: string; navigation: string };

/** Follows a link of the main navigation, from the phone's drawer below 1024 px. */
export async function navigate(page: Page, shell: ShellTexts, label: string, width: number): Promise<void> {
  if (width < 1024) {
    await page.getByRole('button', { name: shell.openMenu }).click();
    await page
      .getByRole('dialog', { name: shell.navigation })
      .getByRole('link', { name: label, exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: shell.navigation })
      .getByRole('link', { name: label, exact: true })
      .click();
  }
}

/**
 * Resolves once the web app has taken over a logged-out page (/login, /signup, /forgot…): its language switch is
 * marked as the app's (shell/language-switch.tsx). Until then a prerendered page's forms are held back by its
 * inline script (src/app/first-paint.ts), so what a test typed and pressed would not be sent.
 */
export async function guestPageLive(page: Page): Promise<void> {
  await page.locator(`[${APP_HANDLES_ATTRIBUTE}]`).first().waitFor({ state: 'attached' });
}
