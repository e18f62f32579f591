import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { copyMachine } from './copy';
import { COPIED_STATE_MS } from '../domain/constants';

describe('a copy button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (write: (text: string) => Promise<void>) =>
    createActor(
      copyMachine.provide({
        actors: { write: fromPromise(({ input }: { input: { text: string } }) => write(input.text)) },
      }),
      { input: { text: 'CH-7KQ2M9XD' } },
    ).start();

  it('copies its text, says "Copied" for 1,500 ms, then reads "Copy" again', async () => {
    const written: string[] = [];
    const actor = start(async (text) => void written.push(text));
    actor.send({ type: 'copy' });
    await waitFor(actor, (snapshot) => snapshot.matches('copied'));
    expect(written).toEqual(['CH-7KQ2M9XD']);
    vi.advanceTimersByTime(COPIED_STATE_MS - 1);
    expect(actor.getSnapshot().value).toBe('copied');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('starts the 1,500 ms again when copied once more', async () => {
    const actor = start(async () => undefined);
    actor.send({ type: 'copy' });
    await waitFor(actor, (snapshot) => snapshot.matches('copied'));
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'copy' });
    await waitFor(actor, (snapshot) => snapshot.matches('copied'));
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('copied');
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('says so when the clipboard refuses, and tries again on the next click', async () => {
    let refuse = true;
    const actor = start(async () => {
      if (refuse) throw new Error('denied');
    });
    actor.send({ type: 'copy' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    refuse = false;
    actor.send({ type: 'copy' });
    await waitFor(actor, (snapshot) => snapshot.matches('copied'));
  });
});
