/**
 * The live channel with an external broker (MQTT_URL): a stand-in for EMQX that asks the API's authorisation
 * endpoints; the browser is told the broker's public address and the API publishes notifications through it, to
 * the company they are for only.
 */
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aedes, type AuthenticateError } from 'aedes';
import { startTestServer, type TestServer } from '../support/server';
import { connect, liveChannel, nextMessage, signUp } from './broker-helpers';

describe('the live channel with an external broker (MQTT_URL)', () => {
  // A stand-in for EMQX: an MQTT broker that asks the API's /broker/auth and /broker/acl, as configured in
  // server/broker/http-auth.ts, and enforces their answers.
  let apiUrl: string | undefined;
  let broker: Aedes;
  let listener: Server;
  let server: TestServer;
  const connections = new WeakMap<object, { username: string; companyId?: string }>();

  const ask = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${apiUrl}/broker/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { result: string; client_attrs?: { company_id?: string } };
  };

  beforeAll(async () => {
    broker = await Aedes.createBroker({
      authenticate(client, username, password, done) {
        if (!apiUrl)
          return done(Object.assign(new Error('starting'), { returnCode: 3 }) as AuthenticateError, null);
        ask('auth', { username, password: password?.toString(), clientid: client.id })
          .then((answer) => {
            if (answer.result !== 'allow') {
              return done(Object.assign(new Error('denied'), { returnCode: 4 }) as AuthenticateError, null);
            }
            connections.set(client, { username: username ?? '', companyId: answer.client_attrs?.company_id });
            done(null, true);
          })
          .catch((error: Error) => done(Object.assign(error, { returnCode: 3 }) as AuthenticateError, null));
      },
      authorizeSubscribe(client, subscription, done) {
        ask('acl', {
          username: connections.get(client)?.username,
          company_id: connections.get(client)?.companyId,
          topic: subscription.topic,
          action: 'subscribe',
        })
          .then((answer) => done(null, answer.result === 'allow' ? subscription : null))
          .catch((error: Error) => done(error, null));
      },
      authorizePublish(client, packet, done) {
        const connection = client ? connections.get(client) : undefined;
        ask('acl', {
          username: connection?.username,
          company_id: connection?.companyId,
          topic: packet.topic,
          action: 'publish',
        })
          .then((answer) => done(answer.result === 'allow' ? null : new Error('denied')))
          .catch((error: Error) => done(error));
      },
    });
    listener = createServer((socket) => broker.handle(socket));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    server = await startTestServer({
      mqttUrl: `mqtt://127.0.0.1:${port}`,
      brokerPublicUrl: `ws://broker.example.com:8083/mqtt`,
    });
    apiUrl = server.url;
  });
  afterAll(async () => {
    await server.stop();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  it('tells the browser the external broker’s public address', async () => {
    const company = await signUp(server);
    expect((await liveChannel(server, company.token)).url).toBe('ws://broker.example.com:8083/mqtt');
  });

  it('publishes notifications through the external broker, which delivers only to the company', async () => {
    const company = await signUp(server);
    const other = await signUp(server);
    const { port } = listener.address() as AddressInfo;
    const client = await connect(`mqtt://127.0.0.1:${port}`, company.token);
    await client.subscribeAsync(`companies/${company.id}/notifications`, { qos: 1 });
    const refusal = await client
      .subscribeAsync(`companies/${other.id}/notifications`)
      .catch((error: { packet?: { granted?: number[] } }) => error.packet?.granted);
    expect(refusal).toEqual([128]);
    // The API's own connection may still be in its first reconnect: retry until the broker has it.
    const arriving = nextMessage(client, 8000);
    const deadline = Date.now() + 8000;
    let delivered: { topic: string; body: unknown } | undefined;
    void arriving.then((message) => (delivered = message));
    while (!delivered && Date.now() < deadline) {
      await server.staff('notify', { email: company.email, message: 'Through the cluster' });
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await expect(arriving).resolves.toEqual({
      topic: `companies/${company.id}/notifications`,
      body: {
        message: 'Through the cluster',
        kind: 'info',
        notification_id: expect.any(String),
        created_at: expect.any(String),
      },
    });
  });
});
