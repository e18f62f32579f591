/**
 * The brand's own changes of a campaign's status (issue 13): pause, resume, deactivate after a confirmation (its
 * unused deal slots are refunded), and cancel one waiting for approval after a confirmation (refunded in full);
 * and edit and resubmit of a rejected campaign (issue 22), which makes a copy of it the open draft and then tells
 * the screen to open the wizard (`opened`).
 * idle → confirming (deactivate and cancel) → changing → idle, with the refusal kept for the screen when the API
 * says no.
 *
 * A cancel carries an idempotency key made by the system's environment when it is confirmed and kept while its
 * answer is lost (keyToRetry), so confirming again after a lost answer refunds once; any other answer drops it.
 *
 * Input: the campaign's id. Actor to provide: `change` ({ id, change, key } → the new status).
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { ApiError, toApiError } from '../domain/api-error';
import { keyToRetry } from '../domain/idempotency';
import { environmentOf } from './environment';

export type StatusChange = 'pause' | 'resume' | 'deactivate' | 'cancel' | 'resubmit';

/** What the `change` actor is given: the campaign, the change and, for a cancel, its idempotency key. */
export type StatusChangeInput = { id: string; change: StatusChange; key: string | null };

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
    context: {} as { id: string; change: StatusChange | null; error: ApiError | null; key: string | null },
    events: {} as CampaignStatusEvent,
    input: {} as { id: string },
  },
  actors: {
    change: fromPromise<string, StatusChangeInput>(() =>
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
  context: ({ input }) => ({ id: input.id, change: null, error: null, key: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.pause': { target: 'changing', actions: assign({ change: 'pause', error: null, key: null }) },
        'status.resume': {
          target: 'changing',
          actions: assign({ change: 'resume', error: null, key: null }),
        },
        'status.deactivate': { target: 'confirming', actions: assign({ change: 'deactivate', error: null }) },
        'status.cancelCampaign': { target: 'confirming', actions: assign({ change: 'cancel', error: null }) },
        'status.resubmit': {
          target: 'changing',
          actions: assign({ change: 'resubmit', error: null, key: null }),
        },
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'status.confirm': {
          target: 'changing',
          actions: assign({
            key: ({ context, system }) =>
              context.change === 'cancel' ? (context.key ?? environmentOf(system).newId()) : null,
          }),
        },
        // The change asked about is kept: the dialog keeps its words while it fades out.
        'status.cancel': 'idle',
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        src: 'change',
        input: ({ context }) => ({ id: context.id, change: context.change ?? 'pause', key: context.key }),
        onDone: [
          {
            guard: ({ context }) => context.change === 'resubmit',
            target: 'idle',
            actions: 'opened',
          },
          { target: 'idle', actions: [assign({ key: null }), 'changed'] },
        ],
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => toApiError(event.error),
            key: ({ context, event }) => keyToRetry(context.key, event.error),
          }),
        },
      },
    },
  },
});

export type CampaignStatusMachine = typeof campaignStatusMachine;
export type CampaignStatusActor = ActorRefFrom<typeof campaignStatusMachine>;
