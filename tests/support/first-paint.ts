/**
 * Watching a page's first paint in the browser tests (tests/e2e/first-paint.test.ts): what every rendered frame
 * shows, the console's problems, the entry script held back, and the moment React has the form.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Installed before the page's own scripts: at every frame the browser renders, notes which h1 texts are
 * visible, and whether a log-in form is; counts the log-in forms ever put into the page; sums layout shifts.
 */
export const WATCH = `
  window.__watch = { headings: [], loginFormShown: false, loginFormsInserted: 0, shift: 0 };
  const shown = (element) =>
    getComputedStyle(element).visibility === 'visible' && element.getClientRects().length > 0;
  const frame = () => {
    for (const heading of document.querySelectorAll('#root h1')) {
      const text = heading.textContent;
      if (shown(heading) && !window.__watch.headings.includes(text)) window.__watch.headings.push(text);
    }
    const password = document.querySelector('#root form input[autocomplete="current-password"]');
    if (password && shown(password)) window.__watch.loginFormShown = true;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const seen = new WeakSet();
  new MutationObserver(() => {
    for (const password of document.querySelectorAll('input[autocomplete="current-password"]')) {
      if (seen.has(password)) continue;
      seen.add(password);
      window.__watch.loginFormsInserted += 1;
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__watch.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

export type Watched = {
  headings: string[];
  loginFormShown: boolean;
  loginFormsInserted: number;
  shift: number;
};
export const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { __watch: Watched }).__watch);

/**
 * The console's errors and warnings, and uncaught errors, of a page; not the browser's own request for
 * /favicon.ico on /healthz, where signInBrowser writes the local storage.
 */
export function problemsOf(page: Page & { errors: string[] }): string[] {
  const problems = page.errors;
  page.on('console', (message) => {
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/** Holds the web app's entry script until `release`: the page stays as the server sent it. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sends the empty form until its e-mail field says what is missing: it does once React has the form. */
export async function untilHydrated(page: Page, submit: string) {
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: submit, exact: true }).click();
        return page.locator('#root [aria-invalid="true"]').count();
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeGreaterThan(0);
}
