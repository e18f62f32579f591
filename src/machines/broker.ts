/**
 * The broker connection (SPEC.md §4, §7, §9): one connection to the live channel for the signed-in user.
 *
 * idle → (broker.connect) → active.connecting → connected; when the link drops (or does not come up within the
 * connect timeout) → reconnecting, and after BROKER_RECONNECT_MS a fresh link is tried, for as long as the user
 * stays signed in. broker.logout unsubscribes, disconnects and goes back to idle; broker.connect with another
 * token starts over with it. The wanted topics are kept and subscribed again on every (clean-session) connect.
 *
 * Input: none. Created once at start.
 * Actor to provide: `connection`, a callback actor given ConnectionInput that opens one MQTT link, reports
 *   broker.connected / broker.error / broker.offline / broker.message / broker.subscribeFailed /
 *   broker.unsubscribeFailed, obeys ConnectionCommand, and closes the link when stopped.
 * Actions to provide: `logConnected`, `logError` (console only), `deliver` (a notification arrived).
 */
import { assign, enqueueActions, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  BROKER_CONNECT_TIMEOUT_MS,
  BROKER_KEEPALIVE_SECONDS,
  BROKER_PROTOCOL_VERSION,
  BROKER_RECONNECT_MS,
} from '../domain/constants';

/** What the live channel delivers: JSON with a text `message`, plus typed fields. */
export type LiveNotification = { message: string; kind?: string } & Record<string, unknown>;

export type BrokerCredentials = { url: string; username: string; password: string; clientIdPrefix: string };

/** Everything one link needs; the connection actor passes it to the MQTT client as it is. */
export type ConnectionInput = {
  url: string;
  username: string;
  password: string;
  clientId: string;
  keepalive: number;
  connectTimeout: number;
  protocolVersion: number;
  clean: boolean;
};

/** What the machine asks of a live link. */
export type ConnectionCommand =
  | { type: 'subscribe'; topics: string[] }
  | { type: 'unsubscribe'; topics: string[] }
  | { type: 'publish'; topic: string; payload: string };

/** What a link reports. */
export type ConnectionEvent =
  | { type: 'broker.connected' }
  | { type: 'broker.error'; message: string }
  | { type: 'broker.offline' }
  | { type: 'broker.message'; topic: string; payload: string }
  | { type: 'broker.subscribeFailed'; topics: string[]; message: string }
  | { type: 'broker.unsubscribeFailed'; topics: string[]; message: string };

export type BrokerEvent =
  | ({ type: 'broker.connect' } & BrokerCredentials)
  | { type: 'broker.subscribe'; topics: string[] }
  | { type: 'broker.unsubscribe'; topics: string[] }
  | { type: 'broker.publish'; topic: string; payload: string }
  | { type: 'broker.logout' }
  | ConnectionEvent;

export type BrokerContext = {
  credentials: BrokerCredentials | null;
  /** The client id of the current link: the fixed prefix and random hex, new for each link. */
  clientId: string;
  /** The topics the app wants, subscribed again on every connect. */
  topics: string[];
};

/** Random hex for client ids; Web Crypto exists in browsers and in Node. */
export function randomHex(bytes = 8): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** The notification in a message payload, or null when it is not JSON with a text `message`. */
export function parseNotification(payload: string): LiveNotification | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      return value as LiveNotification;
    }
  } catch {
    // not JSON: ignored below
  }
  return null;
}

export function connectionInputOf(context: BrokerContext): ConnectionInput {
  const { url, username, password } = context.credentials ?? { url: '', username: '', password: '' };
  return {
    url,
    username,
    password,
    clientId: context.clientId,
    keepalive: BROKER_KEEPALIVE_SECONDS,
    connectTimeout: BROKER_CONNECT_TIMEOUT_MS,
    protocolVersion: BROKER_PROTOCOL_VERSION,
    clean: true,
  };
}

const without = (topics: string[], removed: string[]) => topics.filter((topic) => !removed.includes(topic));

