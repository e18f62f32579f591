/**
 * The signed-in part of the session chart (session.ts): the company loaded, where its account stands (routing to
 * unverified, onboarding or ready), the verification flow (session-verification.ts) while it is unverified, the
 * about-you step, and reloading the company. Made with the session's setup (session-setup.ts).
 */
import { assign, emit, forwardTo } from 'xstate';
import { toApiError } from '../domain/api-error';
import type { VerificationSnapshot } from './session-verification';
import { sessionSetup } from './session-setup';

/** When the verification flow last sent a code, from its snapshot. */
const sentAtOf = (snapshot: unknown): number | null =>
  (snapshot as Partial<VerificationSnapshot>).context?.codeSentAt ?? null;

export const signedIn = sessionSetup.createStateConfig({
  initial: 'routing',
  on: {
    'session.refresh': '.reloading',
    'session.logout': 'loggingOut',
    'session.unauthorized': {
      target: 'loggedOut',
      actions: ['forgetToken', 'expire', 'tellExpired'],
    },
    'session.tokenChanged': {
      target: 'loading',
      actions: [
        assign({ token: ({ event }) => event.token }),
        { type: 'saveToken', params: ({ event }) => ({ token: event.token }) },
      ],
    },
  },
  states: {
    routing: {
      always: [
        { guard: { type: 'isAtStage', params: 'unverified' }, target: 'unverified' },
        { guard: { type: 'isAtStage', params: 'onboarding' }, target: 'onboarding' },
        { target: 'ready' },
      ],
    },
    unverified: {
      tags: ['unverified'],
      // The code and its resend are the verification flow's (session-verification.ts); the session keeps
      // when the last code was sent, so a reload of the account does not restart the cooldown.
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => ({ codeSentAt: context.codeSentAt }),
        onSnapshot: [
          {
            guard: { type: 'isNewCode', params: ({ event }) => ({ at: sentAtOf(event.snapshot) }) },
            actions: [
              assign({ codeSentAt: ({ event }) => sentAtOf(event.snapshot) }),
              emit({ type: 'session.codeSent' }),
            ],
          },
          // Any other step of the flow is news to the screens that watch the session: a new snapshot.
          { actions: assign({}) },
        ],
        onDone: 'reloading',
      },
      on: {
        'session.verify': { actions: forwardTo('verification') },
        'session.resend': { actions: forwardTo('verification') },
      },
    },
    onboarding: {
      tags: ['onboarding'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'session.aboutYou': {
              target: 'submitting',
              actions: { type: 'startCall', params: 'aboutYou' },
            },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitAboutYou',
            src: 'submitAboutYou',
            input: ({ event }) => {
              if (event.type !== 'session.aboutYou') throw new Error('unexpected event');
              return event.values;
            },
            onDone: '#session.signedIn.reloading',
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => toApiError(event.error) }),
            },
          },
        },
      },
    },
    ready: { tags: ['ready'] },
    reloading: {
      tags: ['reloading'],
      invoke: {
        id: 'reloadCompany',
        src: 'loadCompany',
        onDone: { target: 'routing', actions: assign({ company: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: '#session.loggedOut',
            actions: ['forgetToken', 'expire', 'tellExpired'],
          },
          { target: 'routing', actions: assign({ error: ({ event }) => toApiError(event.error) }) },
        ],
      },
    },
  },
});
