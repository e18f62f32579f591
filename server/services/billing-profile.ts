/**
 * The company's billing profile (issue 12): its tax ID (on receipts) and its bank transfer information (SPEC.md
 * §3). The bank account number is sealed at rest with the API's secret (crypto.ts), like a card's token, so a
 * copy of the database holds no account number; it is opened only to show it to its own company.
 */
import { bankTransferInformations, billingProfiles } from '../db/schema';
import { accountNumberDigits, type BillingProfileInput } from '../../src/domain/billing';
import type { Sealer } from './crypto';
import { atomically, type UnitServices } from './unit-of-work';

/** Whether a stored value was sealed (rows from before sealing hold the number as typed). */
const isSealed = (value: string) => value.startsWith('v1.');

/** The account number to show its company. */
export const openAccountNumber = (sealer: Sealer, stored: string): string =>
  isSealed(stored) ? sealer.open(stored) : stored;

/** Saves the tax ID and the bank transfer information, replacing what was there. */
export async function saveBillingProfile(
  services: UnitServices & { sealer: Sealer },
  companyId: string,
  input: BillingProfileInput,
): Promise<void> {
  await atomically(services, async (work) => {
    const now = new Date();
    await work.db
      .insert(billingProfiles)
      .values({ company_id: companyId, tax_id: input.tax_id, updated_at: now })
      .onConflictDoUpdate({
        target: billingProfiles.company_id,
        set: { tax_id: input.tax_id, updated_at: now },
      });
    const bank = {
      full_name: input.full_name,
      account_number: services.sealer.seal(accountNumberDigits(input.account_number)),
      routing_number: input.routing_number,
      account_type: input.account_type,
      bank_address: input.bank_address,
      recipient_name: input.recipient_name,
      purpose_of_payment: input.purpose_of_payment,
    };
    await work.db
      .insert(bankTransferInformations)
      .values({ company_id: companyId, ...bank })
      .onConflictDoUpdate({ target: bankTransferInformations.company_id, set: bank });
    work.forgetCompany(companyId);
  });
}
