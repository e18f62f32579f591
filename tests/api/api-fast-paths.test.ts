/**
 * The API's fast paths keep their guarantees: the in-process session cache never outlives a revocation or a
 * change made in this process, a revocation made by another instance (straight in the database) is seen within
 * SESSION_CACHE_TTL_MS, each company reads only its own wallet, and /graphql bodies are bounded by their
 * declared length.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../support/server';
import { companies, ledgerEntries, sessions } from '../../server/db/schema';
import { sha256 } from '../../server/services/crypto';
import { SESSION_CACHE_TTL_MS } from '../../server/services/session-cache';
import {
  CompanyDataDocument,
  CompanyLogoutDocument,
  CompanyUpdateDataDocument,
} from '../../src/graphql/generated/graphql';
import { call, readyCompany, uniqueEmail } from './account-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('session cache', () => {
  it('answers 401 right after log-out, though the token was just served from the cache', async () => {
    const token = await readyCompany(server, uniqueEmail('cache-logout'));
    expect((await call(server, CompanyDataDocument, {}, token)).status).toBe(200);
    expect((await call(server, CompanyDataDocument, {}, token)).status).toBe(200);
    expect((await call(server, CompanyLogoutDocument, {}, token)).status).toBe(200);
    expect((await call(server, CompanyDataDocument, {}, token)).status).toBe(401);
  });

  it('shows a change of the company at once to a session already cached', async () => {
    const token = await readyCompany(server, uniqueEmail('cache-update'));
    await call(server, CompanyDataDocument, {}, token);
    await call(server, CompanyUpdateDataDocument, { company_name: 'Renamed Goods', privacy: true }, token);
    const data = await call(server, CompanyDataDocument, {}, token);
    expect(data.data?.CompanyData).toMatchObject({ company_name: 'Renamed Goods', privacy: true });
  });

  it('sees a revocation made by another instance within the cache lifetime', async () => {
    const token = await readyCompany(server, uniqueEmail('cache-elsewhere'));
    expect((await call(server, CompanyDataDocument, {}, token)).status).toBe(200);
    await server.app.services.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.token_hash, sha256(token)));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 100));
    expect((await call(server, CompanyDataDocument, {}, token)).status).toBe(401);
  });

  it('gives each company its own account and wallet when both are cached', async () => {
    const firstEmail = uniqueEmail('cache-first');
    const secondEmail = uniqueEmail('cache-second');
    const first = await readyCompany(server, firstEmail);
    const second = await readyCompany(server, secondEmail);
    const [row] = await server.app.services.db
      .select()
      .from(companies)
      .where(eq(companies.email, firstEmail));
    await server.app.services.db
      .insert(ledgerEntries)
      .values({ company_id: row!.id, amount_cents: 4_200, kind: 'top_up' });
    for (let round = 0; round < 2; round += 1) {
      const [a, b] = await Promise.all([
        call(server, CompanyDataDocument, {}, first),
        call(server, CompanyDataDocument, {}, second),
      ]);
      expect(a.data?.CompanyData).toMatchObject({ email: firstEmail, wallet: { balance: 4_200 } });
      expect(b.data?.CompanyData).toMatchObject({ email: secondEmail, wallet: { balance: 0 } });
    }
  });
});

describe('/graphql body limit', () => {
  const body = JSON.stringify({ query: '{ __typename }' });
  const post = (headers: Record<string, string>, payload: BodyInit) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: payload,
      duplex: 'half',
    } as RequestInit);

  it('answers a request with a declared length', async () => {
    const answer = await post({}, body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a body without a declared length with 411', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    expect((await post({}, stream)).status).toBe(411);
  });
});
