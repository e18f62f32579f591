/**
 * Shared steps of the live channel tests (tests/api/broker-*.test.ts): a company signed up and asked where its
 * live channel is, real MQTT clients over WebSocket (and Mosquitto's command-line clients where installed) with
 * waits for a message, a closed connection or a quiet spell, and the embedded channel two companies share.
 */
import { spawn, spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { startTestServer, type TestServer } from '../support/server';

const CREATE = `mutation ($email: String!, $password: String!) {
  CompanyCreate(email: $email, password: $password) { status message } }`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  CompanyLogin(email: $email, password: $password) { authorization { token } } }`;
export const LOGOUT = `mutation { CompanyLogout { status } }`;
export const LIVE_CHANNEL = `query { LiveChannel { url username client_id_prefix topics } }`;

export type Company = { id: string; email: string; token: string };
export type Channel = { url: string; username: string; client_id_prefix: string; topics: string[] };

let counter = 0;
export async function signUp(server: TestServer): Promise<Company> {
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

export async function liveChannel(server: TestServer, token: string): Promise<Channel> {
  const answer = await server.gql<{ LiveChannel: Channel }>(LIVE_CHANNEL, {}, token);
  if (!answer.data) throw new Error(`LiveChannel failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.LiveChannel;
}

/** Runs a command without blocking the event loop (the server under test runs in this process). */
export function run(
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
export const mosquittoInstalled = spawnSync('mosquitto_sub', ['--help']).error === undefined;

export const clients: MqttClient[] = [];
export async function connect(url: string, password: string, username = 'frontend'): Promise<MqttClient> {
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

export function nextMessage(client: MqttClient, timeoutMs = 3000): Promise<{ topic: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No message arrived')), timeoutMs);
    client.once('message', (topic, payload) => {
      clearTimeout(timer);
      resolve({ topic, body: JSON.parse(payload.toString('utf8')) as unknown });
    });
  });
}

export function closed(client: MqttClient, timeoutMs = 3000): Promise<void> {
  if (client.disconnected || !client.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The connection stayed open')), timeoutMs);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function noMessageWithin(client: MqttClient, ms: number): Promise<boolean> {
  let arrived = false;
  const mark = () => (arrived = true);
  client.on('message', mark);
  await new Promise((resolve) => setTimeout(resolve, ms));
  client.off('message', mark);
  return !arrived;
}

/**
 * The embedded live channel of "the embedded live channel" tests: a server with its MQTT port open to command-line
 * clients too, two companies signed up on it, and the broker's address.
 */
export async function startEmbeddedChannel() {
  const server = await startTestServer({ brokerTcpPort: 0 });
  const alpha = await signUp(server);
  const beta = await signUp(server);
  const url = (await liveChannel(server, alpha.token)).url;
  return { server, alpha, beta, url };
}

/** Ends every client the tests connected, then the server. */
export async function stopEmbeddedChannel(server: TestServer) {
  await Promise.all(clients.map((client) => client.endAsync(true)));
  await server.stop();
}
