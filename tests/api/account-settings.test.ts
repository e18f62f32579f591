/**
 * Issue 3, account settings over HTTP: CompanyUpdateData, the change of e-mail by link, the profile picture,
 * deletion, and the sessions each of them ends.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { auditLog, brands, companies, notifications, products } from '../../server/db/schema';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyDeleteDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyLoginDocument,
  CompanyRequestToChangeEmailDocument,
  CompanyUpdateDataDocument,
  CompanyUpdateEmailDocument,
  CompanyUpdateProfilePictureDocument,
} from '../../src/graphql/generated/graphql';
import { PASSWORD, call, errorOf, logIn, mailTo, readyCompany, signUp, uniqueEmail } from './account-helpers';

const api = serverForTests();

const companyOf = async (email: string) => {
  const [row] = await api.server.app.services.db.select().from(companies).where(eq(companies.email, email));
  return row;
};

/** A 1x1 PNG. */
const PNG = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='}`;

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

describe('profile picture', () => {
  it('stores an accepted image, serves it, replaces it and removes it', async () => {
    const token = await readyCompany(api.server, uniqueEmail('picture'));
    const wrongType = await call(
      api.server,
      CompanyUpdateProfilePictureDocument,
      { image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
      token,
    );
    expect(errorOf(wrongType).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { image: { code: 'imageType' } },
    });
    const tooBig = `data:image/png;base64,${'A'.repeat(Math.ceil((2 * 1024 * 1024 * 4) / 3) + 8)}`;
    const big = await call(api.server, CompanyUpdateProfilePictureDocument, { image: tooBig }, token);
    expect(errorOf(big).extensions).toMatchObject({ fields: { image: { code: 'imageSize' } } });

    const first = await call(api.server, CompanyUpdateProfilePictureDocument, { image: PNG }, token);
    const firstPath = first.data?.CompanyUpdateProfilePicture.profile_picture_image ?? '';
    expect(firstPath).toMatch(/^\/files\/[A-Za-z0-9_-]+\.png$/);
    const served = await fetch(`${api.server.url}${firstPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const second = await call(api.server, CompanyUpdateProfilePictureDocument, { image: PNG }, token);
    const secondPath = second.data?.CompanyUpdateProfilePicture.profile_picture_image ?? '';
    expect(secondPath).not.toBe(firstPath);
    expect((await fetch(`${api.server.url}${firstPath}`)).status).toBe(404);

    const removed = await call(api.server, CompanyUpdateProfilePictureDocument, { image: null }, token);
    expect(removed.data?.CompanyUpdateProfilePicture.profile_picture_image).toBeNull();
    expect((await fetch(`${api.server.url}${secondPath}`)).status).toBe(404);
    expect((await call(api.server, CompanyUpdateProfilePictureDocument, { image: PNG })).status).toBe(401);
  });
});

describe('CompanyDelete', () => {
  it('removes the company with its data and files, ends its sessions, and frees its address', async () => {
    const email = uniqueEmail('leaving');
    const token = await readyCompany(api.server, email);
    const other = await logIn(api.server, email);
    const picture = await call(api.server, CompanyUpdateProfilePictureDocument, { image: PNG }, token);
    const picturePath = picture.data?.CompanyUpdateProfilePicture.profile_picture_image ?? '';
    const company = await companyOf(email);
    const id = company?.id as string;
    const { db } = api.server.app.services;
    const [brand] = await db
      .insert(brands)
      .values({ company_id: id, name: 'Acme', description: 'Useful goods' })
      .returning();
    await db.insert(products).values({
      company_id: id,
      brand_id: brand?.id as string,
      name: 'Anvil',
      price_cents: 9900,
      link: 'https://example.com/anvil',
      description: 'A heavy anvil',
      category: 'home',
    });

    expect((await call(api.server, CompanyDeleteDocument, {})).status).toBe(401);
    const answer = await call(api.server, CompanyDeleteDocument, {}, token);
    expect(answer.data?.CompanyDelete.status).toBe(true);
    expect((await call(api.server, CompanyDataDocument, {}, token)).status).toBe(401);
    expect((await call(api.server, CompanyDataDocument, {}, other)).status).toBe(401);
    expect(await companyOf(email)).toBeUndefined();
    expect(await db.select().from(brands).where(eq(brands.company_id, id))).toEqual([]);
    expect(await db.select().from(products).where(eq(products.company_id, id))).toEqual([]);
    expect((await fetch(`${api.server.url}${picturePath}`)).status).toBe(404);
    const audit = await db.select().from(auditLog).where(eq(auditLog.company_id, id));
    expect(audit.map((row) => row.action)).toContain('account.deleted');

    const again = await call(api.server, CompanyCreateDocument, { email, password: PASSWORD });
    expect(again.data?.CompanyCreate.status).toBe(true);
    const fresh = await logIn(api.server, email);
    const { code } = await mailTo(api.server, email);
    expect(
      (
        await call(
          api.server,
          CompanyEmailVerificationByCodeDocument,
          { email_validation_code: code ?? '' },
          fresh,
        )
      ).errors,
    ).toBeUndefined();
    const data = await call(api.server, CompanyDataDocument, {}, fresh);
    expect(data.data?.CompanyData).toMatchObject({ email, onboard_position: 0, company_name: null });
    expect(data.data?.CompanyData.id).not.toBe(id);
  });
});
