/**
 * Several API instances' embedded brokers as one broker (`BROKER_REDIS_URL`): each Aedes hands every message to
 * Redis (mqemitter-redis, Aedes' own emitter for Redis) and receives every other instance's there, so a browser
 * connected to one instance gets what another publishes. Clients, their sessions and the topic rules stay on the
 * instance they connected to (embedded.ts): the rules are the API's own code (rules.ts, with the session checked
 * on every subscription and re-checked while connected), not a copy kept in a broker's store that would have
 * to follow every session's start and end. Browsers use clean sessions and QoS 1 with no retained messages, so
 * nothing but messages needs sharing.
 *
 * Publishing goes over a connection without an offline queue: while Redis is away a publish fails at once (the
 * notification is stored; the web app reads it again when its link comes back) instead of waiting for it.
 */
import { Redis } from 'ioredis';
import mqemitterRedis from 'mqemitter-redis';
import type { Logger } from '../services/log';
import { StartupError } from '../startup';

/** How long the start waits for Redis before it gives up. */
const CONNECT_TIMEOUT_MS = 10_000;

export type Backplane = ReturnType<typeof mqemitterRedis>;

/** Resolves once `connection` is ready; fails at its first error or after CONNECT_TIMEOUT_MS. */
function ready(connection: Redis, url: string): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      reject(
        new StartupError(
          `BROKER_REDIS_URL=redis://${new URL(url).host} cannot be reached (${reason}): start Redis there, or ` +
            'unset BROKER_REDIS_URL to run this instance alone.',
        ),
      );
    };
    const timer = setTimeout(
      () => fail(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`),
      CONNECT_TIMEOUT_MS,
    );
    const onReady = () => {
      cleanup();
      resolve();
    };
    const onError = (error: Error) => fail(error.message);
    const cleanup = () => {
      clearTimeout(timer);
      connection.off('ready', onReady);
      connection.off('error', onError);
    };
    connection.on('ready', onReady);
    connection.on('error', onError);
  });
}

/** Connects to the Redis of `url`; fails the start when it cannot be reached. */
export async function connectBackplane(url: string, log: Logger): Promise<Backplane> {
  const subConn = new Redis(url, { lazyConnect: false });
  const pubConn = new Redis(url, { enableOfflineQueue: false });
  // Before the first connection, a failure is the start's to tell (one line); after it, the log's.
  let started = false;
  let lost = false;
  for (const connection of [subConn, pubConn]) {
    connection.on('error', (error: Error) => {
      if (started && !lost) log.warn('live backplane unreachable: retrying', { error: error.message });
      lost = started;
    });
    connection.on('ready', () => {
      if (lost) log.info('live backplane connected again');
      lost = false;
    });
  }
  try {
    await Promise.all([ready(subConn, url), ready(pubConn, url)]);
    started = true;
  } catch (error) {
    subConn.disconnect();
    pubConn.disconnect();
    throw error;
  }
  return mqemitterRedis({ subConn, pubConn });
}
