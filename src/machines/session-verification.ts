/**
 * The unverified account's flow (SPEC.md §4), a child of the session machine (session.ts): the 6-digit code
 * typed by the user, and a new code on request once the resend cooldown is over. It ends (done) when the code is
 * accepted, and the session then reloads the account; a refused code or resend stays here with its error for the
 * Verify screen. While the cooldown runs, idle ticks once a second (on the system's clock, src/machines/environment.ts)
 * so the screen counts it down from `now`; a resend before it ends is not taken.
 * Input: when the last code was sent (ms since epoch, or null).
 * Actors to provide: verifyCode, resendCode.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiError, type ApiError } from '../domain/api-error';
import { resendSecondsLeft } from '../domain/account';
import { environmentOf } from './environment';

/** The calls of this flow, each told apart so only the form that made it shows its error. */
export type VerificationCall = 'verify' | 'resend';

export type VerificationContext = {
  error: ApiError | null;
  lastCall: VerificationCall | null;
  /** When the last verification code was sent (ms since epoch). */
  codeSentAt: number | null;
  /** The time of the last tick (ms since epoch): the cooldown shown is counted from it. */
  now: number;
};

/** How often the cooldown shown moves on. */
export const COOLDOWN_TICK_MS = 1000;

export type VerificationEvent = { type: 'session.verify'; code: string } | { type: 'session.resend' };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`verification actor ${name} is not provided`));

/** Seconds before another code may be asked for, as of the last tick. */
export const cooldownLeft = (context: Pick<VerificationContext, 'codeSentAt' | 'now'>): number =>
  resendSecondsLeft(context.codeSentAt, context.now);

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
    tick: assign({ now: ({ system }) => environmentOf(system).now() }),
    codeSent: assign(({ system }) => {
      const now = environmentOf(system).now();
      return { codeSentAt: now, now };
    }),
  },
  guards: {
    cooling: ({ context }) => cooldownLeft(context) > 0,
    cooledDown: ({ context }) => cooldownLeft(context) === 0,
  },
}).createMachine({
  id: 'verification',
  context: ({ input, self }) => ({
    error: null,
    lastCall: null,
    codeSentAt: input.codeSentAt,
    now: environmentOf(self.system).now(),
  }),
  initial: 'idle',
  states: {
    idle: {
      after: { [COOLDOWN_TICK_MS]: { guard: 'cooling', target: 'idle', reenter: true, actions: 'tick' } },
      on: {
        'session.verify': { target: 'verifying', actions: { type: 'startCall', params: 'verify' } },
        'session.resend': {
          guard: 'cooledDown',
          target: 'resending',
          actions: { type: 'startCall', params: 'resend' },
        },
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
        onDone: { target: 'idle', actions: 'codeSent' },
        onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => event } },
      },
    },
    verified: { type: 'final' },
  },
});

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;
