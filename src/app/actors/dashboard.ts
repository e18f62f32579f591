/** The dashboard's real actors: its summary of counts and the campaigns' spend, each following live notices. */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import { CampaignSpendDocument, DashboardSummaryDocument } from '../../graphql/generated/graphql';
import { resourceMachine } from '../../machines/resource';
import { reloadOnLive } from '../live-notices';
import type { LiveEvents } from '../../machines/app';

export function provideDashboard(api: Api, live: LiveEvents) {
  return {
    dashboard: resourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(
          async () =>
            (await api.query(DashboardSummaryDocument, {}, { requestPolicy: 'network-only' }))
              .DashboardSummary,
        ),
        live: reloadOnLive(live, ['campaign', 'deal', 'wallet', 'billing']),
      },
    }),
    campaignSpend: resourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(
          async () =>
            (await api.query(CampaignSpendDocument, {}, { requestPolicy: 'network-only' })).CampaignSpend,
        ),
        live: reloadOnLive(live, ['campaign', 'deal']),
      },
    }),
  };
}
