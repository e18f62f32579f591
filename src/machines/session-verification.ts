/**
 * The unverified account's flow (SPEC.md §4), a child of the session machine (session.ts): the 6-digit code
 * typed by the user, and a new code on request. It ends (done) when the code is accepted, and the session then
 * reloads the account; a refused code or resend stays here with its error for the Verify screen.
 * Input: when the last code was sent (ms since epoch, or null), for the resend cooldown.
 * Actors to provide: verifyCode, resendCode.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiError, type ApiError } from '../domain/api-error';

/** The calls of this flow, each told apart so only the form that made it shows its error. */
export type VerificationCall = 'verify' | 'resend';

export type VerificationContext = {
  error: ApiError | null;
  lastCall: VerificationCall | null;
  /** When the last verification code was sent (ms since epoch). */
  codeSentAt: number | null;
};

export type VerificationEvent = { type: 'session.verify'; code: string } | { type: 'session.resend' };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`verification actor ${name} is not provided`));

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as { codeSentAt: number | null },
  },
  actors: {
    verifyCode: fromPromise<void, { code: string }>(notProvided('verifyCode')),
    resendCode: fromPromise<void>(notProvided('resendCode')),
  },
  actions: {
    startCall: assign((_, call: VerificationCall) => ({ lastCall: call, error: null })),
    fail: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({ error: null, lastCall: null, codeSentAt: input.codeSentAt }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.verify': { target: 'verifying', actions: { type: 'startCall', params: 'verify' } },
        'session.resend': { target: 'resending', actions: { type: 'startCall', params: 'resend' } },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ event }) => ({ code: event.type === 'session.verify' ? event.code : '' }),
        onDone: 'verified',
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => event } },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        onDone: { target: 'idle', actions: assign({ codeSentAt: () => Date.now() }) },
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => event } },
      },
    },
    verified: { type: 'final' },
  },
});

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;
