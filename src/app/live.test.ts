import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IClientOptions, MqttClient } from 'mqtt';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { liveCode, type MqttLibrary } from './live';
import { appMachine, liveEventsOf } from '../machines/app';
import type { LiveNotification } from '../machines/broker-types';
import type { Api } from '../graphql/api';
import { ApiError } from '../domain/api-error';
import { BROKER_CLIENT_ID_PREFIX } from '../domain/constants';

/** A stand-in for an MQTT client: records what the live channel asks of it; the test plays the broker. */
class FakeClient extends EventEmitter {
  calls: string[] = [];
  constructor(
    readonly url: string,
    readonly options: IClientOptions,
  ) {
    super();
  }
  subscribe(
    topics: string[],
    _options: unknown,
    callback: (error: Error | null, granted: unknown[]) => void,
  ) {
    this.calls.push(`subscribe ${topics.join(' ')}`);
    callback(
      null,
      topics.map((topic) => ({ topic, qos: topic.includes('other') ? 128 : 1 })),
    );
  }
  unsubscribe(topics: string[], callback: (error?: Error) => void) {
    this.calls.push(`unsubscribe ${topics.join(' ')}`);
    callback();
  }
  end() {
    this.calls.push('end');
    this.emit('close');
  }
}

/** A stand-in for the session: it holds a token the test changes, and counts the refreshes it is asked for. */
function fakeSession(refreshUser: () => void) {
  return setup({
    types: {
      context: {} as { token: string | null },
      input: {} as { token: string | null },
      events: {} as { type: 'test.token'; token: string | null } | { type: 'session.refresh' },
    },
  }).createMachine({
    context: ({ input }) => ({ token: input.token }),
    on: {
      'test.token': {
        actions: assign({ token: ({ event }) => (event.type === 'test.token' ? event.token : null) }),
      },
      'session.refresh': { actions: () => refreshUser() },
    },
  });
}

