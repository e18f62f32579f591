/**
 * The top-up's idempotency keys, on a simulated environment: the same key again only for a call whose fate is
 * unknown, a new key for a refused call, another request, or the next top-up.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { topUpMachine, type CardTopUpOutcome } from './top-up';
import { simulatedEnvironment } from './simulated-environment';
import { ApiError } from '../domain/api-error';

const CHARGED: CardTopUpOutcome = {
  status: true,
  decline_code: null,
  amount: 5_000,
  fee: 200,
  balance: 5_000,
  entry_id: 'e1',
};

/** A top-up whose card and wire calls answer in turn from `answers` and record the keys they were sent. */
function topUp(answers: Array<() => Promise<unknown>>) {
  const keys: string[] = [];
  const answer = (key: string) => {
    keys.push(key);
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  };
  const machine = topUpMachine.provide({
    actors: {
      chargeCard: fromPromise(({ input }) => answer(input.key) as Promise<CardTopUpOutcome>),
      requestWire: fromPromise(
        ({ input }) => answer(input.key) as Promise<{ reference: string; amount: number }>,
      ),
    },
  });
  const actor = createActor(machine, {
    input: { amount: 5_000, cardId: 'card1' },
    clock: simulatedEnvironment(),
  }).start();
  const submit = async () => {
    actor.send({ type: 'topUp.submit' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  };
  return { actor, keys, submit };
}

const offline = () => Promise.reject(new ApiError('network', 'Failed to fetch'));
const serverDown = () => Promise.reject(new ApiError('badRequest', 'Bad gateway', { status: 502 }));
const refused = () => Promise.reject(new ApiError('refused', 'Card gone', { code: 'CARD_NOT_FOUND' }));
const charged = () => Promise.resolve(CHARGED);

describe('top-up idempotency keys', () => {
  it('sends a call left without an answer again with its key, and a refused one with a new key', async () => {
    const { actor, keys, submit } = topUp([offline, serverDown, refused, charged]);
    await submit();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    await submit();
    await submit();
    await submit();
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(keys).toEqual(['id-1', 'id-1', 'id-1', 'id-2']);
  });

  it('makes a new key when the amount, the card or the method changes after a lost answer', async () => {
    const { actor, keys, submit } = topUp([
      offline,
      offline,
      offline,
      () => Promise.resolve({ reference: 'W1', amount: 5_000 }),
    ]);
    await submit();
    actor.send({ type: 'topUp.amount', cents: 6_000 });
    await submit();
    actor.send({ type: 'topUp.card', cardId: 'card2' });
    await submit();
    actor.send({ type: 'topUp.method', method: 'wire' });
    await submit();
    expect(actor.getSnapshot().matches('wireRequested')).toBe(true);
    expect(keys).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
  });

  it('starts the next top-up with a new key', async () => {
    const { actor, keys, submit } = topUp([charged, charged]);
    await submit();
    actor.send({ type: 'topUp.again' });
    actor.send({ type: 'topUp.amount', cents: 5_000 });
    await submit();
    expect(keys).toEqual(['id-1', 'id-2']);
  });
});
