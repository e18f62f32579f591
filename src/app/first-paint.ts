/**
 * The first paint of a prerendered page: /login, /signup and /forgot arrive with their screen already rendered
 * (src/prerender.tsx), as a logged-out visitor sees it in one language, so the browser paints them before any
 * script has run. The web app then hydrates that markup, or replaces it when it is not what this visitor
 * should see.
 *
 * Which of the two is decided before the first paint by `firstPaint`, which runs inline in the page's head (the
 * CSP allows it by its hash); the server cannot decide it, because the session token lives in local storage:
 * - `hydrate`: no session is stored, and the page's language is the visitor's: React hydrates the markup.
 * - `render`: a session is stored (the session machine may send the user to the dashboard), the visitor's
 *   language is another (chosen on this browser before the cookie existed), or the page was rendered in
 *   another year (the footer shows the year). The markup stays hidden (first-paint.css.ts) until the web app
 *   clears it and renders from scratch: neither the log-in form nor the wrong language ever shows.
 */
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../domain/constants';
import { chooseLanguage } from '../domain/language-choice';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n';
import { FIRST_PAINT_ATTRIBUTE } from './first-paint.css';

export { FIRST_PAINT_ATTRIBUTE };
/** The attribute of a prerendered page's <html> that says in which year it was rendered. */
export const RENDERED_YEAR_ATTRIBUTE = 'data-rendered-year';
/** The id of the <template> that holds a prerendered page's preload hints, before the inline script. */
export const HYDRATION_HINTS_ID = 'hydration-hints';

export type FirstPaintSettings = {
  sessionKey: string;
  languageKey: string;
  languages: readonly string[];
  fallback: string;
  decisionAttribute: string;
  yearAttribute: string;
  hintsId: string;
};

/**
 * The inline script. Its source is copied into the page, so it uses only its arguments and the browser's
 * globals. When the markup is to be hydrated, it puts the page's preload hints (the scripts and locale files
 * hydration needs, kept inert in a <template> before it) into the head; a visitor who is sent elsewhere does
 * not download them. It also stops the browser from sending the app's own forms (those without an `action`)
 * while React has not taken them over: a native submission would put the typed password in the address.
 */
export function firstPaint(choose: typeof chooseLanguage, settings: FirstPaintSettings): void {
  const page = document.documentElement;
  let token: string | null = null;
  let stored: string | null = null;
  try {
    token = localStorage.getItem(settings.sessionKey);
    stored = localStorage.getItem(settings.languageKey);
  } catch {
    // Storage is blocked: a visitor without a session or a stored choice.
  }
  const language = choose(stored, navigator, settings.languages, settings.fallback);
  const year = String(new Date().getFullYear());
  const fits = !token && language === page.lang && page.getAttribute(settings.yearAttribute) === year;
  page.setAttribute(settings.decisionAttribute, fits ? 'hydrate' : 'render');
  const hints = document.getElementById(settings.hintsId);
  if (fits && hints instanceof HTMLTemplateElement) document.head.append(hints.content.cloneNode(true));
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && !form.hasAttribute('action')) event.preventDefault();
    },
    true,
  );
}

/** The inline script's text, as the prerendered pages carry it. */
export function firstPaintScript(): string {
  const settings: FirstPaintSettings = {
    sessionKey: SESSION_STORAGE_KEY,
    languageKey: LANGUAGE_STORAGE_KEY,
    languages: LANGUAGES,
    fallback: DEFAULT_LANGUAGE,
    decisionAttribute: FIRST_PAINT_ATTRIBUTE,
    yearAttribute: RENDERED_YEAR_ATTRIBUTE,
    hintsId: HYDRATION_HINTS_ID,
  };
  return `(${firstPaint.toString()})(${chooseLanguage.toString()}, ${JSON.stringify(settings)});`;
}

/**
 * What the web app does with #root at start: `hydrate` the prerendered markup, or `render` from scratch (after
 * clearing any prerendered markup, which also lifts the CSS that hid it).
 */
export function takeOverPage(container: HTMLElement): 'hydrate' | 'render' {
  const page = document.documentElement;
  if (page.getAttribute(FIRST_PAINT_ATTRIBUTE) === 'hydrate') return 'hydrate';
  container.replaceChildren();
  page.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  return 'render';
}
