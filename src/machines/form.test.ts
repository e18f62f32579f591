import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { object } from 'superstruct';
import { email } from '../domain/validation';
import { ApiError } from '../domain/api-error';
import { defineForm } from './form';

const Reset = object({ email });

function start(call: (values: object) => Promise<unknown>) {
  const form = defineForm('reset', Reset);
  const machine = form.machine.provide({ actors: { submit: fromPromise(({ input }) => call(input)) } });
  return createActor(machine).start();
}

describe('form machine', () => {
  it('starts idle with no errors', () => {
    const actor = start(() => Promise.resolve());
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fields).toEqual({});
  });

  it('refuses values that fail the struct without calling the API', () => {
    const call = vi.fn(() => Promise.resolve());
    const actor = start(call);
    actor.send({ type: 'form.submit', values: { email: 'not-an-address' } });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.fields).toEqual({ email: { code: 'email' } });
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the checked (trimmed, lower-cased) values and is busy until the call answers', async () => {
    let answer: (value: unknown) => void = () => {};
    const call = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const actor = start(call);
    actor.send({ type: 'form.submit', values: { email: '  Ada@Example.COM ' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(call).toHaveBeenCalledWith({ email: 'ada@example.com' });
    answer({ status: true });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(done.hasTag('busy')).toBe(false);
    expect(done.context.output).toEqual({ status: true });
  });

  it('ignores a second submission while the first is in flight', () => {
    const call = vi.fn(() => new Promise(() => {}));
    const actor = start(call);
    actor.send({ type: 'form.submit', values: { email: 'ada@example.com' } });
    actor.send({ type: 'form.submit', values: { email: 'ada@example.com' } });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps the API refusal and its field errors', async () => {
    const refusal = new ApiError('refused', 'taken', {
      code: 'EMAIL_TAKEN',
      fields: { email: { code: 'emailTaken' } },
    });
    const actor = start(() => Promise.reject(refusal));
    actor.send({ type: 'form.submit', values: { email: 'ada@example.com' } });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toBe(refusal);
    expect(failed.context.fields).toEqual({ email: { code: 'emailTaken' } });
  });

  it('turns an unexpected failure into a bad-request ApiError', async () => {
    const actor = start(() => Promise.reject(new Error('boom')));
    actor.send({ type: 'form.submit', values: { email: 'ada@example.com' } });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error?.kind).toBe('badRequest');
  });

  it('can be sent again after a failure, and reset to a clean idle', async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('rateLimited', 'slow down', { retryAfter: 60 }))
      .mockResolvedValueOnce({});
    const actor = start(call);
    actor.send({ type: 'form.submit', values: { email: 'ada@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'form.submit', values: { email: 'ada@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      fields: {},
      error: null,
      values: null,
      output: null,
    });
  });
});
