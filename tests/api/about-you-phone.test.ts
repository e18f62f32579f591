/**
 * The phone rule of the about-you step at the API (issue 11): the same src/domain rule as the web app, so a
 * 9-digit Spanish number with +34 is taken, and a number too short for its country is refused by name.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { companies } from '../../server/db/schema';
import {
  CompanyDataDocument,
  CompanyEmailVerificationByCodeDocument,
  CompanyOnboardPositionOneDocument,
} from '../../src/graphql/generated/graphql';
import { call, errorOf, signUp, uniqueEmail } from './account-helpers';

const api = serverForTests();

async function verified(email: string): Promise<string> {
  const { token, code } = await signUp(api.server, email);
  await call(api.server, CompanyEmailVerificationByCodeDocument, { email_validation_code: code }, token);
  return token;
}

const aboutYou = (phone: string, area_code: string) => ({
  company_name: 'Ingeniería Analítica',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone,
  area_code,
});

describe('the phone of the about-you step', () => {
  it('takes a 9-digit Spanish number with +34 and keeps its digits', async () => {
    const email = uniqueEmail('spanish-phone');
    const token = await verified(email);
    const answer = await call(
      api.server,
      CompanyOnboardPositionOneDocument,
      aboutYou('612 34 56 78', '+34'),
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect((await call(api.server, CompanyDataDocument, {}, token)).data?.CompanyData).toMatchObject({
      phone: '612345678',
      area_code: '+34',
      onboard_position: 1,
    });
  });

  it('keeps a British number without its trunk prefix', async () => {
    const email = uniqueEmail('british-phone');
    const token = await verified(email);
    await call(api.server, CompanyOnboardPositionOneDocument, aboutYou('07911 123456', '+44'), token);
    const [row] = await api.server.app.services.db.select().from(companies).where(eq(companies.email, email));
    expect(row?.phone).toBe('7911123456');
  });

  it('refuses a number that is not possible for its country, beside the phone, and saves nothing', async () => {
    const email = uniqueEmail('short-phone');
    const token = await verified(email);
    for (const [phone, area, code] of [
      ['6123 4567', '+34', 'phoneTooShort'],
      ['202 555 01435', '+1', 'phoneTooLong'],
      ['301 2345', '+49', 'phoneLength'],
      ['612-CALL-NOW', '+34', 'phoneDigits'],
    ] as const) {
      const answer = await call(api.server, CompanyOnboardPositionOneDocument, aboutYou(phone, area), token);
      expect(errorOf(answer).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { phone: { code } },
      });
    }
    expect((await call(api.server, CompanyDataDocument, {}, token)).data?.CompanyData.onboard_position).toBe(
      0,
    );
  });
});
