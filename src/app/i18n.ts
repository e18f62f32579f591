/**
 * i18next with one namespace per screen, loaded on demand from locales/<language>/<namespace>.json
 * (each file its own small chunk). The chosen language is remembered in the browser: in local storage for the
 * app, and in a cookie for the server, which sends the prerendered pages in that language.
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../domain/constants';
import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../domain/language-choice';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/language';
import { formatMoney } from '../domain/money';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/** BCP 47 locale used for Intl formatting of each language. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    import(`../../locales/${language}/${namespace}.json`).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'validation', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  // Amounts in messages are whole cents, written the language's way: {{cents, money}} (src/domain/money).
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined) =>
    formatMoney(
      Number(value),
      LOCALE_OF[(lng as Language) ?? DEFAULT_LANGUAGE] ?? LOCALE_OF[DEFAULT_LANGUAGE],
    ),
  );
  return instance;
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  document.documentElement.lang = language;
}

/** The language the visitor chose on this browser, else the first of the browser's the app speaks. */
export function storedLanguage(): Language {
  return chooseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator, LANGUAGES, DEFAULT_LANGUAGE);
}
