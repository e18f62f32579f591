import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../domain/language';
import { aCompany, fakeSession } from '../../tests/support/render-app';
import { followAccountLanguage, languageOnSignIn } from './account-language';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the language when an account signs in', () => {
  it('switches to the account’s language on any browser', () => {
    expect(languageOnSignIn({ account: 'es', shown: 'en', chosenHere: null, staff: false })).toEqual({
      show: 'es',
      save: null,
    });
  });

  it('saves a language chosen on this page before signing in: the newer choice wins', () => {
    expect(languageOnSignIn({ account: 'en', shown: 'es', chosenHere: 'es', staff: false })).toEqual({
      show: 'es',
      save: 'es',
    });
    expect(languageOnSignIn({ account: 'es', shown: 'es', chosenHere: 'es', staff: false })).toEqual({
      show: 'es',
      save: null,
    });
  });

  it('keeps and saves what the user sees when the account never chose', () => {
    expect(languageOnSignIn({ account: null, shown: 'es', chosenHere: null, staff: false })).toEqual({
      show: 'es',
      save: 'es',
    });
    expect(languageOnSignIn({ account: 'fr', shown: 'en', chosenHere: null, staff: false })).toEqual({
      show: 'en',
      save: 'en',
    });
  });

  it('never saves in a staff session, and leaves staff their own language', () => {
    expect(languageOnSignIn({ account: 'es', shown: 'en', chosenHere: null, staff: true })).toEqual({
      show: 'en',
      save: null,
    });
  });
});

describe('following the account’s language', () => {
  function follow(company: ReturnType<typeof aCompany>, token: string | null, shown: Language = 'en') {
    let current = shown;
    const show = vi.fn((language: Language) => {
      current = language;
    });
    const save = vi.fn(async (_language: Language) => ({}));
    const session = fakeSession(
      {
        loadCompany: async () => company,
        login: async () => ({ token: 'fresh' }),
        logout: async () => undefined,
      },
      token,
    );
    const languages = followAccountLanguage({ session, shown: () => current, show, save });
    return { session, languages, show, save, shown: () => current };
  }

  it('shows a Spanish account in Spanish once its data arrives, without saving anything', async () => {
    const sut = follow(aCompany({ language: 'es' }), 'token');
    await flush();
    expect(sut.show).toHaveBeenCalledWith('es');
    expect(sut.save).not.toHaveBeenCalled();
  });

  it('saves a choice made while signed in, and does not switch back on the next reload', async () => {
    const sut = follow(aCompany({ language: 'es' }), 'token');
    await flush();
    sut.languages.choose('en');
    expect(sut.save).toHaveBeenCalledWith('en');
    // The account data reloads (a live notice, a saved form) with the language of before the save.
    sut.session.send({ type: 'session.refresh' });
    await flush();
    expect(sut.shown()).toBe('en');
  });

  it('saves the language picked on the log-in screen once the user signs in', async () => {
    const sut = follow(aCompany({ language: 'en' }), null);
    sut.languages.choose('es');
    expect(sut.save).not.toHaveBeenCalled();
    sut.session.send({ type: 'session.login', email: 'ada@example.com', password: 'x' });
    await flush();
    await flush();
    expect(sut.save).toHaveBeenCalledWith('es');
    expect(sut.shown()).toBe('es');
  });

  it('does not save a choice made in a staff session', async () => {
    const sut = follow(aCompany({ language: 'es', impersonated: true }), 'token');
    await flush();
    sut.languages.choose('es');
    expect(sut.save).not.toHaveBeenCalled();
  });

  it('decides again for the next account after a log-out', async () => {
    const sut = follow(aCompany({ language: 'es' }), 'token');
    await flush();
    sut.languages.choose('en');
    sut.session.send({ type: 'session.logout' });
    await flush();
    sut.session.send({ type: 'session.login', email: 'ada@example.com', password: 'x' });
    await flush();
    await flush();
    // The fake account still says Spanish: signing in again shows it.
    expect(sut.shown()).toBe('es');
  });
});
