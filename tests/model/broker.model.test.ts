/**
 * Model-based test of the broker connection machine: every edge of its state graph (a sign-in, the live
 * channel's address answered, refused or unreachable and asked again, connect, error, refusal of the token,
 * offline, reconnect, connect timeout, message, subscribe and unsubscribe failures, publish, log-out, another
 * token) is walked on a running actor whose channel lookup the walk settles and whose connection is a fake link
 * the walk drives; after every step the test checks what the user and the broker would see. At the end it
 * asserts that every transition was taken.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { ApiError } from '../../src/domain/api-error';
import {
  brokerMachine,
  channelRetryMs,
  type BrokerEvent,
  type BrokerSnapshot,
  type ConnectionCommand,
  type ConnectionEvent,
  type ConnectionInput,
  type LiveNotification,
} from '../../src/machines/broker';
import {
  BROKER_CLIENT_ID_PREFIX,
  BROKER_CONNECT_TIMEOUT_MS,
  BROKER_KEEPALIVE_SECONDS,
  BROKER_PROTOCOL_VERSION,
  BROKER_RECONNECT_MS,
} from '../../src/domain/constants';
import {
  createMachineTestModel,
  deferredCall,
  edgePaths,
  recordTransitions,
  transitionKeys,
} from '../support/model';

const TOPIC = 'companies/c1/notifications';
const CHANNEL = {
  url: 'wss://live.example.com:8084/mqtt',
  username: 'frontend',
  clientIdPrefix: BROKER_CLIENT_ID_PREFIX,
  topics: [TOPIC],
};

const USER_EVENTS: BrokerEvent[] = [
  { type: 'broker.signedIn', token: 'token-1' },
  { type: 'broker.signedIn', token: 'token-2' },
  { type: 'broker.subscribe', topics: [TOPIC] },
  { type: 'broker.unsubscribe', topics: [TOPIC] },
  { type: 'broker.publish', topic: TOPIC, payload: '{"message":"hi"}' },
  { type: 'broker.signedOut' },
];
const CHANNEL_EVENTS: EventObject[] = [
  { type: 'xstate.done.actor.loadChannel', output: CHANNEL } as EventObject,
  {
    type: 'xstate.error.actor.loadChannel',
    error: new ApiError('network', 'Failed to fetch'),
  } as EventObject,
  {
    type: 'xstate.error.actor.loadChannel',
    error: new ApiError('unauthorized', 'Unauthorized'),
  } as EventObject,
];
const CHANNEL_RETRY_EVENT = 'xstate.after.channelRetry.broker.waitingForChannel';
const LINK_EVENTS: ConnectionEvent[] = [
  { type: 'broker.connected' },
  { type: 'broker.error', message: 'Connection refused: Not authorized' },
  { type: 'broker.refused', message: 'Connection refused: Bad username or password' },
  { type: 'broker.offline' },
  { type: 'broker.message', topic: TOPIC, payload: '{"message":"Your campaign is live","kind":"info"}' },
  { type: 'broker.message', topic: TOPIC, payload: 'not json' },
  { type: 'broker.subscribeFailed', topics: [TOPIC], message: 'Subscribe error: Unspecified error' },
  { type: 'broker.unsubscribeFailed', topics: [TOPIC], message: 'client disconnecting' },
];
const CONNECT_TIMEOUT_EVENT = 'xstate.after.connectTimeout.broker.active.linking.connecting';
const RECONNECT_EVENT = 'xstate.after.reconnect.broker.active.reconnecting';
const LINK_FAILED_EVENT = 'xstate.error.actor.connection';

function eventsFor(snapshot: BrokerSnapshot): EventObject[] {
  const events: EventObject[] = [...USER_EVENTS];
  if (snapshot.matches('locating')) events.push(...CHANNEL_EVENTS);
  if (snapshot.matches('waitingForChannel')) events.push({ type: CHANNEL_RETRY_EVENT });
  if (snapshot.matches({ active: 'linking' })) {
    events.push(...LINK_EVENTS, {
      type: LINK_FAILED_EVENT,
      error: new Error('Missing protocol'),
    } as EventObject);
  }
  if (snapshot.matches({ active: { linking: 'connecting' } })) events.push({ type: CONNECT_TIMEOUT_EVENT });
  if (snapshot.matches({ active: 'reconnecting' })) events.push({ type: RECONNECT_EVENT });
  return events;
}

// Two failures in a row are enough to see the wait grow; more would make the graph endless.
const serialize = (snapshot: BrokerSnapshot) =>
  `${JSON.stringify(snapshot.value)}|${snapshot.context.topics.join(',')}|${snapshot.context.token ?? '-'}|${Math.min(snapshot.context.failures, 2)}`;

type Link = {
  input: ConnectionInput;
  commands: ConnectionCommand[];
  open: boolean;
  sendBack: (e: ConnectionEvent) => void;
};

/** The system under test: the machine with a fake link per connection and spies for its console actions. */
function startSut(covered: Set<string>) {
  const links: Link[] = [];
  const log: { connected: string[]; errors: string[]; delivered: LiveNotification[]; checks: number } = {
    connected: [],
    errors: [],
    delivered: [],
    checks: 0,
  };
  const lookup = deferredCall();
  const connection = fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
    const link: Link = { input, commands: [], open: true, sendBack: sendBack as Link['sendBack'] };
    links.push(link);
    receive((command) => link.commands.push(command));
    return () => {
      link.open = false;
    };
  });
  const machine = brokerMachine.provide({
    actors: { connection, loadChannel: lookup.logic as never },
    actions: {
      logConnected: (_, params) => log.connected.push(params.clientId),
      logError: (_, params) => log.errors.push(params.message),
      deliver: (_, params) => log.delivered.push(params.notification),
      checkSession: () => (log.checks += 1),
    },
  });
  const actor = createActor(machine, { inspect: recordTransitions(covered) }).start();
  return { actor, links, log, lookup };
}

