/**
 * A copy button's flow: copying the text to the clipboard, then "Copied" for COPIED_STATE_MS (SPEC.md §9)
 * before it reads "Copy" again; a refused clipboard says so until the next try. The clipboard is injected
 * (`write`), so tests and the browser give their own.
 */
import { fromPromise, setup } from 'xstate';
import { COPIED_STATE_MS } from '../domain/constants';

export const copyMachine = setup({
  types: { input: {} as { text: string }, context: {} as { text: string }, events: {} as { type: 'copy' } },
  actors: {
    write: fromPromise<void, { text: string }>(() => Promise.reject(new Error('no clipboard given'))),
  },
  delays: { copied: COPIED_STATE_MS },
}).createMachine({
  id: 'copy',
  context: ({ input }) => ({ text: input.text }),
  initial: 'idle',
  states: {
    idle: { on: { copy: 'copying' } },
    copying: {
      invoke: {
        src: 'write',
        input: ({ context }) => ({ text: context.text }),
        onDone: 'copied',
        onError: 'failed',
      },
    },
    copied: { after: { copied: 'idle' }, on: { copy: { target: 'copying', reenter: true } } },
    failed: { on: { copy: 'copying' } },
  },
});
