/** The deal screens' flows (src/app/actors/deals.ts, discovery.ts), with the dashboard that lists deals too. */
import { provideDealFlows } from '../actors/deals';
import { flowGroup } from './group';

export const DealFlowGroup = flowGroup(({ api, live }) => provideDealFlows(api, live));
