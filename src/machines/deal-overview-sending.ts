/**
 * The state in which the deal overview (deal-overview.ts) sends the brand's action to the API, the same under each
 * action: it refers to the machine's `act` actor and its `announceDone`, `takeDeal` and `takeError` actions by name.
 */
import type { DealAction, DealOverviewContext, OverviewDeal } from './deal-overview-types';

/**
 * The call of an action: done, back to idle with the deal as the API answered it; refused, back to the action's
 * form (`open`) with the reason. Closing is held off while it runs.
 */
export const sending = () => ({
  tags: ['busy'],
  on: { 'action.close': {}, 'dialog.address': {} },
  invoke: {
    src: 'act' as const,
    input: ({ context }: { context: DealOverviewContext }) => ({
      dealId: context.dealId,
      action: context.action as DealAction,
    }),
    onDone: {
      target: '#dealOverview.ready.action.idle',
      actions: [
        {
          type: 'announceDone' as const,
          params: ({ context }: { context: DealOverviewContext }) => context.action as DealAction,
        },
        {
          type: 'takeDeal' as const,
          params: ({ event }: { event: { output: OverviewDeal } }) => event.output,
        },
      ],
    },
    onError: { target: 'open', actions: 'takeError' as const },
  },
});
