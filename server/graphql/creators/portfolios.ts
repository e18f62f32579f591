/** Creators' portfolios, read once per request: a page's in one query, not one per creator. */
import type { Context } from '../../context';
import type { PortfolioItemRow } from '../../db/schema';
import { portfoliosOf } from '../../services/creators';

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

export function portfolioOf(ctx: Context, creatorId: string): Promise<PortfolioItemRow[]> {
  const cache = portfolioCache(ctx);
  let portfolio = cache.get(creatorId);
  if (!portfolio) {
    portfolio = portfoliosOf(ctx.services.db, [creatorId]).then((found) => found.get(creatorId) ?? []);
    cache.set(creatorId, portfolio);
  }
  return portfolio;
}
