/** All resolvers, one area a folder; each area exports a partial map and they are merged here. */
import type { Resolvers } from './generated';
import { accountResolvers } from './account';
import { catalogResolvers } from './catalog';
import { liveResolvers } from './live';
import { moneyResolvers } from './money';
import { creatorsResolvers } from './creators';
import { dealsResolvers } from './deals';
import { campaignsResolvers } from './campaigns';
import { notificationsResolvers } from './notifications';
import { withAccess } from './access';

const areas: Resolvers[] = [
  accountResolvers,
  catalogResolvers,
  liveResolvers,
  moneyResolvers,
  dealsResolvers,
  creatorsResolvers,
  campaignsResolvers,
  notificationsResolvers,
];

export function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

/** Every resolver, each root field behind its access level (access.ts). */
export const resolvers = withAccess(mergeResolvers(areas));
