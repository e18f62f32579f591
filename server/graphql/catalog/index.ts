import type { Resolvers } from '../generated';

export const catalogResolvers: Resolvers = {};
