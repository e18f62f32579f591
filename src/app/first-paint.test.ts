import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../domain/constants';
import {
  FIRST_PAINT_ATTRIBUTE,
  HYDRATION_HINTS_ID,
  RENDERED_YEAR_ATTRIBUTE,
  firstPaintScript,
  takeOverPage,
} from './first-paint';

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

afterEach(() => {
  for (const element of document.head.querySelectorAll(`#${HYDRATION_HINTS_ID}, link[rel="preload"]`)) {
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

  it('preloads what hydration needs only when it keeps the markup', () => {
    const preloads = withHints();
    runInPage('en');
    expect(preloads()).toEqual(['/assets/login.js']);
  });

  it('preloads nothing for a visitor the app sends elsewhere', () => {
    const preloads = withHints();
    localStorage.setItem(SESSION_STORAGE_KEY, 'a-session-token');
    runInPage('en');
    expect(preloads()).toEqual([]);
  });

  it("stops the browser from sending the app's own forms, never a form with an action", () => {
    runInPage('en');
    const own = document.createElement('form');
    const external = document.createElement('form');
    external.setAttribute('action', 'https://payments.example/checkout');
    document.body.append(own, external);
    const submit = (form: HTMLFormElement) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit(own)).toBe(true);
    expect(submit(external)).toBe(false);
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
