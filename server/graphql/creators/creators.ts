/**
 * Creators: the discovery list, each with their portfolio. Any company whose account is ready may browse them
 * (they belong to no company); the query is checked with the shared CreatorsQuery struct first.
 */
import type { QueryResolver } from '../resolver-types';
import { CreatorsQuery, CREATORS_PAGE_SIZE } from '../../../src/domain/creators';
import { listCreators } from '../../services/creators';
import { validInput, withoutNulls } from '../errors';
import { campaignConditions } from './campaign-fit';

export const Creators: QueryResolver<'Creators'> = async (_parent, { campaign_id, ...args }, ctx) => {
  const query = validInput(CreatorsQuery, {
    ...withoutNulls(args),
    page: args.page ?? 1,
    page_size: args.page_size ?? CREATORS_PAGE_SIZE,
  });
  const within = campaign_id ? await campaignConditions(ctx, campaign_id) : [];
  const { items, total, total_estimated, next_cursor } = await listCreators(ctx.services.db, query, within);
  return { items, total, total_estimated, next_cursor, page: query.page, page_size: query.page_size };
};
