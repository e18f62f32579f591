/** The dashboard's real actors: its summary of counts and the campaigns' spend. */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import { CampaignSpendDocument, DashboardSummaryDocument } from '../../graphql/generated/graphql';
import { resourceMachine } from '../../machines/resource';

export function provideDashboard(api: Api) {
  return {
    dashboard: resourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(
          async () => (await api.query(DashboardSummaryDocument, {})).DashboardSummary,
        ),
      },
    }),
    campaignSpend: resourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(async () => (await api.query(CampaignSpendDocument, {})).CampaignSpend),
      },
    }),
  };
}
