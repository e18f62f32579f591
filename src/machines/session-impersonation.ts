/**
 * Staff signing in as a company (SPEC.md §6), a child of the session machine (session.ts): the link's token is
 * exchanged once for a session, which the session stores and announces at once (the screen moves to the
 * dashboard), then a short wait lets the previous screen go before the session loads the account. A refused
 * link fails this flow with the API's error, which the session keeps for the screen.
 * Input: the link's token. Output: nothing; the session token is reported on the way (session.staffToken).
 * Actors to provide: impersonate.
 */
import { assign, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate';
import { IMPERSONATION_RELOAD_DELAY_MS } from '../domain/constants';

export type StaffToken = { token: string };

/** What this flow tells the session when the link was exchanged. */
export type ImpersonationReport = { type: 'session.staffToken'; token: string };

export const impersonationMachine = setup({
  types: {
    context: {} as { linkToken: string },
    input: {} as { linkToken: string },
  },
  actors: {
    impersonate: fromPromise<StaffToken, { linkToken: string }>(() =>
      Promise.reject(new Error('impersonation actor impersonate is not provided')),
    ),
  },
  delays: { impersonationReload: IMPERSONATION_RELOAD_DELAY_MS },
}).createMachine({
  id: 'impersonation',
  context: ({ input }) => ({ linkToken: input.linkToken }),
  initial: 'exchanging',
  states: {
    exchanging: {
      invoke: {
        id: 'impersonate',
        src: 'impersonate',
        input: ({ context }) => ({ linkToken: context.linkToken }),
        // No onError: a refused link fails this flow, and the session's onError keeps the API's error.
        onDone: {
          target: 'waiting',
          actions: [
            assign({ linkToken: '' }),
            sendParent(({ event }): ImpersonationReport => ({
              type: 'session.staffToken',
              token: event.output.token,
            })),
          ],
        },
      },
    },
    waiting: { after: { impersonationReload: 'signedIn' } },
    signedIn: { type: 'final' },
  },
});

export type ImpersonationSnapshot = SnapshotFrom<typeof impersonationMachine>;
