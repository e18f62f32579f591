/** DashboardSummary: what the account has, at a glance. The wallet balance is the sum of its ledger. */
import type { QueryResolver } from '../resolver-types';
import { countBrands, countProducts } from '../../services/catalog';
import { countListed } from '../../services/campaigns/listing';
import { companyFinances } from '../../services/wallet';
import { signedIn } from '../access';

export const DashboardSummary: QueryResolver<'DashboardSummary'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  const { db } = ctx.services;
  const [brands, products, campaigns, finances] = await Promise.all([
    countBrands(db, company.id),
    countProducts(db, company.id),
    // What the listing's tabs add up to (one rule, src/domain/campaign-listing.ts).
    countListed(db, company.id),
    companyFinances(db, company.id),
  ]);
  return { brands, products, campaigns, wallet_balance: finances.balance };
};
