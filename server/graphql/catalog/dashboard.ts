/** DashboardSummary: what the account has, at a glance. The wallet balance is the sum of its ledger. */
import type { Resolvers } from '../generated';
import { countBrands, countCampaigns, countProducts } from '../../services/catalog';
import { walletBalance } from '../../services/accounts';

export const dashboardResolvers: Resolvers = {
  Query: {
    DashboardSummary: async (_parent, _args, ctx) => {
      const { company } = await ctx.requireSession();
      const { db } = ctx.services;
      const [brands, products, campaigns, wallet_balance] = await Promise.all([
        countBrands(db, company.id),
        countProducts(db, company.id),
        countCampaigns(db, company.id),
        walletBalance(db, company.id),
      ]);
      return { brands, products, campaigns, wallet_balance };
    },
  },
};
