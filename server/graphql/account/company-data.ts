/** CompanyData: the signed-in account, with its wallet (a ledger sum) and bank transfer details. */
import type { Resolvers } from '../generated';
import { bankTransferInformation, walletBalance } from '../../services/accounts';
import { CURRENCY } from '../../../src/domain/constants';

export const companyDataResolvers: Resolvers = {
  Query: {
    CompanyData: async (_parent, _args, ctx) => (await ctx.requireSession()).company,
  },
  CompanyData: {
    created_at: (company) => company.created_at.toISOString(),
    wallet: async (company, _args, ctx) => ({
      user_id: company.id,
      balance: await walletBalance(ctx.services.db, company.id),
      currency: { ...CURRENCY },
    }),
    bank_transfer_information: async (company, _args, ctx) => {
      const row = await bankTransferInformation(ctx.services.db, company.id);
      return row && { ...row, created_at: row.created_at.toISOString() };
    },
    impersonated: async (_company, _args, ctx) => (await ctx.session())?.session.kind === 'staff',
  },
};
