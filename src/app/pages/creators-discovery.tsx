/** Creators discovery for one campaign, its machine given its real actors (src/app/actors/discovery.ts). */
import { useMemo } from 'react';
import { CreatorsDiscoveryScreen } from '../../screens/creators-discovery/creators-discovery.screen';
import { useApi, useLiveEvents } from '../../screens/shared/app-context';
import { provideDiscovery } from '../actors/discovery';

export function CreatorsDiscoveryPage({ campaignId }: { campaignId: string }) {
  const api = useApi();
  const live = useLiveEvents();
  const machine = useMemo(() => provideDiscovery(api, live), [api, live]);
  return <CreatorsDiscoveryScreen key={campaignId} campaignId={campaignId} machine={machine} />;
}
