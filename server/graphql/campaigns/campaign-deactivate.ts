/** CampaignDeactivate: no new deals; what the unused deal slots cost goes back to the wallet. */
import type { MutationResolver } from '../resolver-types';
import { brandTransition } from './status-change';

export const CampaignDeactivate: MutationResolver<'CampaignDeactivate'> = (_parent, { id }, ctx) =>
  brandTransition(ctx, id, 'deactivate');
