import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { brokerMachine, liveStatusOf } from './broker';
import { LIVE_NOTICE_DELAY_MS, newClientIdOf, parseNotification } from './broker-link';
import type { Environment } from './environment';
import { simulatedEnvironment } from './simulated-environment';
import type { ConnectionCommand, ConnectionEvent, ConnectionInput, LiveChannel } from './broker-types';
import { BROKER_CLIENT_ID_PREFIX, BROKER_CONNECT_TIMEOUT_MS, BROKER_RECONNECT_MS } from '../domain/constants';

type Link = {
  input: ConnectionInput;
  commands: ConnectionCommand[];
  open: boolean;
  send: (e: ConnectionEvent) => void;
};

function start(options: { failFirst?: number; environment?: Environment } = {}) {
  const links: Link[] = [];
  const errors: string[] = [];
  let failures = options.failFirst ?? 0;
  const connection = fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('Missing protocol');
    }
    const link: Link = { input, commands: [], open: true, send: sendBack as Link['send'] };
    links.push(link);
    receive((command) => link.commands.push(command));
    return () => {
      link.open = false;
    };
  });
  const actor = createActor(
    brokerMachine.provide({
      actors: {
        connection,
        loadChannel: fromPromise<LiveChannel>(async () => ({
          url: 'ws://localhost:8084/mqtt',
          username: 'frontend',
          clientIdPrefix: BROKER_CLIENT_ID_PREFIX,
          topics: [],
        })),
      },
      actions: { logError: (_, params) => errors.push(params.message) },
    }),
    options.environment ? { clock: options.environment } : {},
  ).start();
  /** The session holds `token`: the machine asks where the broker is, then opens a link. */
  const connect = async (token: string) => {
    actor.send({ type: 'broker.signedIn', token });
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, links, errors, connect };
}

