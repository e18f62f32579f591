import type { Resolvers } from '../generated';
import { liveChannelResolvers } from './live-channel';

export const liveResolvers: Resolvers = liveChannelResolvers;
