/**
 * The live channel (SPEC.md §4, §7, §9): one connection to the broker for the signed-in user, all of its
 * timing and its rules here; the connection actor only moves bytes.
 *
 * signedOut → (broker.signedIn with a token) → locating: asks the API where the broker is and which topics are
 * the company's; an unreachable API is asked again after a growing wait (waitingForChannel), a refused token
 * is left to the session (refused). Then active.linking.connecting → connected; when the link drops (or does
 * not come up within the connect timeout) → reconnecting, and after BROKER_RECONNECT_MS a fresh link is tried.
 * A broker that refuses the credentials is not asked again with them (refused): the session is asked to check
 * itself, and only a new token tries again. broker.signedOut unsubscribes, disconnects and stops every wait;
 * a new token starts over. The wanted topics are subscribed again on every (clean-session) connect.
 *
 * What the user is told (liveStatusOf): nothing while the first link comes up; once a wait for the channel or
 * for a new link has lasted LIVE_NOTICE_DELAY_MS (the `noticeDelay`), the state is tagged 'retrying' and the
 * user is told until a link is up again (context.told keeps it told across the next tries); 'refused' says
 * live updates are off until the user signs in again.
 *
 * Input: none. Created once when the first session appears.
 * Actors to provide (src/app/actors/live.ts): `loadChannel` (→ LiveChannel), `connection`, a callback actor
 *   given ConnectionInput that opens one MQTT link, reports ConnectionEvent, obeys ConnectionCommand, and
 *   closes the link when stopped.
 * Actions to provide: `logConnected`, `logError` (console only), `deliver` (a notification arrived),
 *   `checkSession` (the broker refused the token: let the session find out whether it still holds).
 */
import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { toApiError } from '../domain/api-error';
import {
  BROKER_CONNECT_TIMEOUT_MS,
  BROKER_KEEPALIVE_SECONDS,
  BROKER_PROTOCOL_VERSION,
  BROKER_RECONNECT_MS,
} from '../domain/constants';

/** What the live channel delivers: JSON with a text `message`, plus typed fields. */
export type LiveNotification = { message: string; kind?: string } & Record<string, unknown>;

/** Where the broker is and what the signed-in company may hear (the LiveChannel query). */
export type LiveChannel = { url: string; username: string; clientIdPrefix: string; topics: string[] };

/** How long a wait for the channel or a new link lasts before the user is told that live updates pause. */
export const LIVE_NOTICE_DELAY_MS = 750;

/** Longest wait between two tries at asking the API for the live channel while it is unreachable. */
export const MAX_CHANNEL_RETRY_MS = 30_000;

/** The wait before the n-th new try (n ≥ 1) at asking for the live channel: doubling, capped. */
export const channelRetryMs = (failures: number): number =>
  Math.min(BROKER_RECONNECT_MS * 2 ** Math.max(0, failures - 1), MAX_CHANNEL_RETRY_MS);

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
  /** The broker refused the credentials (bad username or password, not authorized). */
  | { type: 'broker.refused'; message: string }
  | { type: 'broker.offline' }
  | { type: 'broker.message'; topic: string; payload: string }
  | { type: 'broker.subscribeFailed'; topics: string[]; message: string }
  | { type: 'broker.unsubscribeFailed'; topics: string[]; message: string };

export type BrokerEvent =
  /** The session holds this token (sent on every change; the same token again changes nothing). */
  | { type: 'broker.signedIn'; token: string }
  /** The session holds no token any more. */
  | { type: 'broker.signedOut' }
  | { type: 'broker.subscribe'; topics: string[] }
  | { type: 'broker.unsubscribe'; topics: string[] }
  | { type: 'broker.publish'; topic: string; payload: string }
  | ConnectionEvent;

