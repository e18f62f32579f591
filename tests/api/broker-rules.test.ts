/**
 * The embedded live channel's rules seen from outside: the authentication and authorisation endpoints an external
 * broker calls answer as the embedded broker decides, and Mosquitto's command-line clients, where they are
 * installed, are held to the same rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server';
import { SERVER_USERNAME } from '../../server/broker/rules';
import {
  type Company,
  connect,
  mosquittoInstalled,
  nextMessage,
  noMessageWithin,
  run,
  startEmbeddedChannel,
  stopEmbeddedChannel,
} from './broker-helpers';

describe('the embedded live channel', () => {
  let server: TestServer, alpha: Company, beta: Company, url: string;
  beforeAll(async () => ({ server, alpha, beta, url } = await startEmbeddedChannel()));
  afterAll(() => stopEmbeddedChannel(server));

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
