/** The type of one root field's resolver, from the generated resolver types: each resolver file is typed by it. */
import type { MutationResolvers, QueryResolvers } from './generated';

export type QueryResolver<Name extends keyof QueryResolvers> = NonNullable<QueryResolvers[Name]>;
export type MutationResolver<Name extends keyof MutationResolvers> = NonNullable<MutationResolvers[Name]>;
