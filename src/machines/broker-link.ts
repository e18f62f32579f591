/**
 * The live channel's pure rules (broker.ts): how long a wait lasts before the user is told and between tries at
 * asking for the channel, what one link is given, its client ids, the notification in a message, the list of
 * wanted topics, and what the console is told of a failure.
 */
import {
  BROKER_CONNECT_TIMEOUT_MS,
  BROKER_KEEPALIVE_SECONDS,
  BROKER_PROTOCOL_VERSION,
  BROKER_RECONNECT_MS,
} from '../domain/constants';
import { toApiError } from '../domain/api-error';
import type {
  BrokerContext,
  ConnectionEvent,
  ConnectionInput,
  LiveChannel,
  LiveNotification,
} from './broker-types';

/** How long a wait for the channel or a new link lasts before the user is told that live updates pause. */
export const LIVE_NOTICE_DELAY_MS = 750;

/** Longest wait between two tries at asking the API for the live channel while it is unreachable. */
export const MAX_CHANNEL_RETRY_MS = 30_000;

/** The wait before the n-th new try (n ≥ 1) at asking for the live channel: doubling, capped. */
export const channelRetryMs = (failures: number): number =>
  Math.min(BROKER_RECONNECT_MS * 2 ** Math.max(0, failures - 1), MAX_CHANNEL_RETRY_MS);

/** What a new token resets: the channel is asked for again, and the user has been told nothing yet. */
export const tokenTaken = (token: string): Partial<BrokerContext> => ({
  token,
  channel: null,
  failures: 0,
  told: false,
});

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

/**
 * The client id of a new link: the channel's fixed prefix and the first 16 letters or digits of a new id (of a
 * UUID, 16 hex digits).
 */
export const newClientIdOf = (channel: LiveChannel | null, newId: string): string =>
  `${channel?.clientIdPrefix ?? ''}${newId.replace(/[^0-9a-z]/gi, '').slice(0, 16)}`;

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

/** The topics left once `removed` are dropped. */
export const withoutTopics = (topics: string[], removed: string[]) =>
  topics.filter((topic) => !removed.includes(topic));

/** The wanted topics with `added` (each once, the added ones last). */
export const withTopics = (topics: string[], added: string[]) => [...withoutTopics(topics, added), ...added];

/** What the console is told when the live channel could not be asked for. */
export const channelFailure = (error: unknown): string =>
  `cannot load the live channel: ${toApiError(error).message}`;

/** What the console is told when a link could not (un)subscribe. */
export const topicsFailure = (
  event: Extract<ConnectionEvent, { type: 'broker.subscribeFailed' | 'broker.unsubscribeFailed' }>,
): string =>
  event.type === 'broker.subscribeFailed'
    ? `subscribe to ${event.topics.join(', ')} failed: ${event.message}`
    : `unsubscribe from ${event.topics.join(', ')} failed: ${event.message}`;