type Sut = ReturnType<typeof startSut>;
const openLinks = (sut: Sut) => sut.links.filter((link) => link.open);

/** What must hold in each state, whatever the path to it. */
function assertState(sut: Sut, snapshot: BrokerSnapshot) {
  if (!snapshot.matches({ active: 'linking' })) {
    expect(openLinks(sut)).toHaveLength(0);
    expect(snapshot.hasTag('online')).toBe(false);
    if (snapshot.matches('signedOut')) expect(snapshot.context.token).toBeNull();
    return;
  }
  const [link, ...more] = openLinks(sut);
  expect(more).toHaveLength(0);
  expect(link?.input).toEqual({
    url: 'wss://live.example.com:8084/mqtt',
    username: 'frontend',
    password: snapshot.context.token,
    clientId: expect.stringMatching(new RegExp(`^${BROKER_CLIENT_ID_PREFIX}[0-9a-f]{16}$`)) as unknown,
    keepalive: BROKER_KEEPALIVE_SECONDS,
    connectTimeout: BROKER_CONNECT_TIMEOUT_MS,
    protocolVersion: BROKER_PROTOCOL_VERSION,
    clean: true,
  });
  expect(snapshot.hasTag('online')).toBe(snapshot.matches({ active: { linking: 'connected' } }));
  if (snapshot.matches({ active: { linking: 'connected' } })) {
    // Every wanted topic is subscribed on the live link (clean sessions forget them on each connect).
    const subscribed = new Set<string>();
    for (const command of link?.commands ?? []) {
      if (command.type === 'subscribe') command.topics.forEach((topic) => subscribed.add(topic));
      if (command.type === 'unsubscribe') command.topics.forEach((topic) => subscribed.delete(topic));
    }
    expect([...subscribed].sort()).toEqual([...snapshot.context.topics].sort());
  }
}

