/**
 * Issue 3, Security: the password reset that never tells whether an address exists, by its answer or its timing;
 * three requests an hour per address; the mail in the screen's language; and a link that works once, ends every
 * session and expires.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestServer } from '../support/server';
import { accountTokens } from '../../server/db/schema';
import {
  CompanyDataDocument,
  CompanyLoginDocument,
  RequestResetPasswordDocument,
  ResetPasswordMutationDocument,
} from '../../src/graphql/generated/graphql';
import {
  call,
  callWith,
  errorOf,
  logIn,
  mailTo,
  PASSWORD,
  readyCompany,
  RESET_LINK,
  signUp,
  uniqueEmail,
} from './account-helpers';
import { securitySteps, startSecurityServer } from './account-security-helpers';

let server: TestServer;
beforeAll(async () => (server = await startSecurityServer()));
afterAll(() => server?.stop());
const { companyId, auditActions } = securitySteps(() => server);

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
