/** Deal: one of the company's deals; another company's answers null. */
import type { QueryResolver } from '../resolver-types';
import { findDeal } from '../../services/deals/listing';
import { signedIn } from '../access';

export const Deal: QueryResolver<'Deal'> = async (_parent, { id }, ctx) => {
  const { company } = signedIn(ctx);
  return findDeal(ctx.services.db, company.id, id);
};
