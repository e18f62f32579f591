/**
 * The fields of CompanyData: its wallet (a ledger sum) and bank transfer details share one read of the company's
 * finances (services/wallet.ts), answered at once when cached.
 */
import type { CompanyDataResolvers } from '../generated';
import { companyFinances } from '../../services/wallet';
import { after } from '../../services/maybe-promise';
import { openAccountNumber } from '../../services/billing-profile';
import { CURRENCY } from '../../../src/domain/constants';
import { isLanguage } from '../../../src/domain/language';
import { signedIn } from '../access';

export const companyDataFields: CompanyDataResolvers = {
  created_at: (company) => company.created_at.toISOString(),
  wallet: (company, _args, ctx) =>
    after(companyFinances(ctx.services.db, company.id), ({ balance }) => ({
      user_id: company.id,
      balance,
      currency: { ...CURRENCY },
    })),
  bank_transfer_information: (company, _args, ctx) =>
    after(
      companyFinances(ctx.services.db, company.id),
      ({ bank }) =>
        bank && {
          ...bank,
          account_number: openAccountNumber(ctx.services.sealer, bank.account_number),
          created_at: bank.created_at.toISOString(),
        },
    ),
  // Older rows may hold another tag; only a language of the interface is answered.
  language: (company) => (isLanguage(company.language) ? company.language : null),
  session_id: (_company, _args, ctx) => signedIn(ctx).session.id,
  impersonated: (_company, _args, ctx) => after(ctx.session(), (active) => active?.session.kind === 'staff'),
};