export const brokerMachine = setup({
  types: {
    context: {} as BrokerContext,
    events: {} as BrokerEvent,
  },
  actors: {
    connection: fromCallback<ConnectionCommand, ConnectionInput>(() => {
      throw new Error('broker actor connection is not provided');
    }),
  },
  actions: {
    logConnected: (_, _params: { url: string; clientId: string }) => {},
    logError: (_, _params: { message: string }) => {},
    deliver: (_, _params: { topic: string; notification: LiveNotification }) => {},
    takeCredentials: assign(({ event }) =>
      event.type === 'broker.connect'
        ? {
            credentials: {
              url: event.url,
              username: event.username,
              password: event.password,
              clientIdPrefix: event.clientIdPrefix,
            },
            topics: [],
          }
        : {},
    ),
    newClientId: assign(({ context }) => ({
      clientId: `${context.credentials?.clientIdPrefix ?? ''}${randomHex()}`,
    })),
    addTopics: assign(({ context, event }) =>
      event.type === 'broker.subscribe'
        ? { topics: [...without(context.topics, event.topics), ...event.topics] }
        : {},
    ),
    removeTopics: assign(({ context, event }) =>
      event.type === 'broker.unsubscribe' ? { topics: without(context.topics, event.topics) } : {},
    ),
    forget: assign({ credentials: null, clientId: '', topics: [] }),
    subscribeWanted: enqueueActions(({ context, enqueue }) => {
      if (context.topics.length > 0) {
        enqueue.sendTo('connection', {
          type: 'subscribe',
          topics: context.topics,
        } satisfies ConnectionCommand);
      }
    }),
    subscribeGiven: sendTo('connection', ({ event }) => ({
      type: 'subscribe',
      topics: event.type === 'broker.subscribe' ? event.topics : [],
    })),
    unsubscribeGiven: sendTo('connection', ({ event }) => ({
      type: 'unsubscribe',
      topics: event.type === 'broker.unsubscribe' ? event.topics : [],
    })),
    unsubscribeAll: sendTo('connection', ({ context }) => ({ type: 'unsubscribe', topics: context.topics })),
    publish: sendTo('connection', ({ event }) =>
      event.type === 'broker.publish'
        ? { type: 'publish', topic: event.topic, payload: event.payload }
        : { type: 'publish', topic: '', payload: '' },
    ),
  },
  guards: {
    isNotification: ({ event }) =>
      event.type === 'broker.message' && parseNotification(event.payload) !== null,
  },
  delays: {
    reconnect: BROKER_RECONNECT_MS,
    connectTimeout: BROKER_CONNECT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'broker',
  context: { credentials: null, clientId: '', topics: [] },
  initial: 'idle',
  on: {
    // A new sign-in (or another token) starts over with its credentials, whatever the state.
    'broker.connect': { target: '.active', reenter: true, actions: 'takeCredentials' },
  },
  states: {
    idle: {
      on: {
        'broker.subscribe': { actions: 'addTopics' },
        'broker.unsubscribe': { actions: 'removeTopics' },
      },
    },
    active: {
      initial: 'linking',
      on: {
        'broker.logout': { target: 'idle', actions: 'forget' },
        'broker.error': {
          actions: { type: 'logError', params: ({ event }) => ({ message: event.message }) },
        },
      },
      states: {
        linking: {
          entry: 'newClientId',
          invoke: {
            id: 'connection',
            src: 'connection',
            input: ({ context }) => connectionInputOf(context),
            onError: {
              target: 'reconnecting',
              actions: { type: 'logError', params: ({ event }) => ({ message: String(event.error) }) },
            },
          },
          initial: 'connecting',
          on: {
            'broker.offline': { target: 'reconnecting' },
          },
          states: {
            connecting: {
              on: {
                'broker.connected': { target: 'connected' },
                'broker.subscribe': { actions: 'addTopics' },
                'broker.unsubscribe': { actions: 'removeTopics' },
              },
              after: {
                connectTimeout: {
                  target: '#broker.active.reconnecting',
                  actions: { type: 'logError', params: { message: 'connect timeout' } },
                },
              },
            },
            connected: {
              tags: ['online'],
              entry: [
                {
                  type: 'logConnected',
                  params: ({ context }) => ({
                    url: context.credentials?.url ?? '',
                    clientId: context.clientId,
                  }),
                },
                'subscribeWanted',
              ],
              on: {
                'broker.subscribe': { actions: ['addTopics', 'subscribeGiven'] },
                'broker.unsubscribe': { actions: ['removeTopics', 'unsubscribeGiven'] },
                'broker.publish': { actions: 'publish' },
                'broker.message': [
                  {
                    guard: 'isNotification',
                    actions: {
                      type: 'deliver',
                      params: ({ event }) => ({
                        topic: event.topic,
                        notification: parseNotification(event.payload) as LiveNotification,
                      }),
                    },
                  },
                  {
                    actions: {
                      type: 'logError',
                      params: ({ event }) => ({
                        message: `ignored a message without text on ${event.topic}`,
                      }),
                    },
                  },
                ],
                'broker.subscribeFailed': {
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({
                      message: `subscribe to ${event.topics.join(', ')} failed: ${event.message}`,
                    }),
                  },
                },
                'broker.unsubscribeFailed': {
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({
                      message: `unsubscribe from ${event.topics.join(', ')} failed: ${event.message}`,
                    }),
                  },
                },
                'broker.logout': { target: 'leaving' },
              },
            },
            // Log-out from a live link says goodbye properly: unsubscribe first, then the link closes.
            leaving: {
              entry: 'unsubscribeAll',
              always: { target: '#broker.idle', actions: 'forget' },
            },
          },
        },
        reconnecting: {
          on: {
            'broker.subscribe': { actions: 'addTopics' },
            'broker.unsubscribe': { actions: 'removeTopics' },
          },
          after: { reconnect: { target: 'linking' } },
        },
      },
    },
  },
});

export type BrokerSnapshot = SnapshotFrom<typeof brokerMachine>;
