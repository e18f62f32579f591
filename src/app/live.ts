/**
 * Live notifications (SPEC.md §4, §7): started once by the app root after it mounts. It acts only while the
 * session holds a token: it asks the API where the broker is and which topics are the company's (LiveChannel),
 * connects the broker machine with the session token as the password and subscribes. Each notification is
 * handed to `onNotification` (the root shows an info toast) and `refreshUser` (the company data is re-fetched
 * from the network). Log-out unsubscribes and disconnects; another sign-in connects with the new token.
 *
 * The MQTT client library is loaded with a dynamic import the first time a signed-in user connects, so the
 * logged-out screens never download it.
 */
import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import type { IClientOptions, MqttClient } from 'mqtt';
import {
  brokerMachine,
  type ConnectionCommand,
  type ConnectionEvent,
  type ConnectionInput,
  type LiveNotification,
} from '../machines/broker';
import type { sessionMachine } from '../machines/session';
import { ApiError } from '../domain/api-error';
import type { Api } from '../graphql/api';
import { LiveChannelDocument } from '../graphql/generated/graphql';
import { BROKER_RECONNECT_MS } from '../domain/constants';

/** The part of the MQTT library the live channel uses. */
export type MqttLibrary = { connect: (url: string, options: IClientOptions) => MqttClient };

export type LiveOptions = {
  /** The root session actor: its token decides whether the live channel is on and with which credentials. */
  session: Pick<ActorRefFrom<typeof sessionMachine>, 'getSnapshot' | 'subscribe'>;
  /** The authorized API client (it sends the session token). */
  api: Api;
  /** A notification arrived: show it (an info toast with `notification.message`). */
  onNotification: (notification: LiveNotification) => void;
  /** A notification arrived: re-fetch the current user with a forced network refresh. */
  refreshUser: () => void;
  /** Loads the MQTT library; the default is a dynamic import of `mqtt`. Tests pass their own. */
  loadMqtt?: () => Promise<MqttLibrary>;
  /** Where broker events are logged (SPEC.md §8: the console only). */
  logger?: Pick<Console, 'info' | 'error'>;
};

export type LiveHandle = {
  /** The broker connection actor, for whoever wants to show the connection state. */
  broker: ActorRefFrom<typeof brokerMachine>;
  /** Disconnects and stops following the session (the root calls it on unmount). */
  stop: () => void;
};

/** Longest wait between two tries at loading the live channel's address while the API is unreachable. */
const MAX_RETRY_MS = 30_000;

const loadMqttLibrary = async (): Promise<MqttLibrary> => {
  const module = await import('mqtt');
  return (module.default ?? module) as MqttLibrary;
};

/** The connection actor: one MQTT link, reported to the machine; reconnecting is the machine's business. */
function mqttConnection(loadMqtt: () => Promise<MqttLibrary>) {
  return fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
    let client: MqttClient | undefined;
    let stopped = false;
    const report = (event: ConnectionEvent) => {
      if (!stopped) sendBack(event);
    };
    receive((command) => {
      if (!client) return;
      switch (command.type) {
        case 'subscribe':
          client.subscribe(command.topics, { qos: 1 }, (error, granted) => {
            const refused = (granted ?? []).filter((grant) => grant.qos === 128).map((grant) => grant.topic);
            if (error)
              report({ type: 'broker.subscribeFailed', topics: command.topics, message: error.message });
            else if (refused.length > 0) {
              report({ type: 'broker.subscribeFailed', topics: refused, message: 'refused by the broker' });
            }
          });
          return;
        case 'unsubscribe':
          client.unsubscribe(command.topics, (error) => {
            if (error)
              report({ type: 'broker.unsubscribeFailed', topics: command.topics, message: error.message });
          });
          return;
        case 'publish':
          client.publish(command.topic, command.payload, { qos: 1 }, (error) => {
            if (error) report({ type: 'broker.error', message: error.message });
          });
          return;
      }
    });
    loadMqtt().then(
      (mqtt) => {
        if (stopped) return;
        client = mqtt.connect(input.url, {
          username: input.username,
          password: input.password,
          clientId: input.clientId,
          keepalive: input.keepalive,
          connectTimeout: input.connectTimeout,
          protocolVersion: input.protocolVersion as IClientOptions['protocolVersion'],
          clean: input.clean,
          // The machine reconnects (as states with delays); the library must not do it behind its back.
          reconnectPeriod: 0,
        });
        client.on('connect', () => report({ type: 'broker.connected' }));
        client.on('error', (error) => report({ type: 'broker.error', message: error.message }));
        client.on('close', () => report({ type: 'broker.offline' }));
        client.on('message', (topic, payload) =>
          report({ type: 'broker.message', topic, payload: payload.toString() }),
        );
      },
      (error: unknown) => {
        report({ type: 'broker.error', message: `cannot load the MQTT client: ${String(error)}` });
        report({ type: 'broker.offline' });
      },
    );
    return () => {
      stopped = true;
      // Not forced: the unsubscribe sent on log-out goes out before the DISCONNECT.
      client?.end();
    };
  });
}

export function startLive(options: LiveOptions): LiveHandle {
  const { session, api, onNotification, refreshUser } = options;
  const logger = options.logger ?? console;
  const broker = createActor(
    brokerMachine.provide({
      actors: { connection: mqttConnection(options.loadMqtt ?? loadMqttLibrary) },
      actions: {
        logConnected: (_, { url, clientId }) => logger.info(`[live] connected to ${url} as ${clientId}`),
        logError: (_, { message }) => logger.error(`[live] ${message}`),
        deliver: (_, { notification }) => {
          onNotification(notification);
          refreshUser();
        },
      },
    }),
  ).start();

  let stopped = false;
  /** The token the live channel follows; a newer one (or none) makes older work moot. */
  let current: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connectFor = async (token: string, failures = 0): Promise<void> => {
    try {
      const { LiveChannel } = await api.query(LiveChannelDocument, {}, { requestPolicy: 'network-only' });
      if (stopped || token !== current) return;
      broker.send({
        type: 'broker.connect',
        url: LiveChannel.url,
        username: LiveChannel.username,
        password: token,
        clientIdPrefix: LiveChannel.client_id_prefix,
      });
      broker.send({ type: 'broker.subscribe', topics: LiveChannel.topics });
    } catch (error) {
      if (stopped || token !== current) return;
      // A refused token logs the user out through the session; nothing to retry.
      if (error instanceof ApiError && error.kind === 'unauthorized') return;
      logger.error(`[live] cannot load the live channel: ${String(error)}`);
      const wait = Math.min(BROKER_RECONNECT_MS * 2 ** failures, MAX_RETRY_MS);
      retry = setTimeout(() => void connectFor(token, failures + 1), wait);
    }
  };

  const follow = (token: string | null) => {
    const next = token && token.length > 0 ? token : null;
    if (next === current) return;
    const previous = current;
    current = next;
    clearTimeout(retry);
    if (previous) broker.send({ type: 'broker.logout' });
    if (next) void connectFor(next);
  };

  const subscription = session.subscribe((snapshot) => follow(snapshot.context.token));
  follow(session.getSnapshot().context.token);

  return {
    broker,
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(retry);
      subscription.unsubscribe();
      broker.send({ type: 'broker.logout' });
      broker.stop();
    },
  };
}
