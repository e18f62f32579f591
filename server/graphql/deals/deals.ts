/**
 * Deals: a page of the company's deals (what needs the brand first), with the counts of the listing's tabs. The
 * page's campaigns, products, creators and portfolios are read with it.
 */
import type { QueryResolver } from '../resolver-types';
import { DEALS_PAGE_SIZE } from '../../../src/domain/hiring';
import { object, optional } from 'superstruct';
import { DEAL_ORDER, listDeals } from '../../services/deals/listing';
import { decodeCursor, pageCursor } from '../../../src/domain/paging';
import { validInput } from '../errors';
import { controlCharacters, pageOf, refuseFaults } from './filters';
import { loaders, prime } from '../loaders';
import { signedIn } from '../access';

export const Deals: QueryResolver<'Deals'> = async (_parent, args, ctx) => {
  const { company } = signedIn(ctx);
  refuseFaults(controlCharacters(args.search, 'search'), controlCharacters(args.after, 'after'));
  const paging = pageOf(args.page, args.page_size, DEALS_PAGE_SIZE);
  const { after } = validInput(object({ after: optional(pageCursor) }), { after: args.after ?? undefined });
  const cursor = after ? decodeCursor(after) : null;
  const result = await listDeals(ctx.services.db, company.id, {
    after: cursor?.sort === DEAL_ORDER ? cursor : undefined,
    statuses: args.statuses ?? undefined,
    campaign_id: args.campaign_id ?? undefined,
    awaiting_brand: args.awaiting_brand ?? undefined,
    search: args.search ?? undefined,
    ...paging,
  });
  const found = loaders(ctx);
  prime(found.campaigns, result.related?.campaigns ?? []);
  prime(found.products, result.related?.products ?? []);
  prime(found.creators, result.related?.creators ?? []);
  const { related: _related, ...page } = result;
  return { ...page, ...paging };
};
