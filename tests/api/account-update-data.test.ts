/**
 * Issue 3, account settings over HTTP: CompanyUpdateData, its rules and the sessions it ends.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { notifications } from '../../server/db/schema';
import {
  CompanyDataDocument,
  CompanyLoginDocument,
  CompanyUpdateDataDocument,
} from '../../src/graphql/generated/graphql';
import { call, errorOf, logIn, mailTo, PASSWORD, readyCompany, signUp, uniqueEmail } from './account-helpers';
import { companyLookup } from './account-settings-helpers';

const api = serverForTests();
const companyOf = companyLookup(api);

describe('CompanyUpdateData', () => {
  it('saves the company name and privacy and tells the company live', async () => {
    const email = uniqueEmail('settings');
    const token = await readyCompany(api.server, email);
    const answer = await call(
      api.server,
      CompanyUpdateDataDocument,
      { company_name: 'Acme Goods International', privacy: true },
      token,
    );
    expect(answer.data?.CompanyUpdateData).toEqual({ status: true, message: 'Your account was updated' });
    const data = await call(api.server, CompanyDataDocument, {}, token);
    expect(data.data?.CompanyData).toMatchObject({ company_name: 'Acme Goods International', privacy: true });
    const company = await companyOf(email);
    const notes = await api.server.app.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.company_id, company?.id as string));
    expect(notes.map((note) => [note.message, note.kind])).toEqual(
      expect.arrayContaining([
        ['Your e-mail address is verified', 'account.verified'],
        ['Your account was updated', 'account.updated'],
      ]),
    );
  });

  it('answers with a code the web app translates, beside the English sentence', async () => {
    const email = uniqueEmail('coded');
    const token = await readyCompany(api.server, email);
    const answer = await api.server.gql<{ CompanyUpdateData: Record<string, unknown> }>(
      `mutation { CompanyUpdateData(company_name: "Coded Answers Co") { status code message params { name value } } }`,
      {},
      token,
    );
    expect(answer.data?.CompanyUpdateData).toEqual({
      status: true,
      code: 'account.updated',
      message: 'Your account was updated',
      params: [],
    });
  });

  it('treats the current address sent back by the form as no change of e-mail', async () => {
    const email = uniqueEmail('same-address');
    const token = await readyCompany(api.server, email);
    const answer = await call(
      api.server,
      CompanyUpdateDataDocument,
      { new_email: email.toUpperCase(), company_name: 'Same Address Co' },
      token,
    );
    expect(answer.data?.CompanyUpdateData).toEqual({ status: true, message: 'Your account was updated' });
    expect((await companyOf(email))?.company_name).toBe('Same Address Co');
  });

  it('holds the settings rule for the company name (4 to 200), not the onboarding one', async () => {
    const token = await readyCompany(api.server, uniqueEmail('short-name'));
    const answer = await call(api.server, CompanyUpdateDataDocument, { company_name: 'Acm' }, token);
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { company_name: { code: 'length', params: { min: 4, max: 200 } } },
    });
  });

  it('changes the password only with the current one and a matching confirmation', async () => {
    const email = uniqueEmail('new-password');
    const token = await readyCompany(api.server, email);
    const other = await logIn(api.server, email);
    const change = { new_password: 'Fresh password 9', confirm_password: 'Fresh password 9' };

    const missing = await call(api.server, CompanyUpdateDataDocument, change, token);
    expect(errorOf(missing).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: { code: 'required' } },
    });
    const mismatch = await call(
      api.server,
      CompanyUpdateDataDocument,
      { ...change, password: PASSWORD, confirm_password: 'Fresh password 8' },
      token,
    );
    expect(errorOf(mismatch).extensions).toMatchObject({
      fields: { confirm_password: { code: 'passwordMismatch' } },
    });
    const weak = await call(
      api.server,
      CompanyUpdateDataDocument,
      { password: PASSWORD, new_password: 'weak', confirm_password: 'weak' },
      token,
    );
    expect(errorOf(weak).extensions).toMatchObject({ fields: { new_password: { code: 'length' } } });
    const wrong = await call(
      api.server,
      CompanyUpdateDataDocument,
      { ...change, password: 'Not my password 1' },
      token,
    );
    expect(errorOf(wrong).extensions).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { password: { code: 'wrongPassword' } },
    });

    const done = await call(api.server, CompanyUpdateDataDocument, { ...change, password: PASSWORD }, token);
    expect(done.data?.CompanyUpdateData.status).toBe(true);
    expect((await call(api.server, CompanyDataDocument, {}, other)).status).toBe(401);
    expect((await call(api.server, CompanyDataDocument, {}, token)).data?.CompanyData.email).toBe(email);
    expect(errorOf(await call(api.server, CompanyLoginDocument, { email, password: PASSWORD })).code).toBe(
      'INVALID_CREDENTIALS',
    );
    await logIn(api.server, email, 'Fresh password 9');
  });

  it('starts a change of e-mail with a link to the new address, which needs the password', async () => {
    const email = uniqueEmail('via-settings');
    const token = await readyCompany(api.server, email);
    const newEmail = uniqueEmail('via-settings-new');
    const noPassword = await call(api.server, CompanyUpdateDataDocument, { new_email: newEmail }, token);
    expect(errorOf(noPassword).extensions).toMatchObject({ fields: { password: { code: 'required' } } });
    const taken = uniqueEmail('taken');
    await signUp(api.server, taken);
    const refused = await call(
      api.server,
      CompanyUpdateDataDocument,
      { new_email: taken, password: PASSWORD, company_name: 'Not saved' },
      token,
    );
    expect(errorOf(refused).extensions).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { new_email: { code: 'emailTaken' } },
    });
    expect((await companyOf(email))?.company_name).toBe('Acme Goods');

    const answer = await call(
      api.server,
      CompanyUpdateDataDocument,
      { new_email: newEmail, password: PASSWORD },
      token,
    );
    expect(answer.data?.CompanyUpdateData.status).toBe(true);
    const mail = await mailTo(api.server, newEmail);
    expect(mail.links[0]).toMatch(
      new RegExp(`^${api.server.app.services.config.publicUrl}/update/[A-Za-z0-9_-]{20,}$`),
    );
    expect((await companyOf(email))?.email).toBe(email);
  });
});
