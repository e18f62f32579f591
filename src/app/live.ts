/**
 * Live notifications (SPEC.md §4, §7): started once by the app root when the first session appears. It starts
 * the broker machine with its real actors (src/app/actors/live.ts) and tells it each change of the session's
 * token as an event; everything else (where the broker is, connecting, waiting, retrying, giving up after a
 * refusal or a log-out) is the machine's. Each notification is handed to `onNotification` (the root shows an
 * info toast) and `refreshUser` (the company data is re-fetched from the network), which is also how a token
 * the broker refused is checked by the session.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { brokerMachine } from '../machines/broker';
import type { LiveNotification } from '../machines/broker-types';
import type { sessionMachine } from '../machines/session';
import type { Api } from '../graphql/api';
import type { Environment } from '../machines/environment';
import { loadChannel, mqttConnection, type MqttLibrary } from './actors/live';

export type { MqttLibrary };

export type LiveOptions = {
  /** The root session actor: its token decides whether the live channel is on and with which credentials. */
  session: Pick<ActorRefFrom<typeof sessionMachine>, 'getSnapshot' | 'subscribe'>;
  /** The authorized API client (it sends the session token). */
  api: Api;
  /** A notification arrived: show it (an info toast with `notification.message`). */
  onNotification: (notification: LiveNotification) => void;
  /** Re-fetch the current user with a forced network refresh (a notification arrived, or the token was refused). */
  refreshUser: () => void;
  /** Loads the MQTT library; the default is a dynamic import of `mqtt`. Tests pass their own. */
  loadMqtt?: () => Promise<MqttLibrary>;
  /** Where broker events are logged (SPEC.md §8: the console only). */
  logger?: Pick<Console, 'info' | 'error'>;
  /** The clock and ids of the app's actors (src/machines/environment.ts). */
  environment?: Environment;
};

export type LiveHandle = {
  /** The broker connection actor: the root hands it to the shell, whose status line tells its state. */
  broker: ActorRefFrom<typeof brokerMachine>;
  /** Disconnects and stops following the session (the root calls it on unmount). */
  stop: () => void;
};

export function startLive(options: LiveOptions): LiveHandle {
  const { session, api, onNotification, refreshUser } = options;
  const logger = options.logger ?? console;
  const broker = createActor(
    brokerMachine.provide({
      actors: { loadChannel: loadChannel(api), connection: mqttConnection(options.loadMqtt) },
      actions: {
        logConnected: (_, { url, clientId }) => logger.info(`[live] connected to ${url} as ${clientId}`),
        logError: (_, { message }) => logger.error(`[live] ${message}`),
        deliver: (_, { notification }) => {
          onNotification(notification);
          refreshUser();
        },
        checkSession: () => refreshUser(),
      },
    }),
    options.environment ? { clock: options.environment } : {},
  ).start();

  const follow = (token: string | null) =>
    broker.send(token ? { type: 'broker.signedIn', token } : { type: 'broker.signedOut' });
  const subscription = session.subscribe((snapshot) => follow(snapshot.context.token));
  follow(session.getSnapshot().context.token);

  return {
    broker,
    stop() {
      subscription.unsubscribe();
      broker.send({ type: 'broker.signedOut' });
      broker.stop();
    },
  };
}
