/**
 * i18next for tests: the real locale files, loaded synchronously from locales/<language>/*.json, so a test
 * sees the very texts a user reads (in English or Spanish).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';

// Vitest gives each module its own __dirname, also under jsdom (where import.meta.url is not a file URL).
const LOCALES = path.resolve(__dirname, '../../locales');

function loadResources(): Resource {
  const resources: Resource = {};
  for (const language of readdirSync(LOCALES)) {
    // locales/ also holds the glossary beside the language folders.
    if (!statSync(path.join(LOCALES, language)).isDirectory()) continue;
    const namespaces: Record<string, Record<string, unknown>> = {};
    for (const file of readdirSync(path.join(LOCALES, language))) {
      if (!file.endsWith('.json')) continue;
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(path.join(LOCALES, language, file), 'utf8'),
      ) as Record<string, unknown>;
    }
    resources[language] = namespaces;
  }
  return resources;
}

const resources = loadResources();

/** The namespaces of a language, as loaded from disk. */
export const namespacesOf = (language: string): string[] => Object.keys(resources[language] ?? {});

/** The raw messages of one namespace, for checks such as "Spanish has every English key". */
export const messagesOf = (language: string, namespace: string): Record<string, unknown> =>
  (resources[language]?.[namespace] ?? {}) as Record<string, unknown>;

export function createTestI18n(language: 'en' | 'es' = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources,
    ns: namespacesOf('en'),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function TestI18n({ instance, children }: { instance: i18n; children: ReactNode }) {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