const channelOf = (companyId: string) => ({
  LiveChannel: {
    url: 'ws://localhost:8084/mqtt',
    username: 'frontend',
    client_id_prefix: BROKER_CLIENT_ID_PREFIX,
    topics: [`companies/${companyId}/notifications`, `companies/${companyId}/deals/#`],
  },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The root actor with a stand-in session and the live code given fakes: what the live channel does under it. */
function setUp(token: string | null, query: Api['query']) {
  const clients: FakeClient[] = [];
  const loadMqtt = vi.fn(async (): Promise<MqttLibrary> => ({
    connect: (url, options) => {
      const client = new FakeClient(url, options);
      clients.push(client);
      return client as unknown as MqttClient;
    },
  }));
  const onNotification = vi.fn();
  const refreshUser = vi.fn();
  const logger = { info: vi.fn(), error: vi.fn() };
  const loadLive = vi.fn(async () =>
    liveCode({ api: { query, mutate: vi.fn() } as Api, show: onNotification, loadMqtt, logger }),
  );
  const root = createActor(
    appMachine.provide({
      actors: { session: fakeSession(refreshUser) as never, loadLive: fromPromise(loadLive) },
    }),
    { input: { token } },
  ).start();
  const session = {
    setToken: (next: string | null) => root.system.get('session').send({ type: 'test.token', token: next }),
  };
  const live = {
    stop: () => root.stop(),
    get broker() {
      return root.getSnapshot().context.broker!;
    },
  };
  // What the screens' flows that follow live events hear from the root.
  const heard: LiveNotification[] = [];
  liveEventsOf(root).listen((notification) => heard.push(notification));
  return { session, clients, loadMqtt, loadLive, onNotification, refreshUser, logger, live, heard };
}

let stopLive: (() => void) | undefined;
afterEach(() => stopLive?.());

describe('the live channel under the root actor', () => {
  it('does nothing, and loads no MQTT code, while nobody is signed in', async () => {
    const query = vi.fn();
    const sut = setUp(null, query as never);
    stopLive = sut.live.stop;
    await flush();
    expect(query).not.toHaveBeenCalled();
    expect(sut.loadLive).not.toHaveBeenCalled();
    expect(sut.loadMqtt).not.toHaveBeenCalled();
  });

  it('connects with the session token, subscribes the company topics and shows each notification', async () => {
    const sut = setUp('token-1', (async () => channelOf('c1')) as never);
    stopLive = sut.live.stop;
    await flush();
    const [client] = sut.clients;
    expect(client?.url).toBe('ws://localhost:8084/mqtt');
    expect(client?.options).toMatchObject({
      username: 'frontend',
      password: 'token-1',
      keepalive: 60,
      connectTimeout: 30_000,
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 0,
    });
    expect(client?.options.clientId).toMatch(new RegExp(`^${BROKER_CLIENT_ID_PREFIX}[0-9a-f]{16}$`));
    client?.emit('connect');
    expect(client?.calls).toEqual(['subscribe companies/c1/notifications companies/c1/deals/#']);
    expect(sut.logger.info).toHaveBeenCalledWith(expect.stringContaining('connected'));

    client?.emit(
      'message',
      'companies/c1/notifications',
      Buffer.from('{"message":"Deal started","kind":"deal"}'),
    );
    expect(sut.onNotification).toHaveBeenCalledWith({ message: 'Deal started', kind: 'deal' });
    expect(sut.refreshUser).toHaveBeenCalledTimes(1);
    expect(sut.heard).toEqual([{ message: 'Deal started', kind: 'deal' }]);
  });

  it('unsubscribes and disconnects on log-out, and connects with the new token on the next sign-in', async () => {
    const companies: Record<string, string> = { 'token-1': 'c1', 'token-2': 'c2' };
    let token = 'token-1';
    const sut = setUp(token, (async () => channelOf(companies[token] ?? '')) as never);
    stopLive = sut.live.stop;
    await flush();
    sut.clients[0]?.emit('connect');
    sut.session.setToken(null);
    expect(sut.clients[0]?.calls).toEqual([
      'subscribe companies/c1/notifications companies/c1/deals/#',
      'unsubscribe companies/c1/notifications companies/c1/deals/#',
      'end',
    ]);
    token = 'token-2';
    sut.session.setToken('token-2');
    await flush();
    expect(sut.clients).toHaveLength(2);
    expect(sut.clients[1]?.options.password).toBe('token-2');
    sut.clients[1]?.emit('connect');
    expect(sut.clients[1]?.calls).toEqual(['subscribe companies/c2/notifications companies/c2/deals/#']);
    // The live code was fetched once, with the first session; the broker it started follows the token since.
    expect(sut.loadLive).toHaveBeenCalledTimes(1);
  });

  it('writes broker errors and refused subscriptions to the console only', async () => {
    const channel = channelOf('c1');
    channel.LiveChannel.topics.push('companies/other/notifications');
    const sut = setUp('token-1', (async () => channel) as never);
    stopLive = sut.live.stop;
    await flush();
    sut.clients[0]?.emit('error', new Error('Connection refused: Not authorized'));
    sut.clients[0]?.emit('connect');
    expect(sut.logger.error).toHaveBeenCalledWith('[live] Connection refused: Not authorized');
    expect(sut.logger.error).toHaveBeenCalledWith(expect.stringContaining('companies/other/notifications'));
    expect(sut.onNotification).not.toHaveBeenCalled();
  });

  it('leaves a refused token to the session and retries the API when it is unreachable', async () => {
    vi.useFakeTimers();
    try {
      const refused = setUp('bad-token', (async () => {
        throw new ApiError('unauthorized', 'Unauthorized', { status: 401 });
      }) as never);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(refused.loadMqtt).not.toHaveBeenCalled();
      expect(refused.logger.error).not.toHaveBeenCalled();
      refused.live.stop();

      let calls = 0;
      const flaky = setUp('token-1', (async () => {
        calls += 1;
        if (calls < 3) throw new ApiError('network', 'Failed to fetch');
        return channelOf('c1');
      }) as never);
      stopLive = flaky.live.stop;
      await vi.advanceTimersByTimeAsync(1000 + 2000);
      expect(calls).toBe(3);
      expect(flaky.clients).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing more of a broker that refused the token, and lets the session check it', async () => {
    vi.useFakeTimers();
    try {
      const sut = setUp('revoked', (async () => channelOf('c1')) as never);
      stopLive = sut.live.stop;
      await vi.advanceTimersByTimeAsync(0);
      const refusal = Object.assign(new Error('Connection refused: Bad username or password'), { code: 4 });
      sut.clients[0]?.emit('error', refusal);
      sut.clients[0]?.emit('close');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sut.clients).toHaveLength(1);
      expect(sut.refreshUser).toHaveBeenCalledTimes(1);
      expect(sut.logger.error).toHaveBeenCalledTimes(1);
      expect(sut.live.broker.getSnapshot().hasTag('refused')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops every wait on log-out: no reconnecting and no asking the API again', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const sut = setUp('token-1', (async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('network', 'Failed to fetch');
        return channelOf('c1');
      }) as never);
      stopLive = sut.live.stop;
      await vi.advanceTimersByTimeAsync(0);
      sut.session.setToken(null);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toBe(1);

      sut.session.setToken('token-1');
      await vi.advanceTimersByTimeAsync(0);
      sut.clients[0]?.emit('connect');
      sut.clients[0]?.emit('close');
      sut.session.setToken(null);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sut.clients).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
