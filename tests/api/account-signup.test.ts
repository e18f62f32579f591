/**
 * Issue 2 over HTTP: sign up, read the code from the outbox, verify, onboard, log in again and read every
 * field of CompanyData; and the bad answers of that path.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { bankTransferInformations, companies, wallets } from '../../server/db/schema';
import { moveWallet } from '../support/ledger';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyLoginDocument,
  CompanyOnboardPositionOneDocument,
} from '../../src/graphql/generated/graphql';
import { PASSWORD, call, errorOf, logIn, mailTo, signUp, uniqueEmail } from './account-helpers';

const api = serverForTests();

describe('sign-up to dashboard', () => {
  it('signs up, verifies with the mailed code, onboards, logs in again and reads every account field', async () => {
    const email = uniqueEmail('walk');
    const created = await call(api.server, CompanyCreateDocument, {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.CompanyCreate).toEqual({ status: true, message: expect.stringMatching(/code/) });

    const mail = await mailTo(api.server, email);
    expect(mail.subject).toBe('Your CreatorHub verification code');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(mail.code);

    const first = await logIn(api.server, email);
    const before = await call(api.server, CompanyDataDocument, {}, first);
    expect(before.data?.CompanyData).toMatchObject({ email, has_verified_email: false, onboard_position: 0 });

    const verified = await call(
      api.server,
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: mail.code ?? '' },
      first,
    );
    expect(verified.data?.CompanyEmailVerificationByCode.status).toBe(true);

    const onboarded = await call(
      api.server,
      CompanyOnboardPositionOneDocument,
      {
        company_name: 'Acme Goods',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '(555) 123-4567',
        area_code: '+1',
      },
      first,
    );
    expect(onboarded.data?.CompanyOnboardPositionOne.status).toBe(true);

    const login = await call(api.server, CompanyLoginDocument, { email, password: PASSWORD });
    const authorization = login.data?.CompanyLogin.authorization;
    expect(login.data?.CompanyLogin.status).toBe(true);
    expect(authorization).toMatchObject({ type: 'bearer', expires_in: 30 * 24 * 60 * 60 });
    expect(authorization?.token).not.toBe(first);

    const { db } = api.server.app.services;
    const [row] = await db.select().from(companies).where(eq(companies.email, email));
    expect(row).toBeDefined();
    const id = row?.id as string;
    await moveWallet(api.server.app.services, id, 12_500);
    await moveWallet(api.server.app.services, id, -2_001);
    const data = await call(api.server, CompanyDataDocument, {}, authorization?.token);
    expect(data.errors).toBeUndefined();
    expect(data.data?.CompanyData).toEqual({
      id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      role: 'company',
      has_verified_email: true,
      onboard_position: 1,
      phone: '5551234567',
      area_code: '+1',
      company_name: 'Acme Goods',
      profile_picture_image: null,
      privacy: false,
      created_at: row?.created_at.toISOString(),
      impersonated: false,
      language: null,
      session_id: expect.any(String),
      bank_transfer_information: null,
      wallet: {
        user_id: id,
        balance: 10_499,
        currency: { id: 'usd', name: 'US Dollar', symbol: '$', code: 'USD' },
      },
    });
    expect(await db.select().from(wallets).where(eq(wallets.company_id, id))).toHaveLength(1);
  });

  it('reports the bank transfer details when the company has them', async () => {
    const email = uniqueEmail('bank');
    const { token } = await signUp(api.server, email);
    const { db } = api.server.app.services;
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.email, email));
    const [bank] = await db
      .insert(bankTransferInformations)
      .values({
        company_id: row?.id as string,
        full_name: 'Acme Goods LLC',
        account_number: '000123456789',
        routing_number: '021000021',
        account_type: 'checking',
        bank_address: '1 Main St, New York',
        recipient_name: 'CreatorHub Inc',
        purpose_of_payment: 'Wallet top-up',
      })
      .returning();
    const data = await call(api.server, CompanyDataDocument, {}, token);
    expect(data.data?.CompanyData.bank_transfer_information).toEqual({
      id: bank?.id,
      company_id: row?.id,
      full_name: 'Acme Goods LLC',
      account_number: '000123456789',
      routing_number: '021000021',
      account_type: 'checking',
      bank_address: '1 Main St, New York',
      recipient_name: 'CreatorHub Inc',
      purpose_of_payment: 'Wallet top-up',
      created_at: bank?.created_at.toISOString(),
    });
  });
});

describe('bad answers on the way', () => {
  it('refuses a wrong code and keeps the address unverified', async () => {
    const email = uniqueEmail('wrong-code');
    const { token, code } = await signUp(api.server, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await call(
      api.server,
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: wrong },
      token,
    );
    const error = errorOf(answer);
    expect(error.code).toBe('CODE_INVALID');
    expect(answer.errors?.[0]?.message).toBe('The code is not valid, please double-check and try again');
    expect(error.extensions.tries_left).toBe(4);
    const data = await call(api.server, CompanyDataDocument, {}, token);
    expect(data.data?.CompanyData.has_verified_email).toBe(false);
  });

  it('refuses a code that is not six digits as bad input beside the field', async () => {
    const { token } = await signUp(api.server, uniqueEmail('short-code'));
    const answer = await call(
      api.server,
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: '123' },
      token,
    );
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email_validation_code: { code: 'codeDigits', params: { length: 6 } } },
    });
  });

  it('refuses a second sign-up with the same address, whatever its case, beside the e-mail field', async () => {
    const email = uniqueEmail('duplicate');
    await signUp(api.server, email);
    const answer = await call(api.server, CompanyCreateDocument, {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: { code: 'emailTaken' } },
    });
  });

  it('refuses a password shorter than 10 characters', async () => {
    const answer = await call(api.server, CompanyCreateDocument, {
      email: uniqueEmail('short'),
      password: 'Short1',
    });
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: { code: 'length', params: { min: 10, max: 30 } } },
    });
  });

  it('refuses a password without a capital letter', async () => {
    const answer = await call(api.server, CompanyCreateDocument, {
      email: uniqueEmail('lower'),
      password: 'no capitals here',
    });
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: { code: 'passwordCapital' } },
    });
  });

  it('refuses an address that is not an e-mail address', async () => {
    const answer = await call(api.server, CompanyCreateDocument, {
      email: 'not-an-address',
      password: PASSWORD,
    });
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: { code: 'email' } },
    });
  });

  it('answers HTTP 401 to CompanyData without a token or with an unknown one', async () => {
    const anonymous = await call(api.server, CompanyDataDocument, {});
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    const unknown = await call(api.server, CompanyDataDocument, {}, 'not-a-real-token');
    expect(unknown.status).toBe(401);
  });

  it('keeps onboarding closed until the address is verified', async () => {
    const { token } = await signUp(api.server, uniqueEmail('unverified'));
    const answer = await call(
      api.server,
      CompanyOnboardPositionOneDocument,
      {
        company_name: 'Acme Goods',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '5551234567',
        area_code: '+1',
      },
      token,
    );
    expect(errorOf(answer).code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses about-you answers outside the rules, each beside its field', async () => {
    const email = uniqueEmail('about');
    const { token, code } = await signUp(api.server, email);
    await call(api.server, CompanyEmailVerificationByCodeDocument, { email_validation_code: code }, token);
    const answer = await call(
      api.server,
      CompanyOnboardPositionOneDocument,
      { company_name: 'Ac', first_name: 'Al', last_name: '', phone: '12345', area_code: '+999' },
      token,
    );
    expect(errorOf(answer).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        company_name: { code: 'length', params: { min: 3, max: 50 } },
        first_name: { code: 'length', params: { min: 3, max: 25 } },
        last_name: { code: 'required' },
        area_code: { code: 'oneOf' },
      },
    });
    // Whether a number is possible depends on its country code, which is unknown here: the code is told first.
    expect(errorOf(answer).extensions.fields).not.toHaveProperty('phone');
  });
});
