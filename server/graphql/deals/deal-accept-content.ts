/** DealAcceptContent: the brand accepts the content under review, and the creator is paid. */
import type { MutationResolver } from '../resolver-types';
import { brandEvent } from './brand-event';

export const DealAcceptContent: MutationResolver<'DealAcceptContent'> = (_parent, { id }, ctx) =>
  brandEvent(ctx, id, { type: 'content.accept' });
