/**
 * Persisted operations: the web app sends operations by hash; in production the API runs only the web app's
 * own operations (trusted documents).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { BrandsDocument, CompanyLoginDocument } from '../../src/graphql/generated/graphql';
import { operationText } from '../../src/graphql/persisted';
import { startTestServer, type TestServer } from '../support/server';

const loginText = operationText(CompanyLoginDocument);
const loginHash = createHash('sha256').update(loginText).digest('hex');
const brandsText = operationText(BrandsDocument);
const brandsHash = createHash('sha256').update(brandsText).digest('hex');

async function post(server: TestServer, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
}

const byHash = (hash: string) => ({
  operationName: 'CompanyLogin',
  variables: { email: 'nobody@example.com', password: 'Wrong-password1' },
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});

describe.each([
  ['development', false],
  ['production', true],
])('persisted operations (%s)', (_mode, production) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ production });
  });
  afterAll(() => server.stop());

  it('runs a web app operation sent only by its hash', async () => {
    const answer = await post(server, byHash(loginHash));
    // The operation ran: a wrong password is refused by the resolver, not by the transport.
    expect(answer.errors?.[0]?.message).not.toMatch(/PersistedQuery/);
    expect(answer.errors?.length ?? 0).toBeGreaterThan(0);
  });

  it('answers PersistedQueryNotFound for a hash it does not know', async () => {
    const answer = await post(server, byHash('0'.repeat(64)));
    expect(answer.errors?.[0]?.message).toBe('PersistedQueryNotFound');
  });

  it(
    production ? 'refuses an operation that is not the web app’s own' : 'accepts any operation',
    async () => {
      const answer = await post(server, { query: '{ __schema { types { name } } }' });
      if (production) {
        expect(answer.data).toBeUndefined();
        expect(answer.errors?.[0]?.message).toMatch(/PersistedQueryOnly|persisted/i);
      } else {
        expect(answer.data).toHaveProperty('__schema');
      }
    },
  );

  it('answers a web app query by hash on the fast path, and its text alone only outside production', async () => {
    const before = { ...server.app.graphqlCounters };
    const byItsHash = await post(server, {
      extensions: { persistedQuery: { version: 1, sha256Hash: brandsHash } },
    });
    // No token: the fast path hands the 401 to yoga, so both counters say who looked at it.
    expect(byItsHash.errors?.[0]?.message).toBe('Not signed in');
    const byItsText = await post(server, { query: brandsText });
    if (production) expect(byItsText.errors?.[0]?.message).toMatch(/PersistedQueryOnly|persisted/i);
    else expect(byItsText.errors?.[0]?.message).toBe('Not signed in');
    expect(server.app.graphqlCounters.yoga - before.yoga).toBe(2);
  });
});
