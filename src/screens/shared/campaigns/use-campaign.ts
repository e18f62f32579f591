/** One campaign loaded for a page (Campaign query): the resource actor and narrow reads of it. */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CampaignDocument, type CampaignQuery } from '../../../graphql/generated/graphql';
import { resourceData, resourceMachine } from '../../../machines/resource';
import { useApi } from '../app-context';

export type LoadedCampaign = NonNullable<CampaignQuery['Campaign']>;
const campaignOf = resourceData<LoadedCampaign | null>();

export function useCampaign(id: string) {
  const api = useApi();
  const actor = useActorRef(
    resourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(
          async () => (await api.query(CampaignDocument, { id }, { requestPolicy: 'network-only' })).Campaign,
        ),
      },
    }),
    { input: {} },
  );
  const campaign = useSelector(actor, campaignOf);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  return { actor, campaign, loading, failed, reload: () => actor.send({ type: 'resource.reload' }) };
}
