/**
 * The embedded live channel over TLS (TLS_CERT, TLS_KEY), with a throwaway certificate from openssl: MQTT over
 * secure WebSocket at a wss:// address, and a plain WebSocket refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { startTestServer, type TestServer } from '../support/server';
import { clients, connect, liveChannel, nextMessage, run, signUp } from './broker-helpers';

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