export type BrokerContext = {
  /** The session token: the password of every link. */
  token: string | null;
  /** Where the broker is, once the API said so. */
  channel: LiveChannel | null;
  /** Failed tries at asking for the channel in a row. */
  failures: number;
  /** The client id of the current link: the fixed prefix and random hex, new for each link. */
  clientId: string;
  /** The topics the app wants, subscribed again on every connect. */
  topics: string[];
  /** The user was told that live updates are being re-established (until a link is up again). */
  told: boolean;
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
  return {
    url: context.channel?.url ?? '',
    username: context.channel?.username ?? '',
    password: context.token ?? '',
    clientId: context.clientId,
    keepalive: BROKER_KEEPALIVE_SECONDS,
    connectTimeout: BROKER_CONNECT_TIMEOUT_MS,
    protocolVersion: BROKER_PROTOCOL_VERSION,
    clean: true,
  };
}

/**
 * The substates of a wait before another try: quiet at first, told once the wait has lasted the notice delay
 * (or at once when the user was already told during the previous tries).
 */
const retryingNotice = {
  initial: 'quiet',
  states: {
    quiet: {
      always: { guard: 'told', target: 'told' },
      after: { noticeDelay: { target: 'told' } },
    },
    told: { tags: ['retrying'], entry: 'tell' },
  },
} as const;

const without = (topics: string[], removed: string[]) => topics.filter((topic) => !removed.includes(topic));

