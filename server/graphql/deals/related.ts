/**
 * The rows deals and content refer to (campaigns, products, creators, brands), through the request's loaders
 * (graphql/loaders.ts): a page's rows in one query per table; a row no longer there answers not found.
 */
import type DataLoader from 'dataloader';
import type { Context } from '../../context';
import { notFound } from '../errors';
import { loaders } from '../loaders';

async function one<Row>(loader: DataLoader<string, Row | null>, id: string, what: string): Promise<Row> {
  const row = await loader.load(id);
  if (!row) throw notFound(what);
  return row;
}

export const campaignOf = (ctx: Context, id: string) => one(loaders(ctx).campaigns, id, 'Campaign');
export const productOf = (ctx: Context, id: string) => one(loaders(ctx).products, id, 'Product');
export const creatorOf = (ctx: Context, id: string) => one(loaders(ctx).creators, id, 'Creator');
export const brandOf = (ctx: Context, id: string) => one(loaders(ctx).brands, id, 'Brand');
