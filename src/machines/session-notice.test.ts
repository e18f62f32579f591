/**
 * The log-out notice is the session's decision: it is told (`session.expired`) when a session the user held is
 * refused by the API, once however many calls are refused with it, and never when the user logged out.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../domain/api-error';
import { sessionMachine, type Company } from './session';

const unauthorized = new ApiError('unauthorized', 'Unauthorized', { status: 401 });
const ready = { has_verified_email: true, onboard_position: 1 } as Company;

/** A session started from a stored token; `load` answers the account's load, `logout` the log-out call. */
function started(load: () => Promise<Company>, logout: () => Promise<void> = () => new Promise(() => {})) {
  const machine = sessionMachine.provide({
    actors: { loadCompany: fromPromise(load), logout: fromPromise(logout) },
  });
  const session = createActor(machine, { input: { token: 'stored' } });
  const notices: string[] = [];
  session.on('session.expired', (event) => notices.push(event.type));
  session.start();
  return { session, notices };
}

describe('the log-out notice', () => {
  it('is told once when a signed-in session is refused, however many calls are refused with it', async () => {
    const { session, notices } = started(async () => ready);
    await waitFor(session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
    session.send({ type: 'session.unauthorized' });
    session.send({ type: 'session.unauthorized' });
    expect(session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.getSnapshot().context.loggedOutReason).toBe('expired');
    expect(notices).toEqual(['session.expired']);
  });

  it('is told when the stored session is refused at start, also when the refusal is reported twice', async () => {
    let refuse: (error: unknown) => void = () => {};
    const { session, notices } = started(() => new Promise((_, reject) => (refuse = reject)));
    // The API client reports the 401 to the session while the load itself fails with it.
    session.send({ type: 'session.unauthorized' });
    refuse(unauthorized);
    await waitFor(session, (snapshot) => snapshot.matches('loggedOut'));
    expect(notices).toEqual(['session.expired']);
  });

  it('is told when the account reload is refused', async () => {
    let loads = 0;
    const { session, notices } = started(() =>
      loads++ === 0 ? Promise.resolve(ready) : Promise.reject(unauthorized),
    );
    await waitFor(session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
    session.send({ type: 'session.refresh' });
    await waitFor(session, (snapshot) => snapshot.matches('loggedOut'));
    expect(notices).toEqual(['session.expired']);
  });

  it('is not told when the user logs out, even when the log-out call itself is refused', async () => {
    const { session, notices } = started(
      async () => ready,
      () => Promise.reject(unauthorized),
    );
    await waitFor(session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
    session.send({ type: 'session.logout' });
    session.send({ type: 'session.unauthorized' });
    await waitFor(session, (snapshot) => snapshot.matches('loggedOut'));
    session.send({ type: 'session.unauthorized' });
    expect(session.getSnapshot().context.loggedOutReason).toBe('chosen');
    expect(notices).toEqual([]);
  });

  it('is not told to a visitor who never had a session', () => {
    const session = createActor(sessionMachine, { input: { token: null } });
    const notices: string[] = [];
    session.on('session.expired', (event) => notices.push(event.type));
    session.start();
    session.send({ type: 'session.unauthorized' });
    expect(notices).toEqual([]);
  });
});
