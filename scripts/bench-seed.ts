/**
 * `npm run bench:seed`: the first start of the embedded default as `npm start` runs it (the web build aside:
 * SKIP_WEB_BUILD), on a fresh data folder — how long until the server answers, and until every demo creator is
 * seeded with its address and portfolio files. Target: all seeded within BENCH_LIMIT_S (30) seconds of the start.
 * Exits non-zero when the target is missed or the seeding did not finish.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_CREATOR_COUNT } from '../server/services/demo/people';

const LIMIT_S = Number(process.env.BENCH_LIMIT_S ?? 30);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-seed-'));
  const [port, brokerPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      BROKER_PORT: String(brokerPort),
      SKIP_WEB_BUILD: '1',
      DEMO_CREATORS: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready: number | null = null;
  let seeded: { at: number; line: string } | null = null;
  let output = '';
  const finished = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not seeded after ${LIMIT_S * 3} s:\n${output.slice(-3000)}`)),
      LIMIT_S * 3 * 1000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready === null && output.includes('CreatorHub is ready')) ready = seconds();
      const line = output.split('\n').find((text) => text.includes('demo creators seeded'));
      if (line && !seeded) {
        seeded = { at: seconds(), line };
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output.slice(-2000)}`)));
  });
  try {
    await finished;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const files = (await readdir(path.join(dataDir, 'files'))).length;
  await rm(dataDir, { recursive: true, force: true });
  const done = seeded as unknown as { at: number; line: string };
  const made = Number(/"made":(\d+)/.exec(done.line)?.[1] ?? 0);
  console.log(`server answering after ${ready} s`);
  console.log(`${made} of ${DEMO_CREATOR_COUNT} demo creators seeded after ${done.at} s (${files} files)`);
  console.log(done.line.trim());
  const met = made === DEMO_CREATOR_COUNT && done.at <= LIMIT_S;
  console.log(met ? `target met: within ${LIMIT_S} s` : `target missed: ${LIMIT_S} s`);
  process.exit(met ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
