/**
 * Creators: the discovery list and one creator, each with their portfolio. Any company whose account is ready may
 * browse them (they belong to no company); the query is checked with the shared CreatorsQuery struct first. A
 * page's portfolios are read in one query, not one per creator.
 */
import type { Resolvers } from '../generated';
import type { Context } from '../../context';
import type { PortfolioItemRow } from '../../db/schema';
import { CreatorsQuery, CREATORS_PAGE_SIZE } from '../../../src/domain/creators';
import { findCreator, listCreators, portfoliosOf } from '../../services/creators';
import { validInput, withoutNulls } from '../errors';

const portfolios = new WeakMap<object, Map<string, Promise<PortfolioItemRow[]>>>();

/** The portfolios this request has read or will read, by creator. */
function portfolioCache(ctx: Context): Map<string, Promise<PortfolioItemRow[]>> {
  let cache = portfolios.get(ctx);
  if (!cache) {
    cache = new Map();
    portfolios.set(ctx, cache);
  }
  return cache;
}

/** Reads the portfolios of a page of creators at once. */
export function preloadPortfolios(ctx: Context, creatorIds: string[]): void {
  const all = portfoliosOf(ctx.services.db, creatorIds);
  const cache = portfolioCache(ctx);
  for (const id of creatorIds)
    cache.set(
      id,
      all.then((found) => found.get(id) ?? []),
    );
}

export const creatorResolvers: Resolvers = {
  Query: {
    Creators: async (_parent, args, ctx) => {
      const query = validInput(CreatorsQuery, {
        ...withoutNulls(args),
        page: args.page ?? 1,
        page_size: args.page_size ?? CREATORS_PAGE_SIZE,
      });
      await ctx.requireReadyCompany();
      const { items, total } = await listCreators(ctx.services.db, query);
      preloadPortfolios(
        ctx,
        items.map((creator) => creator.id),
      );
      return { items, total, page: query.page, page_size: query.page_size };
    },
    Creator: async (_parent, { id }, ctx) => {
      await ctx.requireReadyCompany();
      return findCreator(ctx.services.db, id);
    },
  },
  Creator: {
    created_at: (creator) => creator.created_at.toISOString(),
    portfolio: (creator, _args, ctx) => {
      const cache = portfolioCache(ctx);
      let portfolio = cache.get(creator.id);
      if (!portfolio) {
        portfolio = portfoliosOf(ctx.services.db, [creator.id]).then((found) => found.get(creator.id) ?? []);
        cache.set(creator.id, portfolio);
      }
      return portfolio;
    },
  },
  PortfolioItem: {
    url: (item) => item.file,
    thumbnail_url: (item) => item.thumbnail,
  },
};
