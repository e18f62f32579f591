/**
 * The interface languages. An account keeps the one its user chose (companies.language), so the interface and
 * the e-mails speak it on any browser; the API refuses any other (LanguageChoice in account.ts).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language of a visitor whose choice and browser languages the app does not speak. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
