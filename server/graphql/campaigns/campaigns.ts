/**
 * Campaigns: one listing tab (the first with campaigns when none is asked for), or a search through every tab,
 * sorted and paged in the database, with every tab's count.
 */
import type { QueryResolver } from '../resolver-types';
import { CAMPAIGNS_PAGE_SIZE, CampaignsQuery, openingTab } from '../../../src/domain/campaign-listing';
import { countTabs, listCampaigns } from '../../services/campaigns/listing';
import { validInput, withoutNulls } from '../errors';
import { signedIn } from '../access';
import { loaders, prime } from '../loaders';

export const Campaigns: QueryResolver<'Campaigns'> = async (_parent, args, ctx) => {
  const query = validInput(CampaignsQuery, {
    ...withoutNulls(args),
    sort: args.sort ?? 'newest',
    page: args.page ?? 1,
    page_size: args.page_size ?? CAMPAIGNS_PAGE_SIZE,
  });
  const { company } = signedIn(ctx);
  // The tab counts first: without a tab the listing opens on the first that has campaigns.
  const tabs = await countTabs(ctx.services.db, company.id);
  const tab = query.tab ?? openingTab(tabs);
  const search = Boolean(query.search?.trim());
  const { items, brands, total, next_cursor } = await listCampaigns(ctx.services.db, company.id, {
    ...query,
    tab,
  });
  prime(loaders(ctx).brands, brands);
  return {
    items,
    total: total?.total ?? tabs.find((entry) => entry.tab === tab)?.count ?? 0,
    total_estimated: total?.estimated ?? false,
    next_cursor,
    page: query.page,
    page_size: query.page_size,
    tab: search ? null : tab,
    tabs,
  };
};
