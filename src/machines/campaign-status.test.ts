/**
 * The campaign cancel's idempotency key, on a simulated environment: confirmed again after a lost answer, the
 * cancel carries the same key, so its refund is credited once; after a refusal, a done change or another change,
 * the next cancel has a new key; the other changes carry none.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { campaignStatusMachine, type StatusChangeInput } from './campaign-status';
import { simulatedEnvironment } from './simulated-environment';
import { ApiError } from '../domain/api-error';

/** A campaign's status flow whose change calls answer in turn from `answers` and record what they were sent. */
function statusFlow(answers: Array<() => Promise<string>>) {
  const sent: StatusChangeInput[] = [];
  const machine = campaignStatusMachine.provide({
    actors: {
      change: fromPromise<string, StatusChangeInput>(({ input }) => {
        sent.push(input);
        const next = answers.shift();
        if (!next) throw new Error('no answer left');
        return next();
      }),
    },
  });
  const actor = createActor(machine, { input: { id: 'c1' }, clock: simulatedEnvironment() }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  const cancel = async () => {
    actor.send({ type: 'status.cancelCampaign' });
    actor.send({ type: 'status.confirm' });
    await settled();
  };
  const pause = async () => {
    actor.send({ type: 'status.pause' });
    await settled();
  };
  return { actor, sent, cancel, pause };
}

const offline = () => Promise.reject(new ApiError('network', 'Failed to fetch'));
const serverDown = () => Promise.reject(new ApiError('badRequest', 'Bad gateway', { status: 502 }));
const refused = () => Promise.reject(new ApiError('refused', 'Not waiting', { code: 'INVALID_TRANSITION' }));
const canceled = () => Promise.resolve('canceled');
const paused = () => Promise.resolve('paused');

describe('campaign cancel idempotency keys', () => {
  it('confirms again after a lost answer with the same key, and after a refusal with a new one', async () => {
    const { actor, sent, cancel } = statusFlow([offline, serverDown, refused, canceled]);
    await cancel();
    expect(actor.getSnapshot().context.error?.kind).toBe('network');
    await cancel();
    await cancel();
    await cancel();
    expect(sent.map((input) => input.key)).toEqual(['id-1', 'id-1', 'id-1', 'id-2']);
    expect(actor.getSnapshot().context.key).toBeNull();
  });

  it("drops a lost cancel's key when another change is made, and sends the others without a key", async () => {
    const { actor, sent, cancel, pause } = statusFlow([offline, paused, canceled]);
    await cancel();
    await pause();
    await cancel();
    expect(sent.map(({ change, key }) => [change, key])).toEqual([
      ['cancel', 'id-1'],
      ['pause', null],
      ['cancel', 'id-2'],
    ]);
    expect(actor.getSnapshot().context.key).toBeNull();
  });
});
