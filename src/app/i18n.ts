/**
 * i18next with one namespace per screen, loaded on demand from locales/<language>/<namespace>.json
 * (each file its own small chunk). The chosen language is remembered in the browser.
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../domain/constants';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** BCP 47 locale used for Intl formatting of each language. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

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

export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const preferred = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return preferred ?? 'en';
}

export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'validation', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
}

export function storedLanguage(): Language {
  return initialLanguage(
    localStorage.getItem(LANGUAGE_STORAGE_KEY),
    navigator.languages ?? [navigator.language],
  );
}
