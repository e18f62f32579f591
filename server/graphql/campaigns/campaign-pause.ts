/** CampaignPause: the brand pauses an active campaign. */
import type { MutationResolver } from '../resolver-types';
import { brandTransition } from './status-change';

export const CampaignPause: MutationResolver<'CampaignPause'> = (_parent, { id }, ctx) =>
  brandTransition(ctx, id, 'pause');
