/** CreatorFitCount: how many creators a targeting finds, by the rule hiring applies (the wizard's live count). */
import type { QueryResolver } from '../resolver-types';
import { creatorFitCount } from './campaign-fit';

export const CreatorFitCount: QueryResolver<'CreatorFitCount'> = (_parent, args, ctx) =>
  creatorFitCount(args, ctx);
