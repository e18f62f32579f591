/**
 * Issue 3, account settings over HTTP: the profile picture, and the deletion of a company with what it owns and the
 * sessions it ends.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { auditLog, brands, products } from '../../server/db/schema';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyDeleteDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyUpdateProfilePictureDocument,
} from '../../src/graphql/generated/graphql';
import { call, errorOf, logIn, mailTo, PASSWORD, readyCompany, uniqueEmail } from './account-helpers';
import { companyLookup } from './account-settings-helpers';

const api = serverForTests();
const companyOf = companyLookup(api);

/** A 1x1 PNG. */
const PNG = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='}`;

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
