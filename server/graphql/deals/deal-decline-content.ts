/**
 * DealDeclineContent: the brand sends the content back with feedback, which goes to the deal machine as typed: the
 * machine judges the step first, then the feedback.
 */
import type { MutationResolver } from '../resolver-types';
import { brandEvent } from './brand-event';
import { refuseControlCharacters } from '../plain-text';

export const DealDeclineContent: MutationResolver<'DealDeclineContent'> = (
  _parent,
  { id, feedback },
  ctx,
) => {
  refuseControlCharacters({ feedback }, ['feedback']);
  return brandEvent(ctx, id, { type: 'content.decline', feedback });
};
