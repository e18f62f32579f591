import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../domain/constants';
import {
  APP_SCRIPTS_ID,
  FIRST_PAINT_ATTRIBUTE,
  HYDRATION_HINTS_ID,
  RENDERED_YEAR_ATTRIBUTE,
  firstPaintScript,
  takeOverPage,
} from './first-paint';
import { APP_HANDLES_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from '../ui/taken-over';

const page = document.documentElement;
const thisYear = String(new Date().getFullYear());
const listeners: Array<[string, EventListener, boolean]> = [];
const addEventListener = document.addEventListener.bind(document);

/** Runs the inline script as a prerendered page in `language` would, and returns its decision. */
function runInPage(language: string, options: { year?: string; browser?: string[] } = {}): string | null {
  page.lang = language;
  page.setAttribute(RENDERED_YEAR_ATTRIBUTE, options.year ?? thisYear);
  Object.defineProperty(navigator, 'languages', {
    value: options.browser ?? ['en-US', 'en'],
    configurable: true,
  });
  // Keep the listeners the script adds, to remove them after the test.
  document.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    capture?: unknown,
  ) => {
    listeners.push([type, listener as EventListener, Boolean(capture)]);
    addEventListener(type, listener, capture as boolean);
  };
  try {
    new Function(firstPaintScript())();
  } finally {
    document.addEventListener = addEventListener;
  }
  return page.getAttribute(FIRST_PAINT_ATTRIBUTE);
}

/** The page's preload hints, inert before the script decides; the preloads it put into the head. */
function withHints() {
  const template = document.createElement('template');
  template.id = HYDRATION_HINTS_ID;
  template.innerHTML = '<link href="/assets/login.js" rel="preload" as="script">';
  document.head.append(template);
  return () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
}

/** The page's entry scripts, inert until the script starts them; the scripts it started. */
function withAppScripts() {
  const template = document.createElement('template');
  template.id = APP_SCRIPTS_ID;
  template.innerHTML = '<script src="/assets/main.js" type="module"></script>';
  document.head.append(template);
  return () =>
    [...document.body.querySelectorAll('script')].map((script) => [script.type, script.getAttribute('src')]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  for (const element of document.head.querySelectorAll(
    `#${HYDRATION_HINTS_ID}, #${APP_SCRIPTS_ID}, link[rel="preload"]`,
  )) {
    element.remove();
  }
  for (const [type, listener, capture] of listeners.splice(0))
    document.removeEventListener(type, listener, capture);
  page.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  page.removeAttribute(RENDERED_YEAR_ATTRIBUTE);
  document.body.replaceChildren();
});

describe('the first-paint script', () => {
  it('keeps the prerendered markup for a visitor without a session, in their language', () => {
    expect(runInPage('en')).toBe('hydrate');
    expect(runInPage('es', { browser: ['es-ES', 'en'] })).toBe('hydrate');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(runInPage('es', { browser: ['en-US'] })).toBe('hydrate');
  });

  it('hides the log-in markup when a session is stored: the app decides where the user goes', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'a-session-token');
    expect(runInPage('en')).toBe('render');
  });

  it('hides a page in another language than the one the visitor chose or their browser prefers', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(runInPage('en')).toBe('render');
    localStorage.clear();
    expect(runInPage('en', { browser: ['es-MX', 'en'] })).toBe('render');
  });

  it('hides a page rendered in another year, whose footer shows that year', () => {
    expect(runInPage('en', { year: String(Number(thisYear) - 1) })).toBe('render');
  });

  it('preloads what hydration needs only when it keeps the markup (at once on a page not shown)', () => {
    const preloads = withHints();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runInPage('en');
    expect(preloads()).toEqual(['/assets/login.js']);
  });

  it('preloads nothing for a visitor the app sends elsewhere', () => {
    const preloads = withHints();
    localStorage.setItem(SESSION_STORAGE_KEY, 'a-session-token');
    runInPage('en');
    expect(preloads()).toEqual([]);
  });

  it('starts the app and its preloads only after the kept markup has painted', () => {
    const started = withAppScripts();
    const preloads = withHints();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers();
    try {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      runInPage('en');
      expect(started()).toEqual([]);
      for (const frame of frames.splice(0)) frame(0);
      // The frame's callback runs before it is painted: still nothing.
      expect(started()).toEqual([]);
      expect(preloads()).toEqual([]);
      vi.runAllTimers();
      expect(started()).toEqual([['module', '/assets/main.js']]);
      expect(preloads()).toEqual(['/assets/login.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the app at once when the markup is hidden, or the page is', () => {
    const started = withAppScripts();
    localStorage.setItem(SESSION_STORAGE_KEY, 'a-session-token');
    runInPage('en');
    expect(started()).toEqual([['module', '/assets/main.js']]);
    document.body.replaceChildren();
    localStorage.clear();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runInPage('en');
    expect(started()).toEqual([['module', '/assets/main.js']]);
  });

  it("stops the browser from sending the app's own forms and marks them sent, never a form with an action", () => {
    runInPage('en');
    const own = document.createElement('form');
    const external = document.createElement('form');
    const handled = document.createElement('form');
    external.setAttribute('action', 'https://payments.example/checkout');
    handled.setAttribute(APP_HANDLES_ATTRIBUTE, '');
    document.body.append(own, external, handled);
    const submit = (form: HTMLFormElement) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit(own)).toBe(true);
    expect(own.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)).toBe(true);
    expect(submit(external)).toBe(false);
    expect(external.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)).toBe(false);
    // A form the app has taken over is the app's to send: the script neither stops nor marks it.
    expect(submit(handled)).toBe(false);
    expect(handled.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('sends a form pressed before the app had it once the app marks it handled, once', async () => {
    runInPage('en');
    const form = document.createElement('form');
    document.body.append(form);
    const sent = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sent).not.toHaveBeenCalled();
    form.setAttribute(APP_HANDLES_ATTRIBUTE, '');
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(form.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)).toBe(false);
  });
});

describe('takeOverPage', () => {
  it('hydrates when the script said so, and leaves the markup alone', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Log in</h1>';
    page.setAttribute(FIRST_PAINT_ATTRIBUTE, 'hydrate');
    expect(takeOverPage(root)).toBe('hydrate');
    expect(root.innerHTML).toBe('<h1>Log in</h1>');
  });

  it('otherwise clears the markup and lifts the CSS that hid it', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Log in</h1>';
    page.setAttribute(FIRST_PAINT_ATTRIBUTE, 'render');
    expect(takeOverPage(root)).toBe('render');
    expect(root.childNodes).toHaveLength(0);
    expect(page.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(false);
  });

  it('renders from scratch on a page without prerendered markup', () => {
    expect(takeOverPage(document.createElement('div'))).toBe('render');
  });
});
