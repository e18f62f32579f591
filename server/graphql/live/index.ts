import type { Resolvers } from '../generated';

export const liveResolvers: Resolvers = {};
