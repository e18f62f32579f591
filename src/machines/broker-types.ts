/**
 * The live channel's types (broker.ts): what it delivers, where the broker is, what one link needs, is asked and
 * reports, what the machine is sent and what it holds.
 */

/** What the live channel delivers: JSON with a text `message`, plus typed fields. */
export type LiveNotification = { message: string; kind?: string } & Record<string, unknown>;

/** Where the broker is and what the signed-in company may hear (the LiveChannel query). */
export type LiveChannel = { url: string; username: string; clientIdPrefix: string; topics: string[] };

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