describe('broker connection machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes each link’s id and its reconnect delay from the environment it runs in', async () => {
    const environment = simulatedEnvironment();
    const { links, connect } = start({ environment });
    await connect('token-1');
    expect(links.map((link) => link.input.clientId)).toEqual([`${BROKER_CLIENT_ID_PREFIX}id1`]);
    links[0]?.send({ type: 'broker.offline' });
    environment.increment(BROKER_RECONNECT_MS - 1);
    expect(links).toHaveLength(1);
    environment.increment(1);
    expect(links.map((link) => link.input.clientId)).toEqual([
      `${BROKER_CLIENT_ID_PREFIX}id1`,
      `${BROKER_CLIENT_ID_PREFIX}id2`,
    ]);
  });

  it('reconnects every 1000 ms after the link drops, each time with a fresh client id', async () => {
    const { actor, links, connect } = start();
    await connect('token-1');
    links[0]?.send({ type: 'broker.offline' });
    expect(actor.getSnapshot().matches({ active: 'reconnecting' })).toBe(true);
    vi.advanceTimersByTime(BROKER_RECONNECT_MS - 1);
    expect(links).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(links).toHaveLength(2);
    links[1]?.send({ type: 'broker.offline' });
    vi.advanceTimersByTime(BROKER_RECONNECT_MS);
    expect(links).toHaveLength(3);
    const ids = links.map((link) => link.input.clientId);
    expect(new Set(ids).size).toBe(3);
    expect(links.every((link) => link.input.password === 'token-1')).toBe(true);
  });

  it('keeps trying when the connection cannot even start, logging each failure', async () => {
    const { actor, links, errors, connect } = start({ failFirst: 2 });
    await connect('token-1');
    expect(actor.getSnapshot().matches({ active: 'reconnecting' })).toBe(true);
    vi.advanceTimersByTime(BROKER_RECONNECT_MS * 2);
    expect(links).toHaveLength(1);
    expect(errors.filter((error) => error.includes('Missing protocol'))).toHaveLength(2);
  });

  it('gives up a link that does not come up within the connect timeout, and tries again', async () => {
    const { actor, links, connect } = start();
    await connect('token-1');
    vi.advanceTimersByTime(BROKER_CONNECT_TIMEOUT_MS);
    expect(links[0]?.open).toBe(false);
    expect(actor.getSnapshot().matches({ active: 'reconnecting' })).toBe(true);
    vi.advanceTimersByTime(BROKER_RECONNECT_MS);
    expect(links[1]?.open).toBe(true);
  });

  it('subscribes topics asked for while offline once connected, and again after a reconnect', async () => {
    const { links, connect, actor } = start();
    await connect('token-1');
    actor.send({ type: 'broker.subscribe', topics: ['companies/c1/notifications', 'companies/c1/deals/#'] });
    links[0]?.send({ type: 'broker.connected' });
    expect(links[0]?.commands).toEqual([
      { type: 'subscribe', topics: ['companies/c1/notifications', 'companies/c1/deals/#'] },
    ]);
    links[0]?.send({ type: 'broker.offline' });
    vi.advanceTimersByTime(BROKER_RECONNECT_MS);
    links[1]?.send({ type: 'broker.connected' });
    expect(links[1]?.commands).toEqual(links[0]?.commands);
  });

  it('connects with the new token after another sign-in, closing the old link', async () => {
    const { links, connect, actor } = start();
    await connect('token-1');
    links[0]?.send({ type: 'broker.connected' });
    actor.send({ type: 'broker.signedOut' });
    expect(links[0]?.open).toBe(false);
    await connect('token-2');
    expect(links[1]?.input.password).toBe('token-2');
    await connect('token-3');
    expect(links[1]?.open).toBe(false);
    expect(links[2]?.input.password).toBe('token-3');
  });

  it('tries no more with a token the broker refused, until another token comes', async () => {
    const { actor, links, connect } = start();
    await connect('token-1');
    links[0]?.send({ type: 'broker.refused', message: 'Connection refused: Bad username or password' });
    expect(links[0]?.open).toBe(false);
    vi.advanceTimersByTime(BROKER_RECONNECT_MS * 60);
    expect(links).toHaveLength(1);
    await connect('token-1');
    expect(links).toHaveLength(1);
    await connect('token-2');
    expect(links[1]?.input.password).toBe('token-2');
    expect(actor.getSnapshot().hasTag('refused')).toBe(false);
  });

  it('stops every retry at log-out, while reconnecting or after a refusal', async () => {
    const { actor, links, errors, connect } = start();
    await connect('token-1');
    links[0]?.send({ type: 'broker.offline' });
    actor.send({ type: 'broker.signedOut' });
    vi.advanceTimersByTime(BROKER_CONNECT_TIMEOUT_MS * 4);
    expect(links).toHaveLength(1);
    await connect('token-2');
    links[1]?.send({ type: 'broker.refused', message: 'Connection refused: Bad username or password' });
    actor.send({ type: 'broker.signedOut' });
    const logged = errors.length;
    vi.advanceTimersByTime(BROKER_CONNECT_TIMEOUT_MS * 4);
    expect(links).toHaveLength(2);
    expect(errors).toHaveLength(logged);
    expect(liveStatusOf(actor.getSnapshot())).toBe('quiet');
  });

  it('tells of a pause only once a wait has lasted the notice delay, and until a link is up again', async () => {
    const { actor, links, connect } = start();
    await connect('token-1');
    // The first connect tells nothing, however long it takes.
    expect(liveStatusOf(actor.getSnapshot())).toBe('quiet');
    links[0]?.send({ type: 'broker.connected' });
    links[0]?.send({ type: 'broker.offline' });
    vi.advanceTimersByTime(LIVE_NOTICE_DELAY_MS - 1);
    expect(liveStatusOf(actor.getSnapshot())).toBe('quiet');
    vi.advanceTimersByTime(1);
    expect(liveStatusOf(actor.getSnapshot())).toBe('reconnecting');
    // The next try is still a pause for the user, until it succeeds.
    vi.advanceTimersByTime(BROKER_RECONNECT_MS - LIVE_NOTICE_DELAY_MS);
    expect(actor.getSnapshot().matches({ active: { linking: 'connecting' } })).toBe(true);
    expect(liveStatusOf(actor.getSnapshot())).toBe('reconnecting');
    links[1]?.send({ type: 'broker.connected' });
    expect(liveStatusOf(actor.getSnapshot())).toBe('quiet');
    links[1]?.send({ type: 'broker.refused', message: 'Connection refused: Not authorized' });
    expect(liveStatusOf(actor.getSnapshot())).toBe('off');
  });

  it('does not connect before a sign-in', async () => {
    const { links, actor } = start();
    actor.send({ type: 'broker.subscribe', topics: ['companies/c1/notifications'] });
    vi.advanceTimersByTime(BROKER_RECONNECT_MS * 5);
    expect(links).toHaveLength(0);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });
});

describe('parseNotification', () => {
  it('accepts JSON with a text message and keeps its typed fields', async () => {
    expect(parseNotification('{"message":"Deal started","kind":"deal","deal_id":"d1"}')).toEqual({
      message: 'Deal started',
      kind: 'deal',
      deal_id: 'd1',
    });
  });

  it('refuses payloads that are not JSON or have no text message', async () => {
    for (const payload of ['hello', '[]', 'null', '{"message":3}', '{"text":"hi"}']) {
      expect(parseNotification(payload), payload).toBeNull();
    }
  });
});

describe('newClientIdOf', () => {
  it('puts the channel’s prefix before 16 hex digits of a new UUID', async () => {
    const channel = { clientIdPrefix: BROKER_CLIENT_ID_PREFIX } as LiveChannel;
    const id = newClientIdOf(channel, '0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(id).toBe(`${BROKER_CLIENT_ID_PREFIX}0f8fad5bd9cb469f`);
  });
});
