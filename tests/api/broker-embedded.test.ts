/**
 * The embedded live channel against the real server: a real MQTT client over WebSocket, the LiveChannel query, the
 * staff notify command and the e-mail verification notice delivered to their company only, subscriptions kept to a
 * company's own topics, and bad credentials, publishing browsers and revoked tokens refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server';
import { BROKER_CLIENT_ID_PREFIX } from '../../src/domain/constants';
import { SERVER_USERNAME } from '../../server/broker/rules';
import { atomically } from '../../server/services/unit-of-work';
import {
  closed,
  type Company,
  connect,
  LIVE_CHANNEL,
  liveChannel,
  LOGOUT,
  nextMessage,
  noMessageWithin,
  signUp,
  startEmbeddedChannel,
  stopEmbeddedChannel,
} from './broker-helpers';

describe('the embedded live channel', () => {
  let server: TestServer, alpha: Company, beta: Company, url: string;
  beforeAll(async () => ({ server, alpha, beta, url } = await startEmbeddedChannel()));
  afterAll(() => stopEmbeddedChannel(server));

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
});
