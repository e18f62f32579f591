import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesOf, namespacesOf } from '../../../tests/support/i18n';
import { GENDERS } from '../../domain/constants';

type Glossary = { about: string; terms: Record<string, { term: string; not: string[] }[]> };
const glossary = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../locales/glossary.json'), 'utf8'),
) as Glossary;

const LANGUAGES = ['en', 'es'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;
// Texts about a creator may take the creator's gender as i18next context (hire.done_female); a language
// without grammatical gender in that text has the plain key only.
const GENDER = new RegExp(`_(${GENDERS.join('|')})$`);

/** Every text of a messages object by its key path. */
function textsOf(messages: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    if (Array.isArray(value)) return value.map((text, index) => [`${prefix}${key}.${index}`, String(text)]);
    return textsOf(value as Record<string, unknown>, `${prefix}${key}.`);
  });
}

/** The texts grouped by their key without plural or gender suffix: the forms of one message. */
function messageGroups(language: string, namespace: string): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, text] of textsOf(messagesOf(language, namespace))) {
    const base = key.replace(PLURAL, '').replace(GENDER, '');
    const forms = groups.get(base) ?? new Map<string, string>();
    forms.set(key, text);
    groups.set(base, forms);
  }
  return groups;
}

const placeholders = (texts: Iterable<string>) =>
  [...new Set([...texts].flatMap((text) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1])))].sort();

const pluralCategories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();

describe('locales', () => {
  it('has the same namespaces in English and Spanish', () => {
    expect(namespacesOf('es').sort()).toEqual(namespacesOf('en').sort());
  });

  describe.each(namespacesOf('en'))('%s', (namespace) => {
    const english = messageGroups('en', namespace);
    const spanish = messageGroups('es', namespace);

    it('has every message in both languages, and nothing more', () => {
      expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('fills the same placeholders in both languages', () => {
      for (const [key, forms] of english) {
        const other = spanish.get(key);
        if (!other) continue;
        // A plural's one form may spell the count out ("1 product" / "un producto"), so count is set aside.
        const fill = (texts: Map<string, string>) =>
          placeholders(texts.values()).filter((name) => name !== 'count' || !isPlural(texts));
        expect({ key, placeholders: fill(other) }).toEqual({ key, placeholders: fill(forms) });
      }
    });

    it.each(LANGUAGES)('has every plural form %s needs for each counted message', (language) => {
      const needed = pluralCategories(language);
      for (const [, forms] of language === 'en' ? english : spanish) {
        if (!isPlural(forms)) continue;
        const byGender = new Map<string, string[]>();
        for (const form of forms.keys()) {
          const stem = form.replace(PLURAL, '');
          byGender.set(stem, [...(byGender.get(stem) ?? []), PLURAL.exec(form)?.[1] ?? 'none']);
        }
        for (const [stem, categories] of byGender)
          expect({ key: stem, categories: categories.sort() }).toEqual({ key: stem, categories: needed });
      }
    });
  });

  it('keeps each count in the plural messages, so i18next picks the form by it', () => {
    for (const language of LANGUAGES)
      for (const namespace of namespacesOf(language))
        for (const [key, forms] of messageGroups(language, namespace))
          if (isPlural(forms))
            expect({ key, counted: placeholders(forms.values()).includes('count') }).toEqual({
              key,
              counted: true,
            });
  });

  it.each(LANGUAGES)('uses each glossary term of %s, never a word listed against it', (language) => {
    const found: string[] = [];
    for (const { term, not } of glossary.terms[language] ?? [])
      for (const word of not) {
        const pattern = new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'iu');
        for (const namespace of namespacesOf(language))
          for (const [key, text] of textsOf(messagesOf(language, namespace)))
            if (pattern.test(text.replace(/\{\{[^}]*\}\}/g, ' ')))
              found.push(`${namespace}:${key} says «${word}» where the glossary says «${term}»`);
      }
    expect(found).toEqual([]);
  });

  it('writes down the Spanish it speaks at the top of the glossary', () => {
    expect(glossary.about).toMatch(/es-ES/);
  });

  it.each([
    'login',
    'signup',
    'verify',
    'aboutYou',
    'forgot',
    'newPassword',
    'password',
    'updateEmail',
    'impersonation',
    'account',
    'notFound',
  ])('has a namespace for the account screen %s', (namespace) => {
    expect(namespacesOf('en')).toContain(namespace);
  });
});

function isPlural(forms: Map<string, string>): boolean {
  return [...forms.keys()].some((key) => PLURAL.test(key));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
