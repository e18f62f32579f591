/** DealCancel: the brand cancels a deal before the product is sent; its cost goes back to the wallet. */
import type { MutationResolver } from '../resolver-types';
import { brandEvent } from './brand-event';

export const DealCancel: MutationResolver<'DealCancel'> = (_parent, { id }, ctx) =>
  brandEvent(ctx, id, { type: 'deal.cancel' });
