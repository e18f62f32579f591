/** One campaign loaded for a page (Campaign query): the resource actor and narrow reads of it. */
import { useActorRef, useSelector } from '@xstate/react';
import type { CampaignQuery } from '../../../graphql/generated/graphql';
import { resourceData } from '../../../machines/resource';
import { useFlow, useFlowOptions } from '../app-context';

export type LoadedCampaign = NonNullable<CampaignQuery['Campaign']>;
const campaignOf = resourceData<LoadedCampaign | null>();

export function useCampaign(id: string) {
  const actor = useActorRef(useFlow('campaign'), { ...useFlowOptions(), input: { input: id } });
  const campaign = useSelector(actor, campaignOf);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  return { actor, campaign, loading, failed, reload: () => actor.send({ type: 'resource.reload' }) };
}
