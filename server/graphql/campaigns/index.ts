/** The campaigns area (issue 13): the wizard's drafts, submission, the listing, one campaign and its status. */
import type { Resolvers } from '../generated';
import { draftResolvers } from './drafts';
import { submitResolvers } from './submit';
import { listingResolvers } from './listing';
import { statusResolvers } from './status';

export const campaignsResolvers: Resolvers = {
  Query: { ...draftResolvers.Query, ...listingResolvers.Query },
  Mutation: { ...draftResolvers.Mutation, ...submitResolvers.Mutation, ...statusResolvers.Mutation },
  Campaign: listingResolvers.Campaign,
  CampaignDraft: draftResolvers.CampaignDraft,
  CampaignStatusChange: listingResolvers.CampaignStatusChange,
};
