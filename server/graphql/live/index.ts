/** The live area: how a signed-in browser reaches the live channel. */
import type { Resolvers } from '../generated';
import { LiveChannel } from './live-channel';

export const liveResolvers: Resolvers = { Query: { LiveChannel } };
