/**
 * Issue 3, Security: brute-force limits (log-in per address and per client address, code tries, resend
 * cooldown, reset requests), the password reset that never tells whether an address exists, and revoked
 * sessions answering 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type GraphQLAnswer, type TestServer } from '../support/server';
import { parseMail } from '../support/mail';
import { accountTokens, auditLog, companies, emailCodes } from '../../server/db/schema';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyLoginDocument,
  CompanyLogoutDocument,
  CompanyResendEmailVerificationCodeDocument,
  RequestResetPasswordDocument,
  ResetPasswordMutationDocument,
} from '../../src/graphql/generated/graphql';
import {
  PASSWORD,
  call,
  callWith,
  errorOf,
  logIn,
  mailTo,
  RESET_LINK,
  readyCompany,
  signUp,
  uniqueEmail,
} from './account-helpers';

let server: TestServer;
beforeAll(async () => {
  // Trusting X-Forwarded-For lets each test act from its own client address.
  server = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await server?.stop();
});

let clients = 0;
const newClientAddress = () => `198.51.100.${(clients += 1)}`;

const logInFrom = (clientAddress: string, email: string, password: string): Promise<GraphQLAnswer> =>
  callWith(server, CompanyLoginDocument, { email, password }, { 'x-forwarded-for': clientAddress });

const companyId = async (email: string): Promise<string> => {
  const [row] = await server.app.services.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.email, email));
  return row?.id as string;
};

const auditActions = async (id: string): Promise<string[]> =>
  (await server.app.services.db.select().from(auditLog).where(eq(auditLog.company_id, id))).map(
    (row) => row.action,
  );

describe('log-in', () => {
  it('gives the same answer to a wrong password and to an unknown address', async () => {
    const email = uniqueEmail('login');
    await signUp(server, email);
    const client = newClientAddress();
    const wrongPassword = await logInFrom(client, email, 'Wrong password 1');
    const unknown = await logInFrom(client, uniqueEmail('nobody'), 'Wrong password 1');
    expect(errorOf(wrongPassword).code).toBe('INVALID_CREDENTIALS');
    expect(unknown.errors).toEqual(wrongPassword.errors);
    expect(await auditActions(await companyId(email))).toContain('login.failed');
  });

  it('locks an address after five failed log-ins, even with the right password, and says when to retry', async () => {
    const email = uniqueEmail('locked');
    await signUp(server, email);
    const client = newClientAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(errorOf(await logInFrom(client, email, `Wrong password ${attempt}`)).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const locked = errorOf(await logInFrom(newClientAddress(), email, PASSWORD));
    expect(locked.code).toBe('RATE_LIMITED');
    expect(locked.extensions.retry_after).toBeGreaterThan(0);
    // The limit slides over the last 15 minutes: at most two windows until the next try is let through.
    expect(locked.extensions.retry_after).toBeLessThanOrEqual(2 * 15 * 60);

    const other = uniqueEmail('neighbour');
    await signUp(server, other);
    expect((await logInFrom(client, other, PASSWORD)).data).toMatchObject({ CompanyLogin: { status: true } });
  });

  it('forgets the failed log-ins of an address once its owner signs in', async () => {
    const email = uniqueEmail('recovers');
    await signUp(server, email);
    const client = newClientAddress();
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await logInFrom(client, email, `Wrong password ${attempt}`);
    expect((await logInFrom(client, email, PASSWORD)).errors).toBeUndefined();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(errorOf(await logInFrom(client, email, `Wrong password ${attempt}`)).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
  });

  it('stops a client address after thirty failed log-ins on any addresses', async () => {
    const email = uniqueEmail('victim');
    await signUp(server, email);
    const client = newClientAddress();
    const failures = await Promise.all(
      Array.from({ length: 30 }, () => logInFrom(client, uniqueEmail('guess'), 'Guessed password 1')),
    );
    expect(failures.map((answer) => errorOf(answer).code)).toEqual(Array(30).fill('INVALID_CREDENTIALS'));
    const blocked = errorOf(await logInFrom(client, email, PASSWORD));
    expect(blocked.code).toBe('RATE_LIMITED');
    expect(blocked.extensions.retry_after).toBeGreaterThan(0);
    expect((await logInFrom(newClientAddress(), email, PASSWORD)).errors).toBeUndefined();
  });

  it('writes successful log-ins to the audit log', async () => {
    const email = uniqueEmail('audited');
    await signUp(server, email);
    expect(await auditActions(await companyId(email))).toContain('login');
  });
});

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

describe('password reset', () => {
  it('writes the reset e-mail in the language chosen on the screen that asked for it', async () => {
    const email = uniqueEmail('reset-es');
    await signUp(server, email);
    await callWith(server, RequestResetPasswordDocument, { email }, { 'accept-language': 'es' });
    const mail = await mailTo(server, email, RESET_LINK);
    expect(mail.subject).toBe('Restablece tu contraseña de CreatorHub');
    expect(mail.text).toContain('Elige una contraseña nueva');
    expect(mail.links[0]).toContain('/new-password/');
  });

  it('answers the same for an unknown address and a known one, and mails only the known one', async () => {
    const email = uniqueEmail('reset-known');
    await signUp(server, email);
    const known = await call(server, RequestResetPasswordDocument, { email });
    const unknownEmail = uniqueEmail('reset-unknown');
    const unknown = await call(server, RequestResetPasswordDocument, { email: unknownEmail });
    expect(known.errors).toBeUndefined();
    expect(unknown).toEqual(known);
    const mail = await mailTo(server, email, RESET_LINK);
    expect(mail.subject).toBe('Reset your CreatorHub password');
    expect(mail.links[0]).toMatch(
      new RegExp(
        `^${server.app.services.config.publicUrl}/new-password/[A-Za-z0-9_-]{20,}\\?email=${encodeURIComponent(email)}$`,
      ),
    );
    await expect(server.lastMail(unknownEmail, undefined, 2000)).rejects.toThrow(/No e-mail/);
  });

  it('answers before the account is looked up or mailed, so its timing tells nothing', async () => {
    const email = uniqueEmail('reset-timing');
    await signUp(server, email);
    const { mail } = server.app.services;
    const send = mail.send;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let mailing = false;
    mail.send = async (message) => {
      mailing = true;
      await held;
      return send.call(mail, message);
    };
    try {
      const answer = await call(server, RequestResetPasswordDocument, { email });
      expect(answer.data?.RequestResetPassword.status).toBe(true);
      await expect.poll(() => mailing).toBe(true); // the mail was still on its way when the answer came
    } finally {
      mail.send = send;
      release();
    }
    expect((await mailTo(server, email, RESET_LINK)).subject).toBe('Reset your CreatorHub password');
  });

  it('allows three reset requests an hour per address, known or not', async () => {
    for (const email of [uniqueEmail('reset-limit'), uniqueEmail('reset-limit-unknown')]) {
      for (let request = 1; request <= 3; request += 1) {
        expect((await call(server, RequestResetPasswordDocument, { email })).errors).toBeUndefined();
      }
      const limited = errorOf(await call(server, RequestResetPasswordDocument, { email }));
      expect(limited.code).toBe('RATE_LIMITED');
      expect(limited.extensions.retry_after).toBeGreaterThan(0);
    }
  });

  it('sets a new password from the link, ends every session, and the link works once', async () => {
    const email = uniqueEmail('reset');
    const session = await readyCompany(server, email);
    await call(server, RequestResetPasswordDocument, { email });
    const link = new URL((await mailTo(server, email, RESET_LINK)).links[0] ?? '');
    const token = link.pathname.split('/').pop() ?? '';
    expect(link.searchParams.get('email')).toBe(email);

    const mismatch = await call(server, ResetPasswordMutationDocument, {
      email,
      token,
      password: 'Brand new pass 1',
      password_confirmation: 'Brand new pass 2',
    });
    expect(errorOf(mismatch).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password_confirmation: { code: 'passwordMismatch' } },
    });
    const weak = await call(server, ResetPasswordMutationDocument, {
      email,
      token,
      password: 'weak',
      password_confirmation: 'weak',
    });
    expect(errorOf(weak).extensions).toMatchObject({ fields: { password: { code: 'length' } } });
    const otherAddress = await call(server, ResetPasswordMutationDocument, {
      email: uniqueEmail('someone-else'),
      token,
      password: 'Brand new pass 1',
      password_confirmation: 'Brand new pass 1',
    });
    expect(errorOf(otherAddress).code).toBe('LINK_INVALID');

    const done = await call(server, ResetPasswordMutationDocument, {
      email,
      token,
      password: 'Brand new pass 1',
      password_confirmation: 'Brand new pass 1',
    });
    expect(done.data?.ResetPasswordMutation.status).toBe(true);
    expect((await call(server, CompanyDataDocument, {}, session)).status).toBe(401);
    expect(errorOf(await call(server, CompanyLoginDocument, { email, password: PASSWORD })).code).toBe(
      'INVALID_CREDENTIALS',
    );
    await logIn(server, email, 'Brand new pass 1');

    const again = await call(server, ResetPasswordMutationDocument, {
      email,
      token,
      password: 'Another pass 22',
      password_confirmation: 'Another pass 22',
    });
    expect(errorOf(again).code).toBe('LINK_INVALID');
    expect(await auditActions(await companyId(email))).toContain('password.reset');
  });

  it('refuses an expired reset link', async () => {
    const email = uniqueEmail('reset-expired');
    await signUp(server, email);
    await call(server, RequestResetPasswordDocument, { email });
    const token =
      new URL((await mailTo(server, email, RESET_LINK)).links[0] ?? '').pathname.split('/').pop() ?? '';
    await server.app.services.db
      .update(accountTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.company_id, await companyId(email)), eq(accountTokens.kind, 'reset')));
    const answer = await call(server, ResetPasswordMutationDocument, {
      email,
      token,
      password: 'Brand new pass 1',
      password_confirmation: 'Brand new pass 1',
    });
    expect(errorOf(answer).code).toBe('LINK_EXPIRED');
  });
});

describe('log-out', () => {
  it('revokes the session it is called with and keeps the others', async () => {
    const email = uniqueEmail('logout');
    const first = await readyCompany(server, email);
    const second = await logIn(server, email);
    const answer = await call(server, CompanyLogoutDocument, {}, first);
    expect(answer.data?.CompanyLogout.status).toBe(true);
    const revoked = await call(server, CompanyDataDocument, {}, first);
    expect(revoked.status).toBe(401);
    expect(errorOf(revoked).code).toBe('UNAUTHENTICATED');
    expect((await call(server, CompanyDataDocument, {}, second)).data?.CompanyData.email).toBe(email);
    expect((await call(server, CompanyLogoutDocument, {}, first)).status).toBe(401);
  });
});
