/** The campaign wizard's flow (src/app/actors/campaign-wizard.ts). */
import { provideCampaignWizard } from '../actors/campaign-wizard';
import { flowGroup } from './group';

export const WizardFlowGroup = flowGroup(({ api }) => ({ campaignWizard: provideCampaignWizard(api) }));
