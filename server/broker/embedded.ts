/**
 * The embedded broker (DESIGN.md §2): Aedes serving MQTT over WebSocket at BROKER_PATH on its own port,
 * over TLS when a certificate is configured; optionally plain MQTT over TCP for native clients
 * (mosquitto_sub and the like) under exactly the same authentication and topic rules.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { Aedes, type AuthenticateError, type Client, type PublishPacket } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import type { Database } from '../db/client';
import type { RateLimiter } from '../services/rate-limit';
import type { Logger } from '../services/log';
import type { NotificationPayload } from '../services/notifications';
import { BROKER_PATH } from '../../src/domain/constants';
import { listenOn } from '../startup';
import { identify } from './identity';
import { validSessionIds } from '../services/sessions';
import { mayPublish, maySubscribe, type BrokerIdentity } from './rules';
import type { Backplane } from './backplane';

/** Largest WebSocket frame accepted: browsers only send small control packets (connect, subscribe). */
const MAX_FRAME_BYTES = 64 * 1024;
const IDENTIFIER_REJECTED = 2;
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;

/** Whether two identities are the same session (or both the server), which may take over each other's id. */
function sameHolder(a: BrokerIdentity | undefined, b: BrokerIdentity): boolean {
  if (!a) return false;
  if (a.kind === 'server' || b.kind === 'server') return a.kind === b.kind;
  return a.sessionId === b.sessionId;
}

export type EmbeddedBrokerOptions = {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Plain MQTT (or MQTT over TLS) on TCP; undefined: none. */
  tcpPort: number | undefined;
  tls: { cert: Buffer; key: Buffer } | undefined;
  serverKey: string;
  /** Counts wrong staff keys with every other door that checks it. */
  limits: RateLimiter;
  db: Database;
  log: Logger;
  /** Other instances' brokers to share messages with (backplane.ts); undefined: this process alone. */
  backplane?: () => Promise<Backplane>;
};

export type EmbeddedBroker = {
  /** The port the WebSocket listener is bound to. */
  port: number;
  tcpPort: number | undefined;
  publish: (topic: string, payload: NotificationPayload) => Promise<void>;
  /** Closes the connections whose session was revoked or expired; answers how many. */
  revalidateSessions: () => Promise<number>;
  connectedClients: () => number;
  close: () => Promise<void>;
};

function refusal(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

function closeServer(server: HttpServer | TcpServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startEmbeddedBroker(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
  const { db, log } = options;
  const identities = new Map<Client, BrokerIdentity>();
  /**
   * The connection holding each client id. MQTT has a new connection with a used id take it over, closing the
   * old one; here only the same session may (a browser reconnecting), so nobody can cut another user off.
   */
  const holders = new Map<string, Client>();

  const aedes = await Aedes.createBroker({
    // Aedes closes it with the broker.
    mq: options.backplane ? await options.backplane() : undefined,
    authenticate(client, username, password, done) {
      identify(db, options.limits, options.serverKey, username, password?.toString('utf8'))
        .then((identity) => {
          if (!identity) {
            log.info('live client refused', { reason: 'bad username or token' });
            return done(refusal('Bad username or password', BAD_USERNAME_OR_PASSWORD), null);
          }
          const holder = holders.get(client.id);
          if (
            holder &&
            holder !== client &&
            !holder.closed &&
            !sameHolder(identities.get(holder), identity)
          ) {
            log.info('live client refused', { reason: 'client id in use by another session' });
            return done(refusal('Client identifier in use', IDENTIFIER_REJECTED), null);
          }
          identities.set(client, identity);
          holders.set(client.id, client);
          done(null, true);
        })
        .catch((error: unknown) => {
          log.error('live client authentication failed', { error: String(error) });
          done(refusal('Server unavailable', SERVER_UNAVAILABLE), null);
        });
    },
    authorizeSubscribe(client, subscription, done) {
      const identity = identities.get(client);
      if (!identity || !maySubscribe(identity, subscription.topic)) {
        log.info('live subscription refused', { topic: subscription.topic });
        return done(null, null);
      }
      if (identity.kind !== 'company') return done(null, subscription);
      // The session may have been revoked since the connection opened: an error closes the connection.
      validSessionIds(db, [identity.sessionId])
        .then((open) =>
          open.has(identity.sessionId)
            ? done(null, subscription)
            : done(new Error('The session is no longer valid'), null),
        )
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null));
    },
    authorizePublish(client, packet, done) {
      const identity = client ? identities.get(client) : undefined;
      if (identity && mayPublish(identity, packet.topic)) return done(null);
      done(new Error('Publishing is not allowed'));
    },
  });
  aedes.on('clientDisconnect', (client) => {
    identities.delete(client);
    if (holders.get(client.id) === client) holders.delete(client.id);
  });
  aedes.on('clientError', (_client, error) => log.debug('live client error', { error: error.message }));
  aedes.on('connectionError', (_client, error) =>
    log.debug('live connection error', { error: error.message }),
  );

  const web = options.tls
    ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key })
    : createHttpServer();
  web.on('request', (_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
      .end('MQTT over WebSocket only');
  });
  const sockets = new WebSocketServer({ server: web, path: BROKER_PATH, maxPayload: MAX_FRAME_BYTES });
  // The WebSocket server repeats its HTTP server's errors; listenOn reports a failed start, the rest is logged.
  sockets.on('error', (error) => log.debug('live socket server error', { error: error.message }));
  sockets.on('connection', (socket, request) => {
    const stream = createWebSocketStream(socket);
    stream.on('error', () => socket.terminate());
    aedes.handle(stream, request);
  });
  const port = await listenOn(web, options.port, options.host, 'BROKER_PORT');

  let tcp: TcpServer | undefined;
  let tcpPort: number | undefined;
  if (options.tcpPort !== undefined) {
    tcp = options.tls
      ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, (socket) => aedes.handle(socket))
      : createTcpServer((socket) => aedes.handle(socket));
    try {
      tcpPort = await listenOn(tcp, options.tcpPort, options.host, 'BROKER_TCP_PORT');
    } catch (error) {
      await closeServer(web);
      throw error;
    }
  }

  const revalidateSessions = async () => {
    // A connection that closed without a disconnect event must not linger here.
    for (const client of identities.keys()) if (client.closed) identities.delete(client);
    for (const [id, client] of holders) if (client.closed) holders.delete(id);
    const companies = [...identities].filter(
      (entry): entry is [Client, Extract<BrokerIdentity, { kind: 'company' }>] => entry[1].kind === 'company',
    );
    const open = await validSessionIds(db, [...new Set(companies.map(([, identity]) => identity.sessionId))]);
    let closed = 0;
    for (const [client, identity] of companies) {
      if (open.has(identity.sessionId)) continue;
      identities.delete(client);
      client.close();
      closed += 1;
    }
    if (closed > 0) log.info('live clients disconnected: session ended', { count: closed });
    return closed;
  };

  return {
    port,
    tcpPort,
    publish: (topic, payload) =>
      new Promise<void>((resolve, reject) => {
        const packet: PublishPacket = {
          cmd: 'publish',
          topic,
          payload: Buffer.from(JSON.stringify(payload)),
          qos: 1,
          retain: false,
          dup: false,
        };
        aedes.publish(packet, (error) => (error ? reject(error) : resolve()));
      }),
    revalidateSessions,
    connectedClients: () => aedes.connectedClients,
    async close() {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      web.closeAllConnections();
      await Promise.all([closeServer(web), tcp ? closeServer(tcp) : Promise.resolve()]);
    },
  };
}
