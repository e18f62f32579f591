import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
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
});
