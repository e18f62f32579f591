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
 *
 * The page's own scripts are not in its markup (a deferred module script that arrives before the first frame
 * runs before it, and a slow device then paints after React has hydrated): they wait, inert in a <template>,
 * and this script starts them and the preloads once the markup has painted, or at once when it is hidden.
 */
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../domain/constants';
import { chooseLanguage } from '../domain/language-choice';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n';
import { FIRST_PAINT_ATTRIBUTE } from './first-paint.css';
import { APP_HANDLES_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from '../ui/taken-over';

export { FIRST_PAINT_ATTRIBUTE };
/** The attribute of a prerendered page's <html> that says in which year it was rendered. */
export const RENDERED_YEAR_ATTRIBUTE = 'data-rendered-year';
/** The id of the <template> that holds a prerendered page's preload hints, before the inline script. */
export const HYDRATION_HINTS_ID = 'hydration-hints';
/** The id of the <template> that holds a prerendered page's own module scripts, started by the inline script. */
export const APP_SCRIPTS_ID = 'app-scripts';
/** The attribute of <html> that keeps a language picked on the prerendered page before the app took it over. */
export const CHOSEN_LANGUAGE_ATTRIBUTE = 'data-chosen-language';
export { APP_HANDLES_ATTRIBUTE };

export type FirstPaintSettings = {
  sessionKey: string;
  languageKey: string;
  languages: readonly string[];
  fallback: string;
  decisionAttribute: string;
  yearAttribute: string;
  hintsId: string;
  scriptsId: string;
  chosenAttribute: string;
  handledAttribute: string;
  pendingAttribute: string;
};

/**
 * The inline script. Its source is copied into the page, so it uses only its arguments and the browser's
 * globals. When the markup is to be hydrated, it puts the page's preload hints (the scripts and locale files
 * hydration needs, kept inert in a <template> before it) into the head with the app's scripts, after the first
 * paint; a visitor who is sent elsewhere does not download them. It also stops the browser from sending the app's own forms (those without an `action`)
 * while React has not taken them over (a native submission would put the typed password in the address), and
 * sends such a form once the app has taken it over (shared/guest-form.tsx marks it handled).
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
  const scripts = document.getElementById(settings.scriptsId);
  const start = () => {
    if (!(scripts instanceof HTMLTemplateElement)) return;
    for (const source of scripts.content.querySelectorAll('script')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = source.getAttribute('src') ?? '';
      document.body.append(script);
    }
  };
  // As a deferred script: once the document is parsed (the app looks for #root at once).
  const whenParsed = () => {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  };
  // A frame's callbacks run before it is painted and a task queued from them after: the markup is on screen
  // then. A hidden page paints no frame, and hidden markup has nothing to wait for.
  // The hints too: the responses of preloads take the main thread's time as well.
  if (fits && document.visibilityState === 'visible') {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (hints instanceof HTMLTemplateElement) document.head.append(hints.content.cloneNode(true));
        whenParsed();
      }, 0),
    );
  } else {
    if (fits && hints instanceof HTMLTemplateElement) document.head.append(hints.content.cloneNode(true));
    whenParsed();
  }
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      if (form.hasAttribute(settings.handledAttribute)) return;
      event.preventDefault();
      if (form.hasAttribute(settings.pendingAttribute)) return;
      // Sent once the app has taken the form over (it marks it handled, after its fields have what was typed).
      form.setAttribute(settings.pendingAttribute, '');
      new MutationObserver((_, observer) => {
        if (!form.hasAttribute(settings.handledAttribute)) return;
        observer.disconnect();
        form.removeAttribute(settings.pendingAttribute);
        setTimeout(() => {
          if (form.isConnected) form.requestSubmit();
        }, 0);
      }).observe(form, { attributes: true, attributeFilter: [settings.handledAttribute] });
    },
    true,
  );
  // A language button pressed before the app handles it (the scripts still loading, or its part of the page not
  // hydrated yet) does nothing: the choice is kept on the page, and the language switch applies it once it is
  // hydrated (shell/language-switch.tsx). The last one pressed wins.
  document.addEventListener(
    'click',
    (event) => {
      const choice = event.target instanceof Element ? event.target.closest('button[lang]') : null;
      if (choice && !choice.closest(`[${settings.handledAttribute}]`))
        page.setAttribute(settings.chosenAttribute, choice.getAttribute('lang') ?? '');
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
    scriptsId: APP_SCRIPTS_ID,
    chosenAttribute: CHOSEN_LANGUAGE_ATTRIBUTE,
    handledAttribute: APP_HANDLES_ATTRIBUTE,
    pendingAttribute: SUBMIT_PENDING_ATTRIBUTE,
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
