/**
 * `npm run bench:live`: publish-to-receive latency of the live channel, on loopback, not a test.
 *
 * Starts the real API with the embedded broker (in-memory database), connects 1 and then 500 MQTT clients over
 * WebSocket (each a company with its own session, subscribed to its own notifications topic, as browsers do),
 * and times notifications published through the API's publisher until the client's message event. The
 * baseline, in the same run and process: a bare WebSocket server (ws) pushing a message to its clients, and a
 * bare WebSocket echo round trip. Reports median and p99 in milliseconds.
 *
 * Bounded: WARMUP uncounted and SAMPLES counted sequential samples per scenario, each waiting at most
 * SAMPLE_TIMEOUT_MS. Clients, broker and publisher share one Node process, so the figures include the client
 * library's own parsing on the same event loop.
 * Options: BENCH_SAMPLES (default 300), BENCH_CLIENTS (default 500).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import mqtt, { type MqttClient } from 'mqtt';
import { WebSocket, WebSocketServer } from 'ws';
import { loadConfig } from '../server/config';
import { startApp, type App } from '../server/app';
import { companies } from '../server/db/schema';
import { openSession } from '../server/services/sessions';
import { notificationsTopic } from '../server/services/notifications';
import { BROKER_USERNAME } from '../src/domain/constants';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const MANY = Number(process.env.BENCH_CLIENTS ?? 500);
const SAMPLE_TIMEOUT_MS = 2000;
const WARMUP = 30;
const CONNECT_CONCURRENCY = 50;

type Stats = { median: number; p99: number; samples: number; lost: number };

function stats(values: number[], lost: number): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p99: at(0.99), samples: sorted.length, lost };
}

/** Runs `task` for 0..count-1 with at most `limit` at a time. */
async function inBatches<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += limit) {
    const batch = Array.from({ length: Math.min(limit, count - start) }, (_, i) => task(start + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** Times SAMPLES deliveries: `send(i)` starts one, `arrive(i, done)` registers where it lands. */
async function sample(
  send: (index: number) => void,
  arrive: (index: number, done: () => void) => void,
): Promise<Stats> {
  const times: number[] = [];
  let lost = 0;
  // The first WARMUP deliveries (JIT, buffers) are sent but not counted.
  for (let i = -WARMUP; i < SAMPLES; i += 1) {
    const elapsed = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), SAMPLE_TIMEOUT_MS);
      let started = 0;
      arrive(i, () => {
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
      started = performance.now();
      send(i);
    });
    if (i < 0) continue;
    if (elapsed === null) lost += 1;
    else times.push(elapsed);
  }
  return stats(times, lost);
}

type Receiver = { topic: string; client: MqttClient; waiting: Map<string, () => void> };

async function connectReceivers(app: App, count: number): Promise<Receiver[]> {
  const url = app.live.browserUrl('127.0.0.1');
  const { db } = app.services;
  return inBatches(count, CONNECT_CONCURRENCY, async (index) => {
    const suffix = `${Date.now()}-${index}-${Math.random().toString(16).slice(2)}`;
    const [company] = await db
      .insert(companies)
      .values({ email: `bench-${suffix}@example.com`, password_hash: 'bench-not-a-login' })
      .returning({ id: companies.id });
    if (!company) throw new Error('could not create a bench company');
    const { token } = await openSession(db, company.id, 'login');
    const client = await mqtt.connectAsync(url, {
      username: BROKER_USERNAME,
      password: token,
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 0,
    });
    const topic = notificationsTopic(company.id);
    await client.subscribeAsync(topic, { qos: 1 });
    const receiver: Receiver = { topic, client, waiting: new Map() };
    client.on('message', (_topic, payload) => {
      const { id } = JSON.parse(payload.toString('utf8')) as { id: string };
      receiver.waiting.get(id)?.();
      receiver.waiting.delete(id);
    });
    return receiver;
  });
}

async function benchBroker(app: App, count: number): Promise<Stats> {
  const receivers = await connectReceivers(app, count);
  const pick = (i: number) => receivers[Math.abs(i * 7919) % receivers.length] as Receiver;
  const result = await sample(
    (i) => void app.live.publisher.publish(pick(i).topic, { message: 'bench', id: String(i) }),
    (i, done) => pick(i).waiting.set(String(i), done),
  );
  await Promise.all(receivers.map((receiver) => receiver.client.endAsync(true)));
  return result;
}

async function benchWebSocket(count: number): Promise<{ push: Stats; echo: Stats }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const serverSides: WebSocket[] = [];
  server.on('connection', (socket) => {
    serverSides.push(socket);
    socket.on('message', (data) => socket.send(data));
  });
  const clients = await inBatches(count, CONNECT_CONCURRENCY, async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const waiting = new Map<string, () => void>();
    socket.on('message', (data) => {
      const { id } = JSON.parse(String(data)) as { id: string };
      waiting.get(id)?.();
      waiting.delete(id);
    });
    return { socket, waiting };
  });
  while (serverSides.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  const index = (i: number) => Math.abs(i * 7919) % count;
  const push = await sample(
    (i) => serverSides[index(i)]?.send(JSON.stringify({ message: 'bench', id: `p${i}` })),
    (i, done) => clients[index(i)]?.waiting.set(`p${i}`, done),
  );
  const echo = await sample(
    (i) => clients[index(i)]?.socket.send(JSON.stringify({ message: 'bench', id: `e${i}` })),
    (i, done) => clients[index(i)]?.waiting.set(`e${i}`, done),
  );
  clients.forEach(({ socket }) => socket.terminate());
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { push, echo };
}

const format = (name: string, s: Stats) =>
  `${name.padEnd(52)} ${s.median.toFixed(3).padStart(8)} ${s.p99.toFixed(3).padStart(8)} ${String(s.samples).padStart(8)} ${String(s.lost).padStart(5)}`;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-'));
  const config = loadConfig(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BROKER_PORT: '0' },
    { pgliteDir: undefined, databaseUrl: undefined },
  );
  const app = await startApp(config);
  const rows: string[] = [];
  try {
    for (const count of [1, MANY]) {
      process.stderr.write(`measuring with ${count} client(s)…\n`);
      rows.push(format(`live channel publish → receive, ${count} client(s)`, await benchBroker(app, count)));
      const ws = await benchWebSocket(count);
      rows.push(format(`bare WebSocket push → receive, ${count} client(s)`, ws.push));
      rows.push(format(`bare WebSocket echo round trip, ${count} client(s)`, ws.echo));
    }
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLive channel latency on loopback (ms), ${SAMPLES} sequential samples each\n`);
  console.log(
    `${'scenario'.padEnd(52)} ${'median'.padStart(8)} ${'p99'.padStart(8)} ${'samples'.padStart(8)} ${'lost'.padStart(5)}`,
  );
  rows.forEach((row) => console.log(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