export const brokerMachine = setup({
  types: {
    context: {} as BrokerContext,
    events: {} as BrokerEvent,
  },
  actors: {
    loadChannel: fromPromise<LiveChannel>(() =>
      Promise.reject(new Error('broker actor loadChannel is not provided')),
    ),
    connection: fromCallback<ConnectionCommand, ConnectionInput>(() => {
      throw new Error('broker actor connection is not provided');
    }),
  },
  actions: {
    logConnected: (_, _params: { url: string; clientId: string }) => {},
    logError: (_, _params: { message: string }) => {},
    deliver: (_, _params: { topic: string; notification: LiveNotification }) => {},
    checkSession: () => {},
    takeToken: assign((_, params: { token: string }) => ({
      token: params.token,
      channel: null,
      failures: 0,
      told: false,
    })),
    tell: assign({ told: true }),
    untell: assign({ told: false }),
    takeChannel: assign((_, channel: LiveChannel) => ({ channel, topics: channel.topics, failures: 0 })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    newClientId: assign(({ context }) => ({
      clientId: `${context.channel?.clientIdPrefix ?? ''}${randomHex()}`,
    })),
    addTopics: assign(({ context, event }) =>
      event.type === 'broker.subscribe'
        ? { topics: [...without(context.topics, event.topics), ...event.topics] }
        : {},
    ),
    removeTopics: assign(({ context, event }) =>
      event.type === 'broker.unsubscribe' ? { topics: without(context.topics, event.topics) } : {},
    ),
    dropToken: assign({ token: null }),
    forget: assign({ token: null, channel: null, failures: 0, clientId: '', topics: [], told: false }),
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
    hasToken: ({ context }) => context.token !== null,
    told: ({ context }) => context.told,
    isNewToken: ({ context }, params: { token: string }) => params.token !== context.token,
    isUnauthorized: (_, params: { error: unknown }) => toApiError(params.error).kind === 'unauthorized',
  },
  delays: {
    reconnect: BROKER_RECONNECT_MS,
    noticeDelay: LIVE_NOTICE_DELAY_MS,
    connectTimeout: BROKER_CONNECT_TIMEOUT_MS,
    channelRetry: ({ context }) => channelRetryMs(context.failures),
  },
}).createMachine({
  id: 'broker',
  context: { token: null, channel: null, failures: 0, clientId: '', topics: [], told: false },
  initial: 'signedOut',
  on: {
    // Another token (a new sign-in, a changed e-mail) starts over with it, whatever the state.
    'broker.signedIn': {
      guard: { type: 'isNewToken', params: ({ event }) => event },
      target: '.locating',
      reenter: true,
      actions: { type: 'takeToken', params: ({ event }) => event },
    },
    'broker.signedOut': { target: '.signedOut', actions: 'forget' },
    'broker.error': { actions: { type: 'logError', params: ({ event }) => event } },
  },
  states: {
    signedOut: {},
    locating: {
      invoke: {
        id: 'loadChannel',
        src: 'loadChannel',
        onDone: { target: 'active', actions: { type: 'takeChannel', params: ({ event }) => event.output } },
        onError: [
          // The API refused the token: the session logs the user out; nothing to retry.
          { guard: { type: 'isUnauthorized', params: ({ event }) => event }, target: 'refused' },
          {
            target: 'waitingForChannel',
            actions: [
              'countFailure',
              {
                type: 'logError',
                params: ({ event }) => ({
                  message: `cannot load the live channel: ${toApiError(event.error).message}`,
                }),
              },
            ],
          },
        ],
      },
    },
    waitingForChannel: { after: { channelRetry: 'locating' }, ...retryingNotice },
    // The token was refused: no more tries with it; a new token (broker.signedIn) starts over.
    refused: { tags: ['refused'], entry: 'untell' },
    active: {
      initial: 'linking',
      on: {
        'broker.refused': {
          target: 'refused',
          actions: [{ type: 'logError', params: ({ event }) => event }, 'checkSession'],
        },
        'broker.subscribe': { actions: 'addTopics' },
        'broker.unsubscribe': { actions: 'removeTopics' },
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
          on: { 'broker.offline': { target: 'reconnecting' } },
          states: {
            connecting: {
              after: {
                connectTimeout: {
                  target: '#broker.active.reconnecting',
                  actions: { type: 'logError', params: { message: 'connect timeout' } },
                },
              },
              on: { 'broker.connected': { target: 'connected' } },
            },
            connected: {
              tags: ['online'],
              entry: [
                'untell',
                {
                  type: 'logConnected',
                  params: ({ context }) => ({ url: context.channel?.url ?? '', clientId: context.clientId }),
                },
                enqueueActions(({ context, enqueue }) => {
                  if (context.topics.length > 0)
                    enqueue.sendTo('connection', {
                      type: 'subscribe',
                      topics: context.topics,
                    } satisfies ConnectionCommand);
                }),
              ],
              on: {
                'broker.subscribe': {
                  actions: ['addTopics', 'subscribeGiven'],
                },
                'broker.unsubscribe': {
                  actions: ['removeTopics', 'unsubscribeGiven'],
                },
                'broker.publish': { actions: 'publish' },
                'broker.message': {
                  actions: enqueueActions(({ event, enqueue }) => {
                    const notification = parseNotification(event.payload);
                    if (notification)
                      enqueue({ type: 'deliver', params: { topic: event.topic, notification } });
                    else
                      enqueue({
                        type: 'logError',
                        params: { message: `ignored a message without text on ${event.topic}` },
                      });
                  }),
                },
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
                // Log-out (or another token) on a live link says goodbye properly: unsubscribe, then close.
                'broker.signedOut': { target: 'leaving', actions: 'dropToken' },
                'broker.signedIn': {
                  guard: { type: 'isNewToken', params: ({ event }) => event },
                  target: 'leaving',
                  actions: { type: 'takeToken', params: ({ event }) => event },
                },
              },
            },
            leaving: {
              entry: 'unsubscribeAll',
              always: [
                { guard: 'hasToken', target: '#broker.locating' },
                { target: '#broker.signedOut', actions: 'forget' },
              ],
            },
          },
        },
        reconnecting: { after: { reconnect: { target: 'linking' } }, ...retryingNotice },
      },
    },
  },
});

export type BrokerSnapshot = SnapshotFrom<typeof brokerMachine>;

/** What the user is told about live updates: nothing, that they are coming back, or that they are off. */
export type LiveStatus = 'quiet' | 'reconnecting' | 'off';

export function liveStatusOf(snapshot: BrokerSnapshot): LiveStatus {
  if (snapshot.hasTag('refused')) return 'off';
  if (snapshot.hasTag('online') || snapshot.matches('signedOut')) return 'quiet';
  return snapshot.hasTag('retrying') || snapshot.context.told ? 'reconnecting' : 'quiet';
}
