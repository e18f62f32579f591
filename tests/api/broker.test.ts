/**
 * The live channel against the real server: a real MQTT client over WebSocket on the embedded broker, the
 * LiveChannel query, the staff notify command, the authorisation endpoints an external broker calls, the
 * API publishing to an external broker, and Mosquitto's command-line clients where they are installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { Aedes, type AuthenticateError } from 'aedes';
import { startTestServer, type TestServer } from '../support/server';
import { BROKER_CLIENT_ID_PREFIX } from '../../src/domain/constants';
import { SERVER_USERNAME } from '../../server/broker/rules';
import { atomically } from '../../server/services/unit-of-work';

const CREATE = `mutation ($email: String!, $password: String!) {
  CompanyCreate(email: $email, password: $password) { status message } }`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  CompanyLogin(email: $email, password: $password) { authorization { token } } }`;
const LOGOUT = `mutation { CompanyLogout { status } }`;
const LIVE_CHANNEL = `query { LiveChannel { url username client_id_prefix topics } }`;

type Company = { id: string; email: string; token: string };
type Channel = { url: string; username: string; client_id_prefix: string; topics: string[] };

let counter = 0;
async function signUp(server: TestServer): Promise<Company> {
  counter += 1;
  const email = `live-${counter}-${Date.now()}@example.com`;
  const password = 'Lighthouse-Keeper-7';
  const created = await server.gql(CREATE, { email, password });
  expect(created.errors).toBeUndefined();
  const login = await server.gql<{ CompanyLogin: { authorization: { token: string } } }>(LOGIN, {
    email,
    password,
  });
  const token = login.data?.CompanyLogin.authorization.token;
  if (!token) throw new Error(`CompanyLogin gave no token: ${JSON.stringify(login.errors)}`);
  const channel = await liveChannel(server, token);
  const id = /^companies\/([^/]+)\/notifications$/.exec(channel.topics[0] ?? '')?.[1];
  if (!id) throw new Error(`Unexpected topics ${JSON.stringify(channel.topics)}`);
  return { id, email, token };
}

async function liveChannel(server: TestServer, token: string): Promise<Channel> {
  const answer = await server.gql<{ LiveChannel: Channel }>(LIVE_CHANNEL, {}, token);
  if (!answer.data) throw new Error(`LiveChannel failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.LiveChannel;
}

/** Runs a command without blocking the event loop (the server under test runs in this process). */
function run(
  command: string,
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ status: null, stdout, stderr: String(error) }));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Mosquitto's command-line clients (CI installs mosquitto-clients); the interop test needs them. */
const mosquittoInstalled = spawnSync('mosquitto_sub', ['--help']).error === undefined;

const clients: MqttClient[] = [];
async function connect(url: string, password: string, username = 'frontend'): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    username,
    password,
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  return client;
}

function nextMessage(client: MqttClient, timeoutMs = 3000): Promise<{ topic: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No message arrived')), timeoutMs);
    client.once('message', (topic, payload) => {
      clearTimeout(timer);
      resolve({ topic, body: JSON.parse(payload.toString('utf8')) as unknown });
    });
  });
}

