import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language-choice';

const SPOKEN = ['en', 'es'] as const;
const choose = (stored: string | null, languages: string[]) =>
  chooseLanguage(stored, { languages }, SPOKEN, 'en');

describe('chooseLanguage', () => {
  it("keeps the visitor's own choice whatever the browser prefers", () => {
    expect(choose('es', ['en-US', 'en'])).toBe('es');
    expect(choose('en', ['es-ES'])).toBe('en');
  });

  it('takes the first browser language the app speaks, by its primary subtag', () => {
    expect(choose(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(choose(null, ['ES'])).toBe('es');
    expect(choose(null, ['en-GB', 'es'])).toBe('en');
  });

  it('ignores a stored value the app does not speak', () => {
    expect(choose('de', ['es-ES'])).toBe('es');
    expect(choose('', [])).toBe('en');
  });

  it('does not take a language for another that merely starts with the same letters', () => {
    expect(choose(null, ['esu', 'eng'])).toBe('en');
    expect(chooseLanguage(null, { languages: ['esu'] }, SPOKEN, 'es')).toBe('es');
  });

  it("reads the browser's single language when it gives no list", () => {
    expect(chooseLanguage(null, { languages: [], language: 'es-CL' }, SPOKEN, 'en')).toBe('es');
    expect(chooseLanguage(null, {}, SPOKEN, 'en')).toBe('en');
  });

  it('falls back to the default when nothing matches', () => {
    expect(choose(null, ['de-DE', 'fr'])).toBe('en');
  });

  it('refers to nothing outside itself, so its source can run on its own in a page', () => {
    const standalone = new Function(`return (${chooseLanguage.toString()});`)() as typeof chooseLanguage;
    expect(standalone(null, { languages: ['fr', 'es-AR'] }, SPOKEN, 'en')).toBe('es');
    expect(standalone('en', { languages: ['es'] }, SPOKEN, 'en')).toBe('en');
  });
});
