/**
 * The campaigns area (issue 13): the wizard's drafts, submission, the listing, one campaign and its status. One
 * file per resolver; this file only gathers them.
 */
import type { Resolvers } from '../generated';
import { CampaignDraft } from './campaign-draft';
import { Campaigns } from './campaigns';
import { Campaign } from './campaign';
import { CampaignSpend } from './campaign-spend';
import { CampaignDraftSave } from './campaign-draft-save';
import { CampaignDraftDiscard } from './campaign-draft-discard';
import { CampaignSubmit } from './campaign-submit';
import { CampaignPause } from './campaign-pause';
import { CampaignResume } from './campaign-resume';
import { CampaignDeactivate } from './campaign-deactivate';
import { CampaignEditRejected } from './campaign-edit-rejected';
import { CampaignCancel } from './campaign-cancel';
import { campaignFields } from './campaign.type';
import { campaignDraftFields } from './campaign-draft.type';
import { campaignStatusChangeFields } from './campaign-status-change.type';

export const campaignsResolvers: Resolvers = {
  Query: { CampaignDraft, Campaigns, Campaign, CampaignSpend },
  Mutation: {
    CampaignDraftSave,
    CampaignDraftDiscard,
    CampaignSubmit,
    CampaignPause,
    CampaignResume,
    CampaignDeactivate,
    CampaignEditRejected,
    CampaignCancel,
  },
  Campaign: campaignFields,
  CampaignDraft: campaignDraftFields,
  CampaignStatusChange: campaignStatusChangeFields,
};
