/** The fields of a Creator: the portfolio is read once per request for a whole page. */
import type { CreatorResolvers } from '../generated';
import { loaders } from '../loaders';
import { hireBlock } from './campaign-fit';

export const creatorFields: CreatorResolvers = {
  created_at: (creator) => creator.created_at.toISOString(),
  portfolio: (creator, _args, ctx) => loaders(ctx).portfolios.load(creator.id),
  hire_block: (creator, { campaign_id }, ctx) => hireBlock(creator, campaign_id, ctx),
};
