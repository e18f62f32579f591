/** Creator: one creator with their portfolio. */
import type { QueryResolver } from '../resolver-types';
import { findCreator } from '../../services/creators';

export const Creator: QueryResolver<'Creator'> = async (_parent, { id }, ctx) => {
  return findCreator(ctx.services.db, id);
};
