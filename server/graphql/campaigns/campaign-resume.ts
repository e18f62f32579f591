/** CampaignResume: the brand resumes a paused campaign. */
import type { MutationResolver } from '../resolver-types';
import { brandTransition } from './status-change';

export const CampaignResume: MutationResolver<'CampaignResume'> = (_parent, { id }, ctx) =>
  brandTransition(ctx, id, 'resume');
