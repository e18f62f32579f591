/**
 * Issue 3, Security: the e-mail verification code burned at the fifth wrong try, resends held for a minute, expired
 * codes refused, 401 without a session, and the code mailed in the language asked for at sign-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../support/server';
import { parseMail } from '../support/mail';
import { emailCodes } from '../../server/db/schema';
import {
  CompanyCreateDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyResendEmailVerificationCodeDocument,
} from '../../src/graphql/generated/graphql';
import { call, callWith, errorOf, mailTo, PASSWORD, signUp, uniqueEmail } from './account-helpers';
import { securitySteps, startSecurityServer } from './account-security-helpers';

let server: TestServer;
beforeAll(async () => (server = await startSecurityServer()));
afterAll(() => server?.stop());
const { companyId } = securitySteps(() => server);

describe('verification code', () => {
  it('burns the code at the fifth wrong try, then refuses even the right code', async () => {
    const email = uniqueEmail('burn');
    const { token, code } = await signUp(server, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const answer = await call(
        server,
        CompanyEmailVerificationByCodeDocument,
        { email_validation_code: wrong },
        token,
      );
      expect(errorOf(answer).extensions).toMatchObject({ code: 'CODE_INVALID', tries_left: left });
    }
    const fifth = await call(
      server,
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: wrong },
      token,
    );
    expect(errorOf(fifth).code).toBe('CODE_BURNED');
    const right = await call(
      server,
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: code },
      token,
    );
    expect(errorOf(right).code).toBe('CODE_BURNED');
  });

  it('holds a resend for a minute, then sends a new code that works', async () => {
    const email = uniqueEmail('resend');
    const { token } = await signUp(server, email);
    const early = errorOf(await call(server, CompanyResendEmailVerificationCodeDocument, {}, token));
    expect(early.code).toBe('RATE_LIMITED');
    expect(early.extensions.retry_after).toBeGreaterThan(0);
    expect(early.extensions.retry_after).toBeLessThanOrEqual(60);

    // A minute passes.
    const id = await companyId(email);
    await server.app.services.db
      .update(emailCodes)
      .set({ sent_at: new Date(Date.now() - 61_000) })
      .where(eq(emailCodes.company_id, id));
    const resent = await call(server, CompanyResendEmailVerificationCodeDocument, {}, token);
    expect(resent.data?.CompanyResendEmailVerificationCode).toEqual({
      status: true,
      message: 'The code has been sent to your email',
    });
    const { code } = await mailTo(server, email);
    const verified = await call(
      server,
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: code ?? '' },
      token,
    );
    expect(verified.data?.CompanyEmailVerificationByCode.status).toBe(true);
    const again = await call(server, CompanyResendEmailVerificationCodeDocument, {}, token);
    expect(errorOf(again).code).toBe('ALREADY_VERIFIED');
  });

  it('gives a burned code a fresh start once a new one is sent', async () => {
    const email = uniqueEmail('fresh');
    const { token, code } = await signUp(server, email);
    const id = await companyId(email);
    const { db } = server.app.services;
    await db
      .update(emailCodes)
      .set({ tries: 5, sent_at: new Date(Date.now() - 61_000) })
      .where(eq(emailCodes.company_id, id));
    expect(
      errorOf(
        await call(server, CompanyEmailVerificationByCodeDocument, { email_validation_code: code }, token),
      ).code,
    ).toBe('CODE_BURNED');
    await call(server, CompanyResendEmailVerificationCodeDocument, {}, token);
    const fresh = (await mailTo(server, email)).code ?? '';
    const verified = await call(
      server,
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: fresh },
      token,
    );
    expect(verified.errors).toBeUndefined();
  });

  it('refuses an expired code and asks for a new one', async () => {
    const email = uniqueEmail('expired');
    const { token, code } = await signUp(server, email);
    await server.app.services.db
      .update(emailCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.company_id, await companyId(email)));
    const answer = await call(
      server,
      CompanyEmailVerificationByCodeDocument,
      { email_validation_code: code },
      token,
    );
    expect(errorOf(answer).code).toBe('CODE_EXPIRED');
  });

  it('answers 401 to verification and resend without a session', async () => {
    expect(
      (await call(server, CompanyEmailVerificationByCodeDocument, { email_validation_code: '123456' }))
        .status,
    ).toBe(401);
    expect((await call(server, CompanyResendEmailVerificationCodeDocument, {})).status).toBe(401);
  });

  it('mails the code in Spanish when the browser asked for Spanish at sign-up', async () => {
    const email = uniqueEmail('es');
    const created = await callWith(
      server,
      CompanyCreateDocument,
      { email, password: PASSWORD },
      {
        'accept-language': 'es-ES,es;q=0.9,en;q=0.5',
      },
    );
    expect(created.errors).toBeUndefined();
    const raw = await server.lastMail(email);
    expect(raw).toMatch(/^[\x00-\x7f]*$/);
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Tu código de verificación de CreatorHub');
    expect(mail.text).toContain('válido durante 30 minutos');
    expect(mail.code).toMatch(/^\d{6}$/);
  });
});
