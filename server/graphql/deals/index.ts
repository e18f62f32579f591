/**
 * The deals area (issue 14): hiring, the deal listing and one deal, the brand's events on a deal, and content.
 * Every call is scoped to the signed-in company: another company's deal, campaign or content answers not found
 * (null for a query of one). A refused event answers its coded error (DEAL_* / HIRE_REFUSALS), bad input
 * BAD_USER_INPUT with fields. One file per resolver; this file only gathers them.
 */
import type { Resolvers } from '../generated';
import { Deals } from './deals';
import { Deal } from './deal';
import { CampaignHiring } from './campaign-hiring';
import { ContentItems } from './content-items';
import { DealHire } from './deal-hire';
import { DealShip } from './deal-ship';
import { DealAcceptContent } from './deal-accept-content';
import { DealDeclineContent } from './deal-decline-content';
import { DealCancel } from './deal-cancel';
import { DealCheckMustHave } from './deal-check-must-have';
import { dealFields } from './deal.type';
import { dealCampaignFields } from './deal-campaign.type';
import { dealHistoryEntryFields } from './deal-history-entry.type';
import { dealFeedbackFields } from './deal-feedback.type';
import { contentItemFields } from './content-item.type';
import { campaignHiringFields } from './campaign-hiring.type';

export const dealsResolvers: Resolvers = {
  Query: { Deals, Deal, CampaignHiring, ContentItems },
  Mutation: { DealHire, DealShip, DealAcceptContent, DealDeclineContent, DealCheckMustHave, DealCancel },
  Deal: dealFields,
  DealCampaign: dealCampaignFields,
  DealHistoryEntry: dealHistoryEntryFields,
  DealFeedback: dealFeedbackFields,
  ContentItem: contentItemFields,
  CampaignHiring: campaignHiringFields,
};
