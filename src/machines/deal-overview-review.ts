/**
 * The review part of the deal overview (deal-overview.ts): the must-have checklist of the upload under review, each
 * tick shown at once and saved in order (one call at a time, the next waiting in `checkQueue`), and the states of
 * the two review actions: accepting asks to confirm (it pays the creator), and sending back waits for the ticks
 * to be saved, since the API sends the unticked must-haves to the creator with the feedback. A tick the API
 * refused puts the checklist back as the API holds it and says so. The states refer to the machine's actors,
 * guards and actions by name; what those do to the context is in deal-overview-context.ts.
 */
import { sending } from './deal-overview-sending';
import type { DealOverviewContext, MustHaveCheck } from './deal-overview-types';

const idle = '#dealOverview.ready.action.idle';

/** A dialog closes with its Close or Cancel button, and with Back (the address then names no dialog). */
const closing = {
  'action.close': idle,
  'dialog.address': { guard: { type: 'addressNames' as const, params: { dialog: null } }, target: idle },
};

/** The checklist region: ticks shown at once, saved one after the other. */
export const checklist = {
  initial: 'saved' as const,
  on: { 'review.check': { guard: 'isReviewing' as const, actions: 'queueCheck' as const } },
  states: {
    saved: { always: { guard: 'hasQueuedChecks' as const, target: 'saving' } },
    saving: {
      tags: ['savingChecks'],
      invoke: {
        src: 'saveCheck' as const,
        input: ({ context }: { context: DealOverviewContext }) => context.checkQueue[0] as MustHaveCheck,
        onDone: {
          target: 'saved',
          actions: {
            type: 'takeSavedChecks' as const,
            params: ({ event }: { event: { output: string[] } }) => event.output,
          },
        },
        onError: { target: 'saved', actions: 'dropChecks' as const },
      },
    },
  },
};

/** Accepting: the dialog that says who is paid how much, then the call; a refusal is told in the dialog. */
export const accepting = {
  tags: ['accepting'],
  initial: 'open' as const,
  on: closing,
  states: {
    open: {
      on: {
        'accept.confirm': {
          guard: { type: 'may' as const, params: { event: 'content.accept' as const } },
          target: 'sending',
          actions: 'takeAccept' as const,
        },
      },
    },
    sending: sending(),
  },
};

/**
 * Sending back: the dialog keeps what is typed in `draft` (closed by Back or Cancel and opened again, it is still
 * there); a valid feedback waits for the ticks on their way, then is sent.
 */
export const declining = {
  tags: ['declining'],
  initial: 'open' as const,
  on: closing,
  states: {
    open: {
      on: {
        'decline.edit': { actions: 'keepDraft' as const },
        'decline.submit': [
          { guard: 'isFeedbackValid' as const, target: 'flushing', actions: 'takeDecline' as const },
          { actions: 'takeFeedbackFields' as const },
        ],
      },
    },
    flushing: {
      tags: ['busy'],
      on: { 'action.close': {}, 'dialog.address': {} },
      always: { guard: 'checksSaved' as const, target: 'sending' },
    },
    sending: sending(),
  },
};

/** The ship and cancel dialogs close the same way. */
export const closingDialog = closing;
