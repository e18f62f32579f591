import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { connectBackplane } from './backplane';
import { createLogger } from '../services/log';
import { StartupError } from '../startup';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('the live backplane', () => {
  it('stops the start with one message naming BROKER_REDIS_URL, without its password, when Redis cannot be reached', async () => {
    const port = await closedPort();
    const started = connectBackplane(`redis://:s3cret-pass@127.0.0.1:${port}`, createLogger('silent'));
    const error: unknown = await started.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).toMatch(
      new RegExp(`^BROKER_REDIS_URL=redis://127\\.0\\.0\\.1:${port} cannot be reached \\(.*ECONNREFUSED`),
    );
    expect(message).not.toContain('s3cret-pass');
    expect(message.split('\n')).toHaveLength(1);
  });
});
