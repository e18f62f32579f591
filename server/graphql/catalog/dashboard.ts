/** DashboardSummary: what the account has, at a glance. The wallet balance is the sum of its ledger. */
import type { Resolvers } from '../generated';
import { countBrands, countCampaigns, countProducts } from '../../services/catalog';
import { companyFinances } from '../../services/wallet';

export const dashboardResolvers: Resolvers = {
  Query: {
    DashboardSummary: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireReadyCompany();
      const { db } = ctx.services;
      const [brands, products, campaigns, finances] = await Promise.all([
        countBrands(db, company.id),
        countProducts(db, company.id),
        countCampaigns(db, company.id),
        companyFinances(db, company.id),
      ]);
      return { brands, products, campaigns, wallet_balance: finances.balance };
    },
  },
};
