/** The creators area (issue 14): discovery of the creators a company may hire. */
import type { Resolvers } from '../generated';
import { creatorResolvers } from './creators';

export const creatorsResolvers: Resolvers = creatorResolvers;
