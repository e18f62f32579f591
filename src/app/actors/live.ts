/**
 * The live channel's real actors (src/machines/broker.ts): where the broker is (the LiveChannel query), and one
 * MQTT link that only moves bytes: it opens with what the machine gives it, reports what happens as events and
 * obeys the machine's commands. Reconnecting, waiting and giving up are the machine's business.
 *
 * The MQTT client library is loaded with a dynamic import the first time a link opens, so the logged-out
 * screens never download it.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { IClientOptions, MqttClient } from 'mqtt';
import type { Api } from '../../graphql/api';
import { LiveChannelDocument } from '../../graphql/generated/graphql';
import type {
  ConnectionCommand,
  ConnectionEvent,
  ConnectionInput,
  LiveChannel,
} from '../../machines/broker-types';

/** The part of the MQTT library the live channel uses. */
export type MqttLibrary = { connect: (url: string, options: IClientOptions) => MqttClient };

export const loadMqttLibrary = async (): Promise<MqttLibrary> => {
  const module = await import('mqtt');
  return (module.default ?? module) as MqttLibrary;
};

/**
 * CONNACK codes that refuse the credentials themselves (MQTT 3.1.1: bad user name or password, not
 * authorized; MQTT 5: the same two): trying again with them cannot help.
 */
const REFUSED_CREDENTIALS = new Set([4, 5, 134, 135]);

export function loadChannel(api: Api) {
  return fromPromise<LiveChannel>(async () => {
    const { LiveChannel } = await api.query(LiveChannelDocument, {}, { requestPolicy: 'network-only' });
    return {
      url: LiveChannel.url,
      username: LiveChannel.username,
      clientIdPrefix: LiveChannel.client_id_prefix,
      topics: LiveChannel.topics,
    };
  });
}

export function mqttConnection(loadMqtt: () => Promise<MqttLibrary> = loadMqttLibrary) {
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
            else if (refused.length > 0)
              report({ type: 'broker.subscribeFailed', topics: refused, message: 'refused by the broker' });
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
        client.on('error', (error) => {
          const code = (error as { code?: unknown }).code;
          report(
            typeof code === 'number' && REFUSED_CREDENTIALS.has(code)
              ? { type: 'broker.refused', message: error.message }
              : { type: 'broker.error', message: error.message },
          );
        });
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
