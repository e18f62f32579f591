/**
 * Live notifications in the built app, headless Chromium (issue 5): a signed-in user sees the toast within 1 s
 * of a staff notification; when the broker is stopped and started again the page reconnects by itself and the
 * next notification (sent with the staff command line, `npm run staff -- notify`) shows too. The MQTT client
 * code is not part of what a logged-out visitor downloads.
 */
import { spawn } from 'node:child_process';
import { beforeAll, expect, it } from 'vitest';
import type { Page, WebSocket } from 'playwright-core';
import type { TestServer } from '../support/server';
import {
  accountMenuButton,
  appInBrowser,
  describeInBrowser,
  guestPageLive,
  newPage,
  screenshot,
} from '../support/browser';
import { createReadyCompany, signInBrowser, type ReadyCompany } from '../support/browser-accounts';
import { BROKER_PATH } from '../../src/domain/constants';
import shell from '../../locales/en/shell.json';
import login from '../../locales/en/login.json';

/** A text only the MQTT client library contains (it is not in our own code). */
const MQTT_LIBRARY_MARK = 'duplicate CONNACK';
/** MQTT SUBACK: the first byte of the broker's answer to a subscription. */
const SUBACK = 0x90;
/** MQTT UNSUBSCRIBE: the first byte of a client's unsubscription. */
const UNSUBSCRIBE = 0xa2;

/** Resolves when the page's next broker WebSocket has its subscriptions acknowledged: it is live. */
function nextLiveSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().endsWith(BROKER_PATH)) return;
      page.off('websocket', onSocket);
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' && payload[0] === SUBACK) resolve(socket);
      });
    };
    page.on('websocket', onSocket);
  });
}

/** Resolves when the page has tried the broker `count` more times and each try ended: it keeps trying. */
function failedAttempts(page: Page, count: number): Promise<void> {
  return new Promise((resolve) => {
    let ended = 0;
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().endsWith(BROKER_PATH)) return;
      socket.on('close', () => {
        ended += 1;
        if (ended < count) return;
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
}

/** Waits for the info toast with `text`; on failure says what the page's live channel logged meanwhile. */
async function toastWithin(page: Page, text: string, timeout: number, log: string[]): Promise<void> {
  try {
    await page.getByRole('status').filter({ hasText: text }).waitFor({ timeout });
  } catch (error) {
    throw new Error(`No toast "${text}" within ${timeout} ms. Page console:\n${log.join('\n')}`, {
      cause: error,
    });
  }
}

/** The page's console lines, with the time since `start`, for failure messages. */
function consoleOf(page: Page): string[] {
  const start = Date.now();
  const lines: string[] = [];
  page.on('console', (message) =>
    lines.push(`+${Date.now() - start} ms ${message.type()}: ${message.text()}`),
  );
  return lines;
}

function staffCli(server: TestServer, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], {
      env: { ...process.env, API_URL: server.url, STAFF_KEY: server.app.staffKey },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (status) => resolve({ status, output }));
  });
}

describeInBrowser('live notifications in the browser', () => {
  const app = appInBrowser();
  let company: ReadyCompany;

  beforeAll(async () => {
    company = await createReadyCompany(app.server, { company_name: 'Northwind Studio' });
  });

  it('does not download the MQTT client on the logged-out screens', async () => {
    const page = await newPage(app.browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${app.server.url}/login`);
    // The prerendered heading shows before any script has arrived: wait until the app has taken the page over,
    // when every script the screen runs on has been loaded.
    await guestPageLive(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const source = await (await fetch(url)).text();
      expect(source.includes(MQTT_LIBRARY_MARK), url).toBe(false);
    }
    await page.context().close();
  });

  it('shows a staff notification within 1 s, and again after the broker restarts', async () => {
    const page = await newPage(app.browser);
    const log = consoleOf(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      // Scripts the server sent (the MQTT client's timer worker is a blob: the page made itself).
      const url = response.url();
      if (response.request().resourceType() === 'script' && url.startsWith('http')) scripts.push(url);
    });
    const live = nextLiveSocket(page);
    await signInBrowser(page, app.server, company.token, '/');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await live;
    // Nothing the live channel does is refused by the page's Content Security Policy.
    expect(log.filter((line) => line.includes('Content Security Policy'))).toEqual([]);
    // Signed in, the MQTT client arrives as a chunk of its own (the mark the logged-out test looks for).
    const sources = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(sources.some((source) => source.includes(MQTT_LIBRARY_MARK))).toBe(true);

    const sentAt = Date.now();
    const sent = await app.server.staff('notify', { email: company.email, message: 'Your campaign is live' });
    expect(sent.status).toBe(200);
    log.push(`notification sent in ${Date.now() - sentAt} ms`);
    await toastWithin(page, 'Your campaign is live', 1000, log);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    await screenshot(page, 'live-notification');

    // The broker goes away: the page's connection drops and it keeps trying every second.
    const dropped = new Promise<void>(
      (resolve) => void live.then((socket) => socket.on('close', () => resolve())),
    );
    await app.server.app.live.stopBroker();
    await dropped;
    await failedAttempts(page, 2);
    const back = nextLiveSocket(page);
    await app.server.app.live.startBroker();
    await back;

    const cli = await staffCli(app.server, ['notify', company.email, 'A creator accepted your deal']);
    expect(cli.status, cli.output).toBe(0);
    log.push('staff command line done');
    await toastWithin(page, 'A creator accepted your deal', 1000, log);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('unsubscribes and disconnects on log-out, and a new log-in connects with its own session', async () => {
    const page = await newPage(app.browser);
    const log = consoleOf(page);
    const live = nextLiveSocket(page);
    await signInBrowser(page, app.server, company.token, '/');
    const socket = await live;
    const sent: number[] = [];
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' && payload[0] !== undefined) sent.push(payload[0]);
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));

    const fullName = `${company.first_name} ${company.last_name}`;
    await accountMenuButton(page, fullName, shell.accountMenu).click();
    await page.getByRole('menuitem', { name: shell.logout }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await closed;
    expect(sent).toContain(UNSUBSCRIBE);

    const again = nextLiveSocket(page);
    await guestPageLive(page);
    await page.getByLabel(new RegExp(`^${login.email}`)).fill(company.email);
    await page.getByLabel(new RegExp(`^${login.password}`)).fill(company.password);
    await page.getByRole('button', { name: login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await again;
    await app.server.staff('notify', { email: company.email, message: 'Welcome back' });
    await toastWithin(page, 'Welcome back', 1000, log);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
