/**
 * Live notifications (SPEC.md §4, §7): the code the root actor (src/machines/app.ts) fetches the first time a
 * session exists. It gives the broker machine its real actors (src/app/actors/live.ts) and reports what the
 * broker hears to its parent, the root: each notification (`app.notification`), and a token the broker refused
 * (`app.checkSession`). Where the broker is, connecting, waiting, retrying and giving up are the machine's.
 */
import { sendParent } from 'xstate';
import { brokerMachine } from '../machines/broker';
import type { LiveNotification } from '../machines/broker-types';
import type { LiveCode } from '../machines/app';
import type { Api } from '../graphql/api';
import { loadChannel, mqttConnection, type MqttLibrary } from './actors/live';

export type { MqttLibrary };

export type LiveOptions = {
  /** The authorized API client (it sends the session token). */
  api: Api;
  /** How a notification is shown and handed to the screens that follow live events. */
  show: (notification: LiveNotification) => void;
  /** Loads the MQTT library; the default is a dynamic import of `mqtt`. Tests pass their own. */
  loadMqtt?: () => Promise<MqttLibrary>;
  /** Where broker events are logged (SPEC.md §8: the console only). */
  logger?: Pick<Console, 'info' | 'error'>;
};

export function liveCode(options: LiveOptions): LiveCode {
  const logger = options.logger ?? console;
  const broker = brokerMachine.provide({
    actors: { loadChannel: loadChannel(options.api), connection: mqttConnection(options.loadMqtt) },
    actions: {
      logConnected: (_, { url, clientId }) => logger.info(`[live] connected to ${url} as ${clientId}`),
      logError: (_, { message }) => logger.error(`[live] ${message}`),
      deliver: sendParent((_, params: { notification: LiveNotification }) => ({
        type: 'app.notification',
        notification: params.notification,
      })),
      checkSession: sendParent({ type: 'app.checkSession' }),
    },
  });
  return { broker, show: options.show };
}
