/**
 * Issue 3, account settings over HTTP: the change of e-mail by link, and the sessions it ends.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { auditLog } from '../../server/db/schema';
import {
  CompanyDataDocument,
  CompanyLoginDocument,
  CompanyRequestToChangeEmailDocument,
  CompanyUpdateEmailDocument,
} from '../../src/graphql/generated/graphql';
import { call, errorOf, logIn, mailTo, PASSWORD, readyCompany, uniqueEmail } from './account-helpers';

const api = serverForTests();

describe('change of e-mail address', () => {
  it('checks the current address and password, then switches by link and ends every old session', async () => {
    const email = uniqueEmail('move');
    const token = await readyCompany(api.server, email);
    const newEmail = uniqueEmail('moved');

    const notMine = await call(
      api.server,
      CompanyRequestToChangeEmailDocument,
      { email: uniqueEmail('not-mine'), new_email: newEmail, password: PASSWORD },
      token,
    );
    expect(errorOf(notMine).extensions).toMatchObject({
      code: 'EMAIL_MISMATCH',
      fields: { email: { code: 'emailMismatch' } },
    });
    const wrongPassword = await call(
      api.server,
      CompanyRequestToChangeEmailDocument,
      { email, new_email: newEmail, password: 'Not my password 1' },
      token,
    );
    expect(errorOf(wrongPassword).code).toBe('WRONG_PASSWORD');
    const same = await call(
      api.server,
      CompanyRequestToChangeEmailDocument,
      { email, new_email: email, password: PASSWORD },
      token,
    );
    expect(errorOf(same).extensions).toMatchObject({
      code: 'SAME_EMAIL',
      fields: { new_email: { code: 'sameEmail' } },
    });
    const bad = await call(
      api.server,
      CompanyRequestToChangeEmailDocument,
      { email, new_email: 'nope', password: PASSWORD },
      token,
    );
    expect(errorOf(bad).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { new_email: { code: 'email' } },
    });
    expect(
      (
        await call(api.server, CompanyRequestToChangeEmailDocument, {
          email,
          new_email: newEmail,
          password: PASSWORD,
        })
      ).status,
    ).toBe(401);

    const asked = await call(
      api.server,
      CompanyRequestToChangeEmailDocument,
      { email, new_email: newEmail, password: PASSWORD },
      token,
    );
    expect(asked.data?.CompanyRequestToChangeEmail.status).toBe(true);
    const mail = await mailTo(api.server, newEmail);
    expect(mail.subject).toBe('Confirm your new CreatorHub e-mail address');
    const linkToken = new URL(mail.links[0] ?? '').pathname.split('/').pop() ?? '';

    const wrongOld = await call(api.server, CompanyUpdateEmailDocument, {
      password: PASSWORD,
      token: linkToken,
      old_email: uniqueEmail('x'),
    });
    expect(errorOf(wrongOld).code).toBe('EMAIL_MISMATCH');
    const wrongPass = await call(api.server, CompanyUpdateEmailDocument, {
      password: 'Not my password 1',
      token: linkToken,
      old_email: email,
    });
    expect(errorOf(wrongPass).code).toBe('WRONG_PASSWORD');
    const bogus = await call(api.server, CompanyUpdateEmailDocument, {
      password: PASSWORD,
      token: 'not-a-link',
      old_email: email,
    });
    expect(errorOf(bogus).code).toBe('LINK_INVALID');

    const switched = await call(api.server, CompanyUpdateEmailDocument, {
      password: PASSWORD,
      token: linkToken,
      old_email: email,
    });
    expect(switched.errors).toBeUndefined();
    const authorization = switched.data?.CompanyUpdateEmail.authorization;
    expect(switched.data?.CompanyUpdateEmail.status).toBe(true);
    expect(authorization).toMatchObject({ type: 'bearer', expires_in: 30 * 24 * 60 * 60 });
    expect((await call(api.server, CompanyDataDocument, {}, token)).status).toBe(401);
    const data = await call(api.server, CompanyDataDocument, {}, authorization?.token);
    expect(data.data?.CompanyData).toMatchObject({ email: newEmail, has_verified_email: true });

    const reused = await call(api.server, CompanyUpdateEmailDocument, {
      password: PASSWORD,
      token: linkToken,
      old_email: newEmail,
    });
    expect(errorOf(reused).code).toBe('LINK_INVALID');
    expect(errorOf(await call(api.server, CompanyLoginDocument, { email, password: PASSWORD })).code).toBe(
      'INVALID_CREDENTIALS',
    );
    await logIn(api.server, newEmail);
    const actions = (
      await api.server.app.services.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.company_id, data.data?.CompanyData.id ?? ''))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['email.change_requested', 'email.changed']));
  });
});
