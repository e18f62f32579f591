/** The fields of a draft: its answers as a JSON object in a string. */
import type { CampaignDraftResolvers } from '../generated';

export const campaignDraftFields: CampaignDraftResolvers = {
  data: (draft) => JSON.stringify(draft.data),
  updated_at: (draft) => draft.updated_at.toISOString(),
};
