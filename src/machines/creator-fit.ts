/**
 * How many creators a campaign's targeting finds, kept live as the wizard's answers change (issue: nobody pays for
 * a campaign no creator can fill). Each targeting it is told is counted once the answers settle for FIT_SETTLE_MS,
 * by the API with the rule hiring applies; a newer targeting cancels the count of an older one, and an answer is
 * kept only when it is for the newest version asked (`version`). The parent hears every count it keeps.
 *
 * Events: `fit.targeting` (a targeting). Sends its parent `fit.counted` ({ count, version }). Actor to provide:
 * `count` (Targeting → number).
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { Targeting } from '../domain/targeting';

/** How long answers must stay still before they are counted: typing a list of choices asks once. */
export const FIT_SETTLE_MS = 250;

export type FitEvent = { type: 'fit.targeting'; targeting: Targeting };
export type FitCounted = { type: 'fit.counted'; count: number; version: number };

type FitContext = {
  targeting: Targeting | null;
  /** Of the targeting last told; a count is kept only for it. */
  version: number;
  /** The newest count kept, and the version it was for. */
  count: number | null;
  countedVersion: number;
};

const sameTargeting = (a: Targeting | null, b: Targeting) => JSON.stringify(a) === JSON.stringify(b);

export const creatorFitMachine = setup({
  types: { context: {} as FitContext, events: {} as FitEvent },
  actors: {
    count: fromPromise<number, Targeting>(() =>
      Promise.reject(new Error('creatorFit: count is not provided')),
    ),
  },
  guards: {
    isNewTargeting: ({ context, event }) => !sameTargeting(context.targeting, event.targeting),
  },
  actions: {
    remember: assign(({ context, event }) => ({ targeting: event.targeting, version: context.version + 1 })),
  },
  delays: { settle: FIT_SETTLE_MS },
}).createMachine({
  id: 'creatorFit',
  context: { targeting: null, version: 0, count: null, countedVersion: 0 },
  initial: 'idle',
  on: {
    'fit.targeting': { guard: 'isNewTargeting', target: '.settling', actions: 'remember', reenter: true },
  },
  states: {
    idle: {},
    settling: { after: { settle: 'counting' } },
    counting: {
      tags: ['counting'],
      invoke: {
        src: 'count',
        input: ({ context }) => context.targeting!,
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({ count: event.output, countedVersion: context.version })),
            sendParent(({ context }) => ({
              type: 'fit.counted',
              count: context.count ?? 0,
              version: context.countedVersion,
            })),
          ],
        },
        // A failed count says nothing new: the last one stands, and the next change asks again.
        onError: { target: 'idle' },
      },
    },
  },
});
