/** The fields of a content item: its related rows (read once per request) and its signed links. */
import type { ContentItemResolvers } from '../generated';
import { contentLink } from '../../services/deals/content-files';
import { iso } from './filters';
import { signedIn } from '../access';
import { campaignOf, creatorOf, productOf } from './related';

export const contentItemFields: ContentItemResolvers = {
  campaign: (item, _args, ctx) => campaignOf(ctx, item.campaign_id),
  product: (item, _args, ctx) => productOf(ctx, item.product_id),
  creator: (item, _args, ctx) => creatorOf(ctx, item.creator_id),
  url: (item, _args, ctx) => contentLink(ctx.services, signedIn(ctx).session.id, item, 'file'),
  thumbnail_url: (item, _args, ctx) => contentLink(ctx.services, signedIn(ctx).session.id, item, 'thumbnail'),
  download_url: (item, _args, ctx) => contentLink(ctx.services, signedIn(ctx).session.id, item, 'download'),
  created_at: (item) => item.created_at.toISOString(),
  reviewed_at: (item) => iso(item.reviewed_at),
};
