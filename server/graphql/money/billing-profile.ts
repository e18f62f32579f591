/** The billing profile as BillingProfile and BillingProfileUpdate answer it: the tax ID and the bank details. */
import type { Context } from '../../context';
import { billingProfile } from '../../services/billing';
import { openAccountNumber } from '../../services/billing-profile';
import { companyFinances } from '../../services/wallet';
import type { QueryResolver } from '../resolver-types';
import { signedIn } from '../access';

export async function profileOf(ctx: Context, companyId: string) {
  const [profile, finances] = await Promise.all([
    billingProfile(ctx.services.db, companyId),
    companyFinances(ctx.services.db, companyId),
  ]);
  const bank = finances.bank;
  return {
    tax_id: profile?.tax_id ?? null,
    bank_transfer_information: bank && {
      ...bank,
      account_number: openAccountNumber(ctx.services.sealer, bank.account_number),
      created_at: bank.created_at.toISOString(),
    },
  };
}

/** BillingProfile: the tax ID and bank transfer information the company saved (null fields until it does). */
export const BillingProfile: QueryResolver<'BillingProfile'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  return profileOf(ctx, company.id);
};
