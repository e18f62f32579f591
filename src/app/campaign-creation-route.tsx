/** The wizard screen with its real actors: the route's entry, kept apart so tests render the screen with fakes. */
import { useMemo } from 'react';
import { provideCampaignWizard } from './actors/campaign-wizard';
import { useApi } from '../screens/shared/app-context';
import { CampaignCreationScreen } from '../screens/campaign-creation/campaign-creation.screen';

export function CampaignCreationRoute({ step }: { step: string }) {
  const api = useApi();
  const machine = useMemo(() => provideCampaignWizard(api), [api]);
  return <CampaignCreationScreen step={step} machine={machine} />;
}