/** What a step must have caused, beyond the state it leads to. */
function assertStep(sut: Sut, before: BrokerSnapshot, event: EventObject, counts: Record<string, number>) {
  const { log } = sut;
  const wasConnected = before.matches({ active: { linking: 'connected' } });
  const wasLinking = before.matches({ active: 'linking' });
  if (event.type === 'broker.message' && wasConnected) {
    const valid = (event as { payload?: string }).payload?.startsWith('{') === true;
    expect(log.delivered.length - (counts.delivered ?? 0)).toBe(valid ? 1 : 0);
    if (valid) expect(log.delivered.at(-1)).toEqual({ message: 'Your campaign is live', kind: 'info' });
    else expect(log.errors.length - (counts.errors ?? 0)).toBe(1);
  } else {
    expect(log.delivered.length).toBe(counts.delivered ?? 0);
  }
  if (
    (event.type === 'broker.subscribeFailed' || event.type === 'broker.unsubscribeFailed') &&
    wasConnected
  ) {
    expect(log.errors.length - (counts.errors ?? 0)).toBe(1);
  }
  if (event.type === 'broker.error' && wasLinking) expect(log.errors.at(-1)).toMatch(/Not authorized/);
  if (event.type === 'broker.connected' && before.matches({ active: { linking: 'connecting' } })) {
    expect(log.connected).toHaveLength((counts.connected ?? 0) + 1);
  }
  if (event.type === 'broker.publish' && wasConnected) {
    expect(sut.links.at(-1)?.commands.at(-1)).toEqual({
      type: 'publish',
      topic: TOPIC,
      payload: '{"message":"hi"}',
    });
  }
  if (event.type === 'broker.refused' && before.matches('active')) {
    // A refused token is not tried again: the session is asked to check it.
    expect(sut.log.checks).toBe((counts.checks ?? 0) + 1);
    expect(openLinks(sut)).toHaveLength(0);
  }
  if (event.type === 'broker.signedOut' && wasConnected && before.context.topics.length > 0) {
    const link = sut.links.at(-1);
    expect(link?.open).toBe(false);
    expect(link?.commands.at(-1)).toEqual({ type: 'unsubscribe', topics: before.context.topics });
  }
  if (event.type === 'broker.signedIn' && before.context.token) {
    // A new sign-in replaces the old link, never adds a second one.
    expect(sut.links.slice(0, -1).every((link) => !link.open)).toBe(true);
  }
}

describe('broker connection machine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const covered = new Set<string>();
  const model = createMachineTestModel(brokerMachine, {
    events: (snapshot) => eventsFor(snapshot as BrokerSnapshot) as never,
    serializeState: (snapshot) => serialize(snapshot as BrokerSnapshot) as never,
  });
  const edges = edgePaths(model, (snapshot) => serialize(snapshot as BrokerSnapshot));

  it(`walks all ${edges.length} edges of the state graph`, async () => {
    expect(edges.length).toBeGreaterThan(50);
    for (const edge of edges) {
      const sut = startSut(covered);
      for (const [index, step] of edge.steps.entries()) {
        if (index > 0) {
          const before = sut.actor.getSnapshot();
          const counts = {
            delivered: sut.log.delivered.length,
            errors: sut.log.errors.length,
            connected: sut.log.connected.length,
            checks: sut.log.checks,
          };
          const event = step.event as EventObject;
          if (event.type.startsWith('xstate.done.actor.loadChannel')) {
            sut.lookup.settle('loadChannel', 'resolve', (event as { output?: unknown }).output);
          } else if (event.type.startsWith('xstate.error.actor.loadChannel')) {
            sut.lookup.settle('loadChannel', 'reject', (event as { error?: unknown }).error);
          } else if (event.type === CHANNEL_RETRY_EVENT) {
            vi.advanceTimersByTime(channelRetryMs(before.context.failures));
          } else if (event.type === RECONNECT_EVENT) {
            vi.advanceTimersByTime(BROKER_RECONNECT_MS);
          } else if (event.type === CONNECT_TIMEOUT_EVENT) {
            vi.advanceTimersByTime(BROKER_CONNECT_TIMEOUT_MS);
          } else if (event.type.startsWith('broker.') && LINK_EVENTS.some((e) => e.type === event.type)) {
            // Link events come from the live link itself, as the real connection sends them.
            openLinks(sut)
              .at(-1)
              ?.sendBack(event as ConnectionEvent);
          } else {
            sut.actor.send(event as never);
          }
          for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
          assertStep(sut, before, event, counts);
        }
        const snapshot = sut.actor.getSnapshot();
        expect(serialize(snapshot), edge.description).toBe(serialize(step.state as BrokerSnapshot));
        assertState(sut, snapshot);
      }
      sut.actor.stop();
    }
  });

  it('took every transition the machine defines', () => {
    const missing = transitionKeys(brokerMachine).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });
});