function closed(client: MqttClient, timeoutMs = 3000): Promise<void> {
  if (client.disconnected || !client.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The connection stayed open')), timeoutMs);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function noMessageWithin(client: MqttClient, ms: number): Promise<boolean> {
  let arrived = false;
  const mark = () => (arrived = true);
  client.on('message', mark);
  await new Promise((resolve) => setTimeout(resolve, ms));
  client.off('message', mark);
  return !arrived;
}

describe('the embedded live channel', () => {
  let server: TestServer;
  let alpha: Company;
  let beta: Company;
  let url: string;

  beforeAll(async () => {
    server = await startTestServer({ brokerTcpPort: 0 });
    alpha = await signUp(server);
    beta = await signUp(server);
    url = (await liveChannel(server, alpha.token)).url;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync(true)));
    await server.stop();
  });

  it('refuses the LiveChannel query without a session, with HTTP 401', async () => {
    const answer = await server.gql(LIVE_CHANNEL);
    expect(answer.status).toBe(401);
    expect(answer.data).toBeNull();
  });

  it('tells a signed-in company where the broker is and which topics are its own', async () => {
    const channel = await liveChannel(server, alpha.token);
    expect(channel).toEqual({
      url: `ws://127.0.0.1:${server.app.live.port}/mqtt`,
      username: 'frontend',
      client_id_prefix: BROKER_CLIENT_ID_PREFIX,
      topics: [`companies/${alpha.id}/notifications`, `companies/${alpha.id}/deals/#`],
    });
  });

  it('delivers a staff notification to the company it is for, as JSON with its message', async () => {
    const client = await connect(url, alpha.token);
    await client.subscribeAsync(`companies/${alpha.id}/notifications`, { qos: 1 });
    const arriving = nextMessage(client);
    const sent = await server.staff('notify', { email: alpha.email, message: 'Your campaign is live' });
    expect(sent).toEqual({ status: 200, body: { status: true, company_id: alpha.id } });
    await expect(arriving).resolves.toEqual({
      topic: `companies/${alpha.id}/notifications`,
      // The stored notice it is, by id and time, for the notification centre.
      body: {
        message: 'Your campaign is live',
        kind: 'info',
        notification_id: expect.any(String),
        created_at: expect.any(String),
      },
    });
  });

  it('notifies the company live when its e-mail address is verified', async () => {
    const company = await signUp(server);
    const client = await connect(url, company.token);
    await client.subscribeAsync(`companies/${company.id}/notifications`, { qos: 1 });
    const arriving = nextMessage(client);
    const code = /\b(\d{6})\b/.exec(await server.lastMail(company.email))?.[1];
    const verified = await server.gql(
      `mutation ($code: String!) { CompanyEmailVerificationByCode(email_validation_code: $code) { status } }`,
      { code },
      company.token,
    );
    expect(verified.data).toEqual({ CompanyEmailVerificationByCode: { status: true } });
    await expect(arriving).resolves.toEqual({
      topic: `companies/${company.id}/notifications`,
      // A code the web app translates, the English sentence for other clients, and the session it came from.
      body: {
        message: 'Your e-mail address is verified',
        code: 'account.verified',
        kind: 'account.verified',
        origin: expect.any(String),
        notification_id: expect.any(String),
        created_at: expect.any(String),
      },
    });
  });

  it('lets a company subscribe to its own deal topics', async () => {
    const client = await connect(url, alpha.token);
    const granted = await client.subscribeAsync(`companies/${alpha.id}/deals/#`, { qos: 1 });
    expect(granted.map((grant) => grant.qos)).toEqual([1]);
    const arriving = nextMessage(client);
    await atomically(server.app.services, (work) =>
      work.notify(
        alpha.id,
        { message: 'A creator accepted the deal', kind: 'deal' },
        { dealId: '7f0c1a52-0b7e-4d0a-9a53-3f4f0e8d2c11' },
      ),
    );
    await expect(arriving).resolves.toMatchObject({ body: { message: 'A creator accepted the deal' } });
  });

  it('refuses subscriptions outside the company’s own topics and delivers it nothing of others', async () => {
    const client = await connect(url, alpha.token);
    for (const topic of [
      `companies/${beta.id}/notifications`,
      `companies/${beta.id}/deals/#`,
      'companies/+/notifications',
      'companies/#',
      '#',
      `$share/group/companies/${alpha.id}/notifications`,
    ]) {
      const refusal = await client.subscribeAsync(topic).then(
        () => null,
        (error: { packet?: { granted?: number[] } }) => error.packet?.granted,
      );
      expect(refusal, topic).toEqual([128]);
    }
    expect(client.connected).toBe(true);
    await server.staff('notify', { email: beta.email, message: 'For beta only' });
    expect(await noMessageWithin(client, 300)).toBe(true);
  });

  it('refuses a wrong token, a wrong username and a missing password with return code 4', async () => {
    for (const [username, password] of [
      ['frontend', 'not-a-session-token'],
      ['admin', alpha.token],
      [SERVER_USERNAME, 'not-the-staff-key'],
    ] as const) {
      const refusal = await connect(url, password, username).catch((error: { code?: number }) => error);
      expect(refusal, username).toMatchObject({ code: 4 });
    }
  });

  it('disconnects a browser that publishes, and delivers nothing of what it sent', async () => {
    const listener = await connect(url, alpha.token);
    await listener.subscribeAsync(`companies/${alpha.id}/notifications`);
    const publisher = await connect(url, alpha.token);
    const gone = closed(publisher);
    publisher.publish(`companies/${alpha.id}/notifications`, JSON.stringify({ message: 'forged' }), {
      qos: 1,
    });
    await gone;
    expect(await noMessageWithin(listener, 300)).toBe(true);
  });

  it('refuses a revoked token and closes its open connections', async () => {
    const company = await signUp(server);
    const idle = await connect(url, company.token);
    const subscribing = await connect(url, company.token);
    const loggedOut = await server.gql<{ CompanyLogout: { status: boolean } }>(LOGOUT, {}, company.token);
    expect(loggedOut.data?.CompanyLogout.status).toBe(true);

    const refusal = await connect(url, company.token).catch((error: { code?: number }) => error);
    expect(refusal).toMatchObject({ code: 4 });

    // Subscribing re-checks the session: the connection is closed at once.
    const subscribingClosed = closed(subscribing);
    subscribing.subscribe(`companies/${company.id}/notifications`);
    await subscribingClosed;

    // The periodic check closes the others.
    expect(idle.connected).toBe(true);
    const idleClosed = closed(idle);
    expect(await server.app.live.revalidateSessions()).toBeGreaterThanOrEqual(1);
    await idleClosed;
  });

  it('answers an external broker’s authentication with the same rules', async () => {
    const ask = async (path: string, body: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/broker/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    const allowed = await ask('auth', { username: 'frontend', password: alpha.token, clientid: 'c1' });
    expect(allowed).toMatchObject({
      result: 'allow',
      is_superuser: false,
      client_attrs: { company_id: alpha.id },
    });
    expect(await ask('auth', { username: 'frontend', password: 'bad', clientid: 'c2' })).toEqual({
      result: 'deny',
      is_superuser: false,
    });
    expect(await ask('auth', { username: SERVER_USERNAME, password: server.app.staffKey })).toMatchObject({
      result: 'allow',
      is_superuser: false,
    });

    const acl = (body: Record<string, unknown>) => ask('acl', body).then((answer) => answer.result);
    const own = { username: 'frontend', company_id: alpha.id };
    expect(await acl({ ...own, action: 'subscribe', topic: `companies/${alpha.id}/notifications` })).toBe(
      'allow',
    );
    expect(await acl({ ...own, action: 'subscribe', topic: `companies/${alpha.id}/deals/#` })).toBe('allow');
    expect(await acl({ ...own, action: 'subscribe', topic: `companies/${beta.id}/notifications` })).toBe(
      'deny',
    );
    expect(await acl({ ...own, action: 'subscribe', topic: 'companies/+/notifications' })).toBe('deny');
    expect(await acl({ ...own, action: 'publish', topic: `companies/${alpha.id}/notifications` })).toBe(
      'deny',
    );
    expect(
      await acl({ username: 'frontend', action: 'subscribe', topic: `companies/${alpha.id}/notifications` }),
    ).toBe('deny');
    const serverUser = { username: SERVER_USERNAME };
    expect(
      await acl({ ...serverUser, action: 'publish', topic: `companies/${alpha.id}/notifications` }),
    ).toBe('allow');
    expect(
      await acl({ ...serverUser, action: 'subscribe', topic: `companies/${alpha.id}/notifications` }),
    ).toBe('deny');
  });

  it.runIf(mosquittoInstalled)(
    'interoperates with Mosquitto’s command-line clients under the same rules',
    async () => {
      const port = String(server.app.live.tcpPort);
      const topic = `companies/${alpha.id}/notifications`;
      const as = (username: string, password: string) => [
        '-h',
        '127.0.0.1',
        '-p',
        port,
        '-u',
        username,
        '-P',
        password,
      ];

      // mosquitto_sub, signed in with the company's token, receives a staff notification.
      const subscriber = run('mosquitto_sub', [
        ...as('frontend', alpha.token),
        '-t',
        topic,
        '-q',
        '1',
        '-C',
        '1',
        '-W',
        '10',
      ]);
      let received: { status: number | null; stdout: string } | undefined;
      void subscriber.then((result) => (received = result));
      const deadline = Date.now() + 8000;
      while (!received && Date.now() < deadline) {
        await server.staff('notify', { email: alpha.email, message: 'Hello from staff' });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const { status, stdout } = await subscriber;
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ message: 'Hello from staff', kind: 'info' });

      // mosquitto_pub with the server credential publishes to the company, which receives it over WebSocket.
      const browser = await connect(url, alpha.token);
      await browser.subscribeAsync(topic, { qos: 1 });
      const arriving = nextMessage(browser);
      const published = await run('mosquitto_pub', [
        ...as(SERVER_USERNAME, server.app.staffKey),
        '-t',
        topic,
        '-q',
        '1',
        '-m',
        JSON.stringify({ message: 'From operations' }),
      ]);
      expect(published.status).toBe(0);
      await expect(arriving).resolves.toEqual({ topic, body: { message: 'From operations' } });

      // A company token may not publish, and a bad token may not even connect.
      const forged = await run('mosquitto_pub', [
        ...as('frontend', alpha.token),
        '-t',
        topic,
        '-q',
        '1',
        '-m',
        '{"message":"forged"}',
      ]);
      expect(forged.status).not.toBe(0);
      expect(await noMessageWithin(browser, 300)).toBe(true);
      const refused = await run('mosquitto_sub', [
        ...as('frontend', 'not-a-token'),
        '-t',
        topic,
        '-C',
        '1',
        '-W',
        '3',
      ]);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/bad user name or password/i);
    },
  );
});

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

