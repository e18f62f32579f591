/**
 * DashboardSummary: what the account has, at a glance, and what needs it. The wallet balance is the sum of its
 * ledger; the month is the server clock's (src/domain/dashboard.ts).
 */
import type { QueryResolver } from '../resolver-types';
import { countBrands, countProducts } from '../../services/catalog';
import { countTabs } from '../../services/campaigns/listing';
import { companyFinances } from '../../services/wallet';
import { contentCounts, spentThisMonth } from '../../services/dashboard';
import { signedIn } from '../access';

export const DashboardSummary: QueryResolver<'DashboardSummary'> = async (_parent, _args, ctx) => {
  const { company } = signedIn(ctx);
  const { db, clock } = ctx.services;
  const now = clock.now();
  const [brands, products, tabs, finances, spent, content] = await Promise.all([
    countBrands(db, company.id),
    countProducts(db, company.id),
    // What the listing's tabs add up to (one rule, src/domain/campaign-listing.ts).
    countTabs(db, company.id),
    companyFinances(db, company.id),
    spentThisMonth(db, company.id, now),
    contentCounts(db, company.id, now),
  ]);
  return {
    brands,
    products,
    campaigns: tabs.reduce((sum, entry) => sum + entry.count, 0),
    wallet_balance: finances.balance,
    campaigns_rejected: tabs.find((entry) => entry.tab === 'rejected')?.count ?? 0,
    content_to_review: content.toReview,
    content_received: content.received,
    spent_this_month: spent,
  };
};
