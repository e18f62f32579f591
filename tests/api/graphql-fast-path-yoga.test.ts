/**
 * /graphql's fast path (server/graphql/fast-path.ts) leaves to yoga everything it must not answer: errors,
 * mutations, other origins, other queries; their answers are yoga's.
 * Yoga's answer is obtained by sending the same query with one extra leading space, which the fast path does
 * not know.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import {
  BrandDocument,
  CompanyDataDocument,
  CompanyLogoutDocument,
} from '../../src/graphql/generated/graphql';
import { operationText } from '../../src/graphql/persisted';
import { fastPathSteps, type Raw, startFastPathWorld, URQL_ACCEPT } from './graphql-fast-path-helpers';

let server: TestServer, token: string;
beforeAll(async () => ({ server, token } = await startFastPathWorld()));
afterAll(() => server?.stop());
const { post, bothPaths, hashOf } = fastPathSteps(() => server);

describe('what goes to yoga', () => {
  it('a call without a valid token: HTTP 401 with yoga’s error body', async () => {
    const { fast, slow, yogaAnswered } = await bothPaths(
      operationText(CompanyDataDocument),
      {},
      {
        accept: URQL_ACCEPT,
      },
    );
    expect(yogaAnswered).toBe(true);
    expect(fast).toEqual(slow);
    expect(fast.status).toBe(401);
    expect(JSON.parse(fast.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('variables of the wrong type: the same error as yoga’s', async () => {
    const { fast, slow } = await bothPaths(
      operationText(BrandDocument),
      { id: { not: 'an id' } },
      { authorization: `Bearer ${token}`, accept: URQL_ACCEPT },
    );
    // The leading space of yoga's copy moves the error's column by one; all else is the same.
    const withoutLocations = (raw: Raw) => ({
      ...raw,
      body: raw.body.replace(/"locations":\[[^\]]*\],?/g, ''),
    });
    expect(withoutLocations(fast)).toEqual(withoutLocations(slow));
    expect(fast.status).toBe(400);
    expect(JSON.parse(fast.body).errors[0].message).toMatch(/\$id/);
  });

  it('a query naming another operation than its text holds', async () => {
    const text = operationText(CompanyDataDocument);
    const answer = await post(
      { operationName: 'Brands', extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(text) } } },
      { authorization: `Bearer ${token}` },
    );
    expect(JSON.parse(answer.body).errors).toBeDefined();
  });

  it('a request from an allowed origin, which needs the CORS headers of yoga’s policy', async () => {
    const before = server.app.graphqlCounters.yoga;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://elsewhere.example',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: operationText(CompanyDataDocument) }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    expect(server.app.graphqlCounters.yoga).toBe(before + 1);
  });

  it('a mutation, even by hash, and its effect is seen by the next query', async () => {
    const second = await readyCompany(server, uniqueEmail('fast-path-logout'));
    const before = server.app.graphqlCounters.yoga;
    const logout = await post(
      {
        extensions: {
          persistedQuery: { version: 1, sha256Hash: hashOf(operationText(CompanyLogoutDocument)) },
        },
      },
      { authorization: `Bearer ${second}` },
    );
    expect(logout.status).toBe(200);
    expect(server.app.graphqlCounters.yoga).toBe(before + 1);
    expect((await call(server, CompanyDataDocument, {}, second)).status).toBe(401);
  });

  it('a body that is not JSON: yoga’s 400', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
  });
});