/** openssl makes the throwaway certificate for the TLS test (it is on every CI image we use). */
const opensslInstalled = spawnSync('openssl', ['version']).error === undefined;

describe.runIf(opensslInstalled)('the embedded live channel over TLS (TLS_CERT, TLS_KEY)', () => {
  let server: TestServer;
  let folder: string;
  let ca: Buffer;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'creatorhub-tls-'));
    const cert = path.join(folder, 'cert.pem');
    const key = path.join(folder, 'key.pem');
    const made = await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    expect(made.status, made.stderr).toBe(0);
    ca = await readFile(cert);
    server = await startTestServer({ tlsCert: cert, tlsKey: key });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves MQTT over secure WebSocket and tells the browser a wss:// address', async () => {
    const company = await signUp(server);
    const channel = await liveChannel(server, company.token);
    expect(channel.url).toBe(`wss://127.0.0.1:${server.app.live.port}/mqtt`);
    const client = await mqtt.connectAsync(channel.url, {
      username: 'frontend',
      password: company.token,
      protocolVersion: 4,
      reconnectPeriod: 0,
      ca,
    });
    clients.push(client);
    await client.subscribeAsync(channel.topics[0] ?? '', { qos: 1 });
    const arriving = nextMessage(client);
    await server.staff('notify', { email: company.email, message: 'Sealed and delivered' });
    await expect(arriving).resolves.toMatchObject({ body: { message: 'Sealed and delivered' } });
  });

  it('refuses a plain, unencrypted WebSocket', async () => {
    const company = await signUp(server);
    const refusal = await connect(`ws://127.0.0.1:${server.app.live.port}/mqtt`, company.token).catch(
      (error: Error) => error,
    );
    expect(refusal).toBeInstanceOf(Error);
  });
});
