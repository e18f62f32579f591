/**
 * Issue 11's first paint in headless Chromium: /login, /signup and /forgot arrive as server-rendered HTML in the
 * visitor's language (visible with JavaScript turned off), hydrate without an error and without replacing or
 * moving what was painted (their stylesheets inline, their scripts started only once the markup has painted), and keep working (logging in, with what was typed before the scripts ran). A
 * signed-in user who opens /login never sees the log-in form, and a visitor who chose another language than
 * their browser's never sees the page in the wrong one: every frame the browser renders is checked.
 */
import { expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { createTestI18n } from '../support/i18n';
import { appInBrowser, describeInBrowser, fieldByLabel, newPage, screenshot } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { LANGUAGE_STORAGE_KEY } from '../../src/domain/constants';
import { LANGUAGE_COOKIE } from '../../src/domain/language-choice';
import { holdScripts, problemsOf, untilHydrated, WATCH, watched } from '../support/first-paint';

const SCREENS = [
  { path: '/login', namespace: 'login' },
  { path: '/signup', namespace: 'signup' },
  { path: '/forgot', namespace: 'forgot' },
] as const;
const LANGUAGES = [
  { language: 'en', locale: 'en-US' },
  { language: 'es', locale: 'es-ES' },
] as const;
const CASES = SCREENS.flatMap((screen) => LANGUAGES.map((language) => ({ ...screen, ...language })));

describeInBrowser('first paint of the logged-out screens', () => {
  const app = appInBrowser();

  it.each(CASES)(
    'sends $path in $language as HTML that shows without running a script',
    async ({ path, namespace, language, locale }) => {
      const { t } = createTestI18n(language);
      let context: BrowserContext | undefined;
      try {
        context = await app.browser.newContext({ javaScriptEnabled: false, locale });
        const page = await context.newPage();
        const response = await page.goto(`${app.server.url}${path}`);
        expect(response?.headers()['content-language']).toBe(language);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        expect(await page.getByRole('heading', { level: 1, name: t(`${namespace}:title`) }).isVisible()).toBe(
          true,
        );
        expect(await page.getByText(t(`${namespace}:lead`)).isVisible()).toBe(true);
        expect(await fieldByLabel(page, t(`${namespace}:email`)).isVisible()).toBe(true);
        expect(
          await page.getByRole('button', { name: t(`${namespace}:submit`), exact: true }).isVisible(),
        ).toBe(true);
        const notice = page.locator('noscript');
        expect(await notice.isVisible()).toBe(true);
        expect(await notice.innerText()).toBe(t('common:noScript'));
        // Styled by the screen's own stylesheets: the submit button is the theme's, not the browser's grey one.
        const button = page.getByRole('button', { name: t(`${namespace}:submit`), exact: true });
        const style = await button.evaluate((element) => {
          const computed = getComputedStyle(element);
          return { radius: computed.borderTopLeftRadius, background: computed.backgroundColor };
        });
        expect(style.radius).not.toBe('0px');
        expect(style.background).not.toBe('rgb(239, 239, 239)');
        await screenshot(page, `first-paint-no-script${path}-${language}`);
      } finally {
        await context?.close();
      }
    },
  );

  it.each(CASES)(
    'hydrates $path in $language without an error, keeping and not moving what was painted',
    async ({ path, namespace, language, locale }) => {
      const { t } = createTestI18n(language);
      const page = await newPage(app.browser, { locale });
      const problems = problemsOf(page);
      await page.addInitScript(WATCH);
      const release = await holdScripts(page);
      await page.goto(`${app.server.url}${path}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: t(`${namespace}:title`) }).waitFor();
      await page.evaluate(() => {
        const painted = window as unknown as { __painted: Element[] };
        painted.__painted = [...document.querySelectorAll('#root h1, #root form, #root input')];
      });

      release();
      await page.waitForLoadState('networkidle');
      await untilHydrated(page, t(`${namespace}:submit`));

      expect(problems).toEqual([]);
      expect(await page.getAttribute('html', 'data-first-paint')).toBe('hydrate');
      const kept = await page.evaluate(() =>
        (window as unknown as { __painted: Element[] }).__painted.every((element) => element.isConnected),
      );
      expect(kept).toBe(true);
      const watch = await watched(page);
      expect(watch.shift).toBe(0);
      expect(watch.headings).toEqual([t(`${namespace}:title`)]);
      await page.context().close();
    },
  );

  it('paints /login from the page alone, and only then asks for its scripts', async () => {
    const { t } = createTestI18n('en');
    const page = await newPage(app.browser, { locale: 'en-US' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // Frames rendered with the screen's heading in them, and how many there were when a script was inserted.
    await page.addInitScript(`
      window.__order = { frames: 0, framesBeforeScripts: null };
      const count = () => {
        if (document.querySelector('#root h1')) window.__order.frames += 1;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      new MutationObserver(() => {
        if (window.__order.framesBeforeScripts === null && document.querySelector('script[src^="/assets/"]'))
          window.__order.framesBeforeScripts = window.__order.frames;
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${app.server.url}/login`);
    await untilHydrated(page, t('login:submit'));
    const order = await page.evaluate(
      () => (window as unknown as { __order: { framesBeforeScripts: number | null } }).__order,
    );
    expect(order.framesBeforeScripts).toBeGreaterThanOrEqual(1);
    expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
    expect(requested.some((path) => /^\/assets\/main\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    await page.context().close();
  });

  it('logs in from the prerendered page with what was typed and pressed before the scripts ran', async () => {
    const { t } = createTestI18n('en');
    const company = await createReadyCompany(app.server);
    const page = await newPage(app.browser);
    const problems = problemsOf(page);
    const release = await holdScripts(page);
    await page.goto(`${app.server.url}/login`, { waitUntil: 'commit' });
    await fieldByLabel(page, t('login:email')).fill(company.email);
    await fieldByLabel(page, t('login:password')).fill(company.password);
    // Sent before React has the form: nothing leaves the page, the password least of all. The sending is
    // stopped where it starts (no navigation is ever begun), which the page itself tells once it has bubbled.
    await page.evaluate(() => {
      const sent: boolean[] = [];
      Object.assign(window, { sentForms: sent });
      window.addEventListener('submit', (event) => sent.push(event.defaultPrevented));
    });
    const leaving: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() || request.method() !== 'GET') leaving.push(request.url());
    });
    await page.getByRole('button', { name: t('login:submit'), exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { sentForms: boolean[] }).sentForms)).toEqual([
      true,
    ]);
    expect(leaving).toEqual([]);
    expect(page.url()).toBe(`${app.server.url}/login`);

    release();
    // The press was kept: once the app has the form, it sends it with what was typed, with no second press.
    await page.waitForURL(`${app.server.url}/`);
    await page.getByRole('heading', { level: 1, name: new RegExp(company.first_name) }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('switches to the language pressed on the prerendered page before the scripts ran', async () => {
    const spanish = createTestI18n('es').t;
    const page = await newPage(app.browser, { locale: 'en-US' });
    const problems = problemsOf(page);
    const release = await holdScripts(page);
    await page.goto(`${app.server.url}/login`, { waitUntil: 'commit' });
    // The markup is there and in English; the app is not: the press has nothing to answer it yet.
    await page.getByRole('button', { name: /^ES\b/ }).click();
    release();
    await fieldByLabel(page, spanish('login:email')).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: spanish('login:title'), level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('button', { name: /^ES\b/ }).getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('never shows the log-in form to a signed-in user who opens /login', async () => {
    const company = await createReadyCompany(app.server);
    const page = await newPage(app.browser);
    const problems = problemsOf(page);
    await page.addInitScript(WATCH);
    await signInBrowser(page, app.server, company.token, '/login');
    await page.waitForURL(`${app.server.url}/`);
    await page.getByRole('heading', { level: 1, name: new RegExp(company.first_name) }).waitFor();
    const watch = await watched(page);
    expect(watch.loginFormShown).toBe(false);
    // The hidden prerendered form at most, never one rendered by the app.
    expect(watch.loginFormsInserted).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a visitor the language they chose, never the browser’s first, then sends it from the start', async () => {
    const english = createTestI18n('en');
    const spanish = createTestI18n('es');
    const page = await newPage(app.browser, { locale: 'en-US' });
    const problems = problemsOf(page);
    await page.addInitScript(WATCH);
    // Chosen on this browser before the language cookie existed: only local storage knows.
    await page.goto(`${app.server.url}/healthz`);
    await page.evaluate((key) => window.localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    const first = await page.goto(`${app.server.url}/login`);
    expect(first?.headers()['content-language']).toBe('en');
    await page.getByRole('heading', { level: 1, name: spanish.t('login:title') }).waitFor();
    const watch = await watched(page);
    expect(watch.headings).not.toContain(english.t('login:title'));
    expect(await page.getAttribute('html', 'lang')).toBe('es');

    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('es');
    const again = await page.reload();
    expect(again?.headers()['content-language']).toBe('es');
    await page.getByRole('heading', { level: 1, name: spanish.t('login:title') }).waitFor();
    expect(await page.getAttribute('html', 'data-first-paint')).toBe('hydrate');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
