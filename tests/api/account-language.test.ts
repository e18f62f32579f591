/**
 * The language of an account (issue 11): kept on the account so the interface and the e-mails speak it on any
 * browser. Chosen at sign-up by the screen's language, changed with CompanyUpdateLanguage, never overwritten
 * by the browser a user signs in with, and not changed by staff acting as the company.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyImpersonateDocument,
  CompanyLoginDocument,
  CompanyUpdateLanguageDocument,
  RequestResetPasswordDocument,
} from '../../src/graphql/generated/graphql';
import {
  PASSWORD,
  RESET_LINK,
  call,
  callWith,
  errorOf,
  logIn,
  readyCompany,
  uniqueEmail,
} from './account-helpers';
import { parseMail } from '../support/mail';

const api = serverForTests();

const languageOf = async (token: string) =>
  (await call(api.server, CompanyDataDocument, {}, token)).data?.CompanyData.language;

describe('the language of an account', () => {
  it('starts as the language of the sign-up screen and survives a log-in from an English browser', async () => {
    const email = uniqueEmail('spanish');
    await callWith(
      api.server,
      CompanyCreateDocument,
      { email, password: PASSWORD },
      { 'accept-language': 'es' },
    );
    const login = await callWith(
      api.server,
      CompanyLoginDocument,
      { email, password: PASSWORD },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    const token = login.data?.CompanyLogin.authorization?.token as string;
    expect(await languageOf(token)).toBe('es');
  });

  it('is changed by the account’s user, and e-mails sent without a screen follow it', async () => {
    const email = uniqueEmail('switcher');
    await call(api.server, CompanyCreateDocument, { email, password: PASSWORD });
    const token = await logIn(api.server, email);
    expect(await languageOf(token)).toBeNull();
    const answer = await call(api.server, CompanyUpdateLanguageDocument, { language: 'es' }, token);
    expect(answer.data?.CompanyUpdateLanguage).toEqual({ id: expect.any(String), language: 'es' });
    expect(await languageOf(token)).toBe('es');
    // A reset link asked for by a client that names no language is written in the account's language.
    await call(api.server, RequestResetPasswordDocument, { email });
    const mail = parseMail(await api.server.lastMail(email, RESET_LINK));
    expect(mail.subject).toBe('Restablece tu contraseña de CreatorHub');
  });

  it('refuses a language the interface does not speak', async () => {
    const token = await readyCompany(api.server, uniqueEmail('french'));
    const answer = await call(api.server, CompanyUpdateLanguageDocument, { language: 'fr' }, token);
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { language: { code: 'oneOf' } },
    });
    expect(await languageOf(token)).toBeNull();
  });

  it('needs a session, and is not changed by staff acting as the company', async () => {
    expect((await call(api.server, CompanyUpdateLanguageDocument, { language: 'es' })).status).toBe(401);
    const email = uniqueEmail('impersonated-language');
    const own = await readyCompany(api.server, email);
    const minted = await api.server.staff('impersonate', { email });
    const exchanged = await call(api.server, CompanyImpersonateDocument, {
      token: String(minted.body.link).split('/').pop() ?? '',
    });
    const staffToken = exchanged.data?.CompanyImpersonate.authorization?.token as string;
    const answer = await call(api.server, CompanyUpdateLanguageDocument, { language: 'es' }, staffToken);
    expect(errorOf(answer).code).toBe('STAFF_SESSION_FORBIDDEN');
    expect(await languageOf(own)).toBeNull();
  });
});
