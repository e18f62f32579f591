/**
 * Which interface language a visitor gets: the one they chose before, else the first of their browser's
 * languages that the app speaks, else the default.
 *
 * Three places decide it and must agree, or a prerendered page would be hydrated in another language: the web
 * app when it starts, the first-paint script in a prerendered page's head (before any bundle has loaded), and
 * the server when it picks which prerendered page to send. All three call `chooseLanguage`. The first-paint
 * script carries its source text, so the function refers to nothing outside itself.
 */

/**
 * Where the server finds the visitor's choice: the web app keeps it in local storage, which the server cannot
 * read, and mirrors it in this cookie.
 */
export const LANGUAGE_COOKIE = 'creatorhub.language';

/** How long the browser keeps the language cookie: a year, renewed each time the app starts. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * What the browser says of its user's languages, as BCP 47 tags (`es-MX`): `navigator` in a page; on the
 * server, the tags of Accept-Language, most wanted first.
 */
export type BrowserLanguages = { readonly languages?: readonly string[]; readonly language?: string };

/**
 * `stored`: the visitor's own earlier choice (local storage or the cookie), if any. Of the browser's languages
 * only the primary subtag counts.
 */
export function chooseLanguage<Language extends string>(
  stored: string | null | undefined,
  browser: BrowserLanguages,
  supported: readonly Language[],
  fallback: Language,
): Language {
  const find = (code: string | null | undefined) => supported.find((language) => language === code);
  const chosen = find(stored);
  if (chosen) return chosen;
  const preferred =
    browser.languages && browser.languages.length > 0 ? browser.languages : [browser.language];
  for (const tag of preferred) {
    const spoken = find(tag?.split('-')[0]?.toLowerCase());
    if (spoken) return spoken;
  }
  return fallback;
}
