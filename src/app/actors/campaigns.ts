/**
 * The campaign pages' real actors (issue 13): a page of the listing for the query in the address, one campaign
 * for its pages, and the brand's pause, resume, deactivate, cancel and edit-and-resubmit. The wizard has its own
 * (./campaign-wizard.ts).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  CampaignCancelDocument,
  CampaignDeactivateDocument,
  CampaignEditRejectedDocument,
  CampaignDocument,
  CampaignPauseDocument,
  CampaignResumeDocument,
  CampaignsDocument,
  type CampaignsQueryVariables,
} from '../../graphql/generated/graphql';
import { CAMPAIGNS_PAGE_SIZE } from '../../domain/campaign-listing';
import { resourceMachine } from '../../machines/resource';
import { reloadOnLive } from '../live-notices';
import type { LiveEvents } from '../../machines/app';
import { campaignStatusMachine, type StatusChangeInput } from '../../machines/campaign-status';

export function provideCampaigns(api: Api, live: LiveEvents) {
  return {
    /** Input: the listing's query from the address (tab, search, sort, page); an empty search is none. */
    campaigns: resourceMachine.provide({
      actors: {
        load: fromPromise<unknown, unknown>(async ({ input }) => {
          const query = input as CampaignsQueryVariables;
          const variables = { ...query, search: query.search || null, page_size: CAMPAIGNS_PAGE_SIZE };
          return (await api.query(CampaignsDocument, variables, { requestPolicy: 'network-only' })).Campaigns;
        }),
        live: reloadOnLive(live, ['campaign', 'deal']),
      },
    }),
    /** Input: the campaign's id. */
    campaign: resourceMachine.provide({
      actors: {
        load: fromPromise<unknown, unknown>(
          async ({ input }) =>
            (await api.query(CampaignDocument, { id: String(input) }, { requestPolicy: 'network-only' }))
              .Campaign,
        ),
        live: reloadOnLive(live, ['campaign', 'deal']),
      },
    }),
    campaignStatus: campaignStatusMachine.provide({
      actors: {
        change: fromPromise<string, StatusChangeInput>(async ({ input }) => {
          if (input.change === 'pause')
            return (await api.mutate(CampaignPauseDocument, { id: input.id })).CampaignPause.status;
          if (input.change === 'resubmit') {
            await api.mutate(CampaignEditRejectedDocument, { id: input.id });
            return 'rejected';
          }
          if (input.change === 'resume')
            return (await api.mutate(CampaignResumeDocument, { id: input.id })).CampaignResume.status;
          if (input.change === 'cancel') {
            // The machine's key: the same after a lost answer, so the refund is credited once.
            if (!input.key) throw new Error('campaign cancel: no idempotency key');
            const variables = { id: input.id, idempotency_key: input.key };
            return (await api.mutate(CampaignCancelDocument, variables)).CampaignCancel.status;
          }
          return (await api.mutate(CampaignDeactivateDocument, { id: input.id })).CampaignDeactivate.status;
        }),
      },
    }),
  };
}
