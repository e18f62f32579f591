/**
 * The brand's own changes of a campaign's status (issue 13): pause, resume, deactivate after a confirmation (its
 * unused deal slots are refunded), and cancel one waiting for approval after a confirmation (refunded in full);
 * and edit and resubmit of a rejected campaign (issue 22), which makes a copy of it the open draft and then tells
 * the screen to open the wizard (`opened`).
 * idle → confirming (deactivate and cancel) → changing → idle, with the refusal kept for the screen when the API
 * says no.
 *
 * Input: the campaign's id. Actor to provide: `change` ({ id, change } → the new status).
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';

export type StatusChange = 'pause' | 'resume' | 'deactivate' | 'cancel' | 'resubmit';

export type CampaignStatusEvent =
  | { type: 'status.pause' }
  | { type: 'status.resume' }
  | { type: 'status.deactivate' }
  | { type: 'status.cancelCampaign' }
  | { type: 'status.resubmit' }
  | { type: 'status.confirm' }
  | { type: 'status.cancel' };

export const campaignStatusMachine = setup({
  types: {
    context: {} as { id: string; change: StatusChange | null; error: ApiError | null },
    events: {} as CampaignStatusEvent,
    input: {} as { id: string },
  },
  actors: {
    change: fromPromise<string, { id: string; change: StatusChange }>(() =>
      Promise.reject(new Error('campaign status: change is not provided')),
    ),
  },
  actions: {
    /** Told when a change is done, so the page shows the campaign again. */
    changed: () => undefined,
    /** Told when a rejected campaign's copy is the open draft, so the screen opens the wizard on it. */
    opened: () => undefined,
  },
}).createMachine({
  id: 'campaignStatus',
  context: ({ input }) => ({ id: input.id, change: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.pause': { target: 'changing', actions: assign({ change: 'pause', error: null }) },
        'status.resume': { target: 'changing', actions: assign({ change: 'resume', error: null }) },
        'status.deactivate': { target: 'confirming', actions: assign({ change: 'deactivate', error: null }) },
        'status.cancelCampaign': { target: 'confirming', actions: assign({ change: 'cancel', error: null }) },
        'status.resubmit': { target: 'changing', actions: assign({ change: 'resubmit', error: null }) },
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'status.confirm': 'changing',
        // The change asked about is kept: the dialog keeps its words while it fades out.
        'status.cancel': 'idle',
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        src: 'change',
        input: ({ context }) => ({ id: context.id, change: context.change ?? 'pause' }),
        onDone: [
          {
            guard: ({ context }) => context.change === 'resubmit',
            target: 'idle',
            actions: 'opened',
          },
          { target: 'idle', actions: 'changed' },
        ],
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => toApiError(event.error) }),
        },
      },
    },
  },
});

export type CampaignStatusMachine = typeof campaignStatusMachine;
export type CampaignStatusActor = ActorRefFrom<typeof campaignStatusMachine>;
