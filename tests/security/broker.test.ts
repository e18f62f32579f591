/**
 * The live channel keeps a client id to the session that holds it: MQTT would let a second connection with the
 * same id cut the first one off, so someone who learned a user's id (64 random bits) could silence their
 * notifications. The embedded broker refuses the id to any other session, and lets the same session reconnect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { randomBytes } from 'node:crypto';
import { serverForTests } from '../support/server';
import { logIn, readyCompany, uniqueEmail } from '../api/account-helpers';
import { BROKER_CLIENT_ID_PREFIX, BROKER_USERNAME } from '../../src/domain/constants';
import { atomically } from '../../server/services/unit-of-work';
import { eq } from 'drizzle-orm';
import { companies } from '../../server/db/schema';

const api = serverForTests();
const clients: MqttClient[] = [];
let url: string;

beforeAll(() => {
  url = `ws://127.0.0.1:${api.server.app.live.port}/mqtt`;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true)));
});

const connect = async (token: string, clientId: string): Promise<MqttClient> => {
  const client = await mqtt.connectAsync(url, {
    username: BROKER_USERNAME,
    password: token,
    clientId,
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  return client;
};

async function companyIdOf(email: string): Promise<string> {
  const [row] = await api.server.app.services.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.email, email));
  return row!.id;
}

const newClientId = () => `${BROKER_CLIENT_ID_PREFIX}${randomBytes(8).toString('hex')}`;

describe('client ids', () => {
  it('refuses a client id in use to another company, and the first connection keeps its messages', async () => {
    const victimEmail = uniqueEmail('victim');
    const victim = await readyCompany(api.server, victimEmail);
    const intruder = await readyCompany(api.server, uniqueEmail('intruder'));
    const clientId = newClientId();
    const victimId = await companyIdOf(victimEmail);
    const first = await connect(victim, clientId);
    const topic = `companies/${victimId}/notifications`;
    await first.subscribeAsync(topic, { qos: 1 });

    await expect(connect(intruder, clientId)).rejects.toThrow(/Identifier rejected/i);
    expect(first.connected).toBe(true);

    const arriving = new Promise<string>((resolve) =>
      first.once('message', (_topic, payload) => resolve(payload.toString('utf8'))),
    );
    await atomically(api.server.app.services, (work) => work.notify(victimId, { message: 'Still here' }));
    expect(JSON.parse(await arriving)).toMatchObject({ message: 'Still here' });
  });

  it('refuses it to another session of the same company too', async () => {
    const email = uniqueEmail('two-sessions');
    const one = await readyCompany(api.server, email);
    const other = await logIn(api.server, email);
    const clientId = newClientId();
    const first = await connect(one, clientId);
    await expect(connect(other, clientId)).rejects.toThrow(/Identifier rejected/i);
    expect(first.connected).toBe(true);
  });

  it('lets the same session reconnect with its id, as a browser does after a dropped connection', async () => {
    const token = await readyCompany(api.server, uniqueEmail('reconnect'));
    const clientId = newClientId();
    const first = await connect(token, clientId);
    const closing = new Promise<void>((resolve) => first.once('close', () => resolve()));
    const second = await connect(token, clientId);
    expect(second.connected).toBe(true);
    await closing;
  });

  it('frees the id once its holder has disconnected', async () => {
    const first = await connect(await readyCompany(api.server, uniqueEmail('leaves')), newClientId());
    const clientId = first.options.clientId!;
    await first.endAsync();
    const next = await connect(await readyCompany(api.server, uniqueEmail('arrives')), clientId);
    expect(next.connected).toBe(true);
  });
});
