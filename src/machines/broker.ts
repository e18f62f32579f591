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
 * Its types are in broker-types.ts, its pure rules (timing, link input, client ids, payloads, topics) in
 * broker-link.ts.
 */
import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { toApiError } from '../domain/api-error';
import { BROKER_CONNECT_TIMEOUT_MS, BROKER_RECONNECT_MS } from '../domain/constants';
import type {
  BrokerContext,
  BrokerEvent,
  ConnectionCommand,
  ConnectionInput,
  LiveChannel,
  LiveNotification,
} from './broker-types';
import {
  channelFailure,
  channelRetryMs,
  connectionInputOf,
  LIVE_NOTICE_DELAY_MS,
  newClientIdOf,
  parseNotification,
  tokenTaken,
  topicsFailure,
  withoutTopics,
  withTopics,
} from './broker-link';
import { environmentOf } from './environment';

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
    takeToken: assign((_, params: { token: string }) => tokenTaken(params.token)),
    tell: assign({ told: true }),
    untell: assign({ told: false }),
    takeChannel: assign((_, channel: LiveChannel) => ({ channel, topics: channel.topics, failures: 0 })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    newClientId: assign(({ context, system }) => ({
      clientId: newClientIdOf(context.channel, environmentOf(system).newId()),
    })),
    addTopics: assign(({ context, event }) =>
      event.type === 'broker.subscribe' ? { topics: withTopics(context.topics, event.topics) } : {},
    ),
    removeTopics: assign(({ context, event }) =>
      event.type === 'broker.unsubscribe' ? { topics: withoutTopics(context.topics, event.topics) } : {},
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
              { type: 'logError', params: ({ event }) => ({ message: channelFailure(event.error) }) },
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
                'broker.subscribe': { actions: ['addTopics', 'subscribeGiven'] },
                'broker.unsubscribe': { actions: ['removeTopics', 'unsubscribeGiven'] },
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
                  actions: { type: 'logError', params: ({ event }) => ({ message: topicsFailure(event) }) },
                },
                'broker.unsubscribeFailed': {
                  actions: { type: 'logError', params: ({ event }) => ({ message: topicsFailure(event) }) },
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
