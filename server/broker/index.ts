/**
 * The live channel (issue 5, DESIGN.md §2 and §6). By default an embedded Aedes broker serves MQTT over
 * WebSocket on BROKER_PORT at /mqtt and the API publishes through it in-process. With MQTT_URL set the API
 * publishes to that external broker instead, which asks /broker/auth and /broker/acl who may do what. With
 * BROKER_REDIS_URL the embedded brokers of several instances share their messages through Redis (backplane.ts).
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../services/log';
import type { Publisher } from '../services/notifications';
import { createRateLimiter } from '../services/rate-limit';
import { resolveStaffKey } from '../services/staff-key';
import { StartupError } from '../startup';
import { BROKER_PATH } from '../../src/domain/constants';
import { startEmbeddedBroker, type EmbeddedBroker, type EmbeddedBrokerOptions } from './embedded';
import { connectExternalBroker } from './external';
import { connectBackplane } from './backplane';
import { createBrokerAuthHandler } from './http-auth';

/**
 * How often open connections are checked against their sessions, so a token revoked elsewhere (log-out on
 * another API instance, password change) loses its connection within this time. Subscribing re-checks too.
 */
export const SESSION_RECHECK_MS = 15_000;

export type LiveChannel = {
  publisher: Publisher;
  handleHttp: (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<void>;
  close: () => Promise<void>;
  /** The embedded broker's WebSocket port (the bound one when BROKER_PORT is 0); undefined with MQTT_URL. */
  port: number | undefined;
  /** The embedded broker's plain MQTT port when BROKER_TCP_PORT is set. */
  tcpPort: number | undefined;
  /** The WebSocket address a browser uses, given the host name the browser reached the API with. */
  browserUrl: (requestHost?: string | null) => string;
  /** Disconnects clients whose session ended; answers how many (also run every SESSION_RECHECK_MS). */
  revalidateSessions: () => Promise<number>;
  /** Stops the embedded broker (connections drop, publishing fails) until startBroker; for drills and tests. */
  stopBroker: () => Promise<void>;
  /** Starts the embedded broker again on the same port. */
  startBroker: () => Promise<void>;
};

/** The host name of a Host header ("example.com:8080", "[::1]:8080"), or undefined when it is not one. */
function hostnameOf(hostHeader: string | null | undefined): string | undefined {
  if (!hostHeader) return undefined;
  try {
    return new URL(`http://${hostHeader}`).hostname || undefined;
  } catch {
    return undefined;
  }
}

async function readPem(variable: string, file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const reason = (error as { code?: string }).code ?? String(error);
    throw new StartupError(
      `${variable}=${file} cannot be read (${reason}): point ${variable} to a readable PEM file.`,
    );
  }
}

/** With an mqtt:// broker and no BROKER_PUBLIC_URL, EMQX's default WebSocket listeners are assumed. */
function derivedExternalUrl(mqttUrl: string): string {
  const url = new URL(mqttUrl);
  if (url.protocol === 'ws:' || url.protocol === 'wss:') return `${url.protocol}//${url.host}${url.pathname}`;
  const secure = url.protocol === 'mqtts:';
  return `${secure ? 'wss' : 'ws'}://${url.hostname}:${secure ? 8084 : 8083}${BROKER_PATH}`;
}

export async function startLiveChannel(
  config: Config,
  deps: { db: Database; log: Logger },
): Promise<LiveChannel> {
  const { db, log } = deps;
  const serverKey = await resolveStaffKey(config.staffKey, config.dataDir);
  const limits = createRateLimiter(db);
  const handleHttp = createBrokerAuthHandler(db, limits, serverKey, log);

  if (config.mqttUrl) {
    const external = connectExternalBroker(config.mqttUrl, serverKey, log);
    const browserUrl = config.brokerPublicUrl ?? derivedExternalUrl(config.mqttUrl);
    if (!config.brokerPublicUrl)
      log.warn('BROKER_PUBLIC_URL is not set; browsers are sent', { url: browserUrl });
    const embeddedOnly = () => Promise.reject(new Error('The broker is external (MQTT_URL)'));
    return {
      publisher: { publish: external.publish },
      handleHttp,
      close: external.close,
      port: undefined,
      tcpPort: undefined,
      browserUrl: () => browserUrl,
      revalidateSessions: async () => 0,
      stopBroker: embeddedOnly,
      startBroker: embeddedOnly,
    };
  }

  const tls =
    config.tlsCert && config.tlsKey
      ? { cert: await readPem('TLS_CERT', config.tlsCert), key: await readPem('TLS_KEY', config.tlsKey) }
      : undefined;
  const options: EmbeddedBrokerOptions = {
    host: config.host,
    port: config.brokerPort,
    tcpPort: config.brokerTcpPort,
    tls,
    serverKey,
    limits,
    db,
    log,
    backplane: config.brokerRedisUrl
      ? (
          (url) => () =>
            connectBackplane(url, log)
        )(config.brokerRedisUrl)
      : undefined,
  };
  let broker: EmbeddedBroker | undefined = await startEmbeddedBroker(options);
  // A restart keeps the ports first bound, so browsers find the broker where they left it.
  options.port = broker.port;
  options.tcpPort = broker.tcpPort;
  log.info('live channel listening', {
    port: broker.port,
    tcpPort: broker.tcpPort,
    tls: Boolean(tls),
    shared: Boolean(config.brokerRedisUrl),
  });

  const revalidateSessions = () => (broker ? broker.revalidateSessions() : Promise.resolve(0));
  const recheck = setInterval(() => {
    revalidateSessions().catch((error: unknown) =>
      log.warn('live session check failed', { error: String(error) }),
    );
  }, SESSION_RECHECK_MS);
  recheck.unref();

  const scheme = tls ? 'wss' : 'ws';
  const fallbackHost = new URL(config.publicUrl).hostname;
  return {
    publisher: {
      publish: (topic, payload) =>
        broker ? broker.publish(topic, payload) : Promise.reject(new Error('The broker is stopped')),
    },
    handleHttp,
    port: options.port,
    tcpPort: options.tcpPort,
    browserUrl: (requestHost) => {
      if (config.brokerPublicUrl) return config.brokerPublicUrl;
      const hostname = hostnameOf(requestHost) ?? fallbackHost;
      const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
      return `${scheme}://${host}:${options.port}${BROKER_PATH}`;
    },
    revalidateSessions,
    async stopBroker() {
      const running = broker;
      broker = undefined;
      await running?.close();
    },
    async startBroker() {
      broker ??= await startEmbeddedBroker(options);
    },
    async close() {
      clearInterval(recheck);
      const running = broker;
      broker = undefined;
      await running?.close();
    },
  };
}
