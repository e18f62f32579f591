/**
 * The brand's own changes of a campaign's status (issue 13): pause, resume, and deactivate after a confirmation
 * (its unused deal slots are refunded). idle → confirming (deactivate only) → changing → idle, with the refusal
 * kept for the screen when the API says no.
 *
 * Input: the campaign's id. Actor to provide: `change` ({ id, change } → the new status).
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';

export type StatusChange = 'pause' | 'resume' | 'deactivate';

export type CampaignStatusEvent =
  | { type: 'status.pause' }
  | { type: 'status.resume' }
  | { type: 'status.deactivate' }
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
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'status.confirm': 'changing',
        'status.cancel': { target: 'idle', actions: assign({ change: null }) },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        src: 'change',
        input: ({ context }) => ({ id: context.id, change: context.change ?? 'pause' }),
        onDone: { target: 'idle', actions: ['changed', assign({ change: null })] },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => toApiError(event.error), change: null }),
        },
      },
    },
  },
});

export type CampaignStatusMachine = typeof campaignStatusMachine;
export type CampaignStatusActor = ActorRefFrom<typeof campaignStatusMachine>;
