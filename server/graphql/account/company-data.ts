/** CompanyData: the signed-in account, with its wallet (a ledger sum) and bank transfer details. */
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import { companyFinances } from '../../services/wallet';
import { CURRENCY } from '../../../src/domain/constants';

type Finances = ReturnType<typeof companyFinances>;
/** wallet and bank_transfer_information share one query per request and company (keyed by the context). */
const financesOfRequest = new WeakMap<Context, Map<string, Finances>>();
function finances(ctx: Context, companyId: string): Finances {
  let byCompany = financesOfRequest.get(ctx);
  if (!byCompany) financesOfRequest.set(ctx, (byCompany = new Map()));
  let pending = byCompany.get(companyId);
  if (!pending) byCompany.set(companyId, (pending = companyFinances(ctx.services.db, companyId)));
  return pending;
}

export const companyDataResolvers: Resolvers = {
  Query: {
    CompanyData: async (_parent, _args, ctx) => (await ctx.requireSession()).company,
  },
  CompanyData: {
    created_at: (company) => company.created_at.toISOString(),
    wallet: async (company, _args, ctx) => ({
      user_id: company.id,
      balance: (await finances(ctx, company.id)).balance,
      currency: { ...CURRENCY },
    }),
    bank_transfer_information: async (company, _args, ctx) => {
      const row = (await finances(ctx, company.id)).bank;
      return row && { ...row, created_at: row.created_at.toISOString() };
    },
    impersonated: async (_company, _args, ctx) => (await ctx.session())?.session.kind === 'staff',
  },
};
