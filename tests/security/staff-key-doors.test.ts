/**
 * The staff key is checked at three doors: the staff API (/staff), the broker's authentication (POST /broker/auth,
 * as an external broker asks it) and an MQTT CONNECT as the API's own user. One limit counts wrong keys at all of
 * them: 30 wrong keys spread over the three lock every door, the right key too, so guessing through one door
 * while another is locked gets nowhere.
 */
import { describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { serverForTests, newVisitorAddress } from '../support/server';
import { SERVER_USERNAME } from '../../server/broker/rules';
import { STAFF_KEY_FAILURES } from '../../src/domain/constants';

const api = serverForTests();

async function staffCall(key: string): Promise<number> {
  const response = await fetch(`${api.server.url}/staff/campaigns`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-staff-key': key,
      'x-forwarded-for': newVisitorAddress(),
    },
    body: '{}',
  });
  await response.arrayBuffer();
  return response.status;
}

async function brokerAuth(key: string): Promise<string> {
  const response = await fetch(`${api.server.url}/broker/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: SERVER_USERNAME, password: key, clientid: 'cluster-node' }),
  });
  return ((await response.json()) as { result: string }).result;
}

async function mqttConnect(key: string): Promise<boolean> {
  const client = mqtt.connect(`ws://127.0.0.1:${api.server.app.live.port}/mqtt`, {
    username: SERVER_USERNAME,
    password: key,
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  const connected = await new Promise<boolean>((resolve) => {
    client.once('connect', () => resolve(true));
    client.once('error', () => resolve(false));
    client.once('close', () => resolve(false));
  });
  await client.endAsync(true);
  return connected;
}

describe('wrong staff keys', () => {
  it('are counted together at every door, and past the limit every door refuses the right key', async () => {
    const right = api.server.app.staffKey;
    // The right key opens every door at first.
    expect(await staffCall(right)).not.toBe(401);
    expect(await brokerAuth(right)).toBe('allow');
    expect(await mqttConnect(right)).toBe(true);

    const third = STAFF_KEY_FAILURES.limit / 3;
    for (let index = 0; index < third; index++) {
      expect(await mqttConnect(`wrong-mqtt-${index}`)).toBe(false);
      expect(await brokerAuth(`wrong-auth-${index}`)).toBe('deny');
      expect(await staffCall(`wrong-staff-${index}`)).toBe(401);
    }

    expect(await staffCall(right)).toBe(429);
    expect(await brokerAuth(right)).toBe('deny');
    expect(await mqttConnect(right)).toBe(false);
  });
});
