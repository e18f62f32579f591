import type { Resolvers } from '../generated';

export const accountResolvers: Resolvers = {};
