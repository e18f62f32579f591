/**
 * Publishing to an external broker (MQTT_URL: Mosquitto, EMQX, a cluster). The API connects as
 * SERVER_USERNAME with the staff key, which the broker checks through /broker/auth like any client.
 */
import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import type { Logger } from '../services/log';
import type { NotificationPayload } from '../services/notifications';
import { BROKER_CONNECT_TIMEOUT_MS, BROKER_RECONNECT_MS } from '../../src/domain/constants';
import { SERVER_USERNAME } from './rules';

/** How long a publish may wait for the broker before the caller carries on (the notification is stored). */
const PUBLISH_TIMEOUT_MS = 5000;

export type ExternalPublisher = {
  publish: (topic: string, payload: NotificationPayload) => Promise<void>;
  close: () => Promise<void>;
};

export function connectExternalBroker(url: string, serverKey: string, log: Logger): ExternalPublisher {
  const client = mqtt.connect(url, {
    username: SERVER_USERNAME,
    password: serverKey,
    clientId: `${SERVER_USERNAME}-${randomBytes(6).toString('hex')}`,
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: BROKER_RECONNECT_MS,
    // The broker may refuse us while it cannot reach /broker/auth yet (this API still starting): keep trying.
    reconnectOnConnackError: true,
    connectTimeout: BROKER_CONNECT_TIMEOUT_MS,
  });
  client.on('connect', () => log.info('live channel connected to the external broker'));
  client.on('error', (error) => log.warn('live channel broker error', { error: error.message }));

  return {
    publish: (topic, payload) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('The broker did not acknowledge in time')),
          PUBLISH_TIMEOUT_MS,
        );
        client.publish(topic, JSON.stringify(payload), { qos: 1 }, (error) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        });
      }),
    close: () => client.endAsync(true),
  };
}
