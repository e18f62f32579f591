import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { resourceData, resourceMachine } from './resource';
import { ApiError } from '../domain/api-error';

describe('resource machine', () => {
  it('loads with its input, offers a retry after a failure, and reloads keeping the old data meanwhile', async () => {
    let answer = 0;
    const actor = createActor(
      resourceMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            answer += 1;
            if (answer === 1) throw new ApiError('network', 'offline');
            return { id: input, version: answer };
          }),
        },
      }),
      { input: { input: 'p1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.kind).toBe('network');
    actor.send({ type: 'resource.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(resourceData<{ id: string; version: number }>()(actor.getSnapshot())).toEqual({
      id: 'p1',
      version: 2,
    });
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(resourceData<{ version: number }>()(actor.getSnapshot())?.version).toBe(2);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(resourceData<{ version: number }>()(actor.getSnapshot())?.version).toBe(3);
  });

  it('reloads on a live event, and a reload asked for during one starts it over: the older answer is dropped', async () => {
    const answers: Array<(value: number) => void> = [];
    let tell: (() => void) | null = null;
    const actor = createActor(
      resourceMachine.provide({
        actors: {
          load: fromPromise<unknown>(() => new Promise<number>((resolve) => answers.push(resolve))),
          live: fromCallback(({ sendBack }) => {
            tell = () => sendBack({ type: 'resource.reload' });
            return () => {};
          }),
        },
      }),
      { input: {} },
    ).start();
    answers[0]!(1);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    tell!();
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    tell!();
    expect(answers).toHaveLength(3);
    // The first reload's answer arrives late, after the second was asked for: it is not shown.
    answers[1]!(2);
    await Promise.resolve();
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(resourceData<number>()(actor.getSnapshot())).toBe(1);
    answers[2]!(3);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(resourceData<number>()(actor.getSnapshot())).toBe(3);
  });
});
