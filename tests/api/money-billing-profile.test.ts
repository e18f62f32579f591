/**
 * The billing profile over HTTP (issue 12): the tax ID and bank details saved, the account number sealed and shown
 * in CompanyData, and bad numbers refused.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, errorOf } from './account-helpers';
import {
  BillingProfileDocument,
  BillingProfileUpdateDocument,
  CompanyDataDocument,
} from '../../src/graphql/generated/graphql';
import { bankTransferInformations } from '../../server/db/schema';
import { moneyServer } from './money-helpers';

const { api, company } = moneyServer();

describe('billing profile', () => {
  const profile = {
    tax_id: '12-345678',
    full_name: 'Acme Incorporated',
    account_number: '1234 5678 9012 345',
    routing_number: '021000021',
    account_type: 'checking',
    bank_address: '1 Wall Street, New York',
    recipient_name: 'Acme Inc.',
    purpose_of_payment: 'Campaign refunds',
  };

  it('saves the tax ID and bank details, seals the account number, and shows it in CompanyData', async () => {
    const token = await company();
    const saved = await call(api.server, BillingProfileUpdateDocument, profile, token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.BillingProfileUpdate).toMatchObject({
      tax_id: '12-345678',
      bank_transfer_information: { account_number: '123456789012345', routing_number: '021000021' },
    });
    const data = await call(api.server, CompanyDataDocument, {}, token);
    expect(data.data!.CompanyData.bank_transfer_information).toMatchObject({
      full_name: 'Acme Incorporated',
      account_number: '123456789012345',
    });
    const [row] = await api.server.app.services.db
      .select()
      .from(bankTransferInformations)
      .where(eq(bankTransferInformations.company_id, data.data!.CompanyData.id));
    expect(row!.account_number).not.toContain('123456789012345');
    expect(row!.account_number.startsWith('v1.')).toBe(true);
    const read = await call(api.server, BillingProfileDocument, {}, token);
    expect(read.data!.BillingProfile.tax_id).toBe('12-345678');
  });

  it('refuses a tax ID that is not 9 characters and a routing number that is not 9 digits', async () => {
    const token = await company();
    const answer = await call(
      api.server,
      BillingProfileUpdateDocument,
      { ...profile, tax_id: '1234', routing_number: '12ab', account_type: 'gold' },
      token,
    );
    const { extensions } = errorOf(answer);
    expect(Object.keys(extensions.fields as object).sort()).toEqual([
      'account_type',
      'routing_number',
      'tax_id',
    ]);
  });
});
