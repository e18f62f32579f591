/**
 * /graphql's fast path (server/graphql/fast-path.ts) answers the web app's queries exactly as yoga would: the same
 * status, media type and body, byte for byte, for every query of the manifest and the Accept headers clients
 * send; everything it must not answer (errors, mutations, other origins, other queries) still reaches yoga.
 * Yoga's answer is obtained by sending the same query with one extra leading space, which the fast path does
 * not know.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import {
  BrandCreateDocument,
  BrandDocument,
  BrandsDocument,
  CompanyDataDocument,
  CompanyLogoutDocument,
  DashboardSummaryDocument,
  LiveChannelDocument,
  ProductCreateDocument,
  ProductDocument,
  ProductsDocument,
} from '../../src/graphql/generated/graphql';
import { operationText } from '../../src/graphql/persisted';
import { loadManifest } from '../../server/graphql/persisted';
import { prepareQueries } from '../../server/graphql/fast-path';
import { createSchema } from 'graphql-yoga';
import { readFileSync } from 'node:fs';
import { resolvers } from '../../server/graphql/resolvers';
import { compileQuery, isCompiledQuery } from 'graphql-jit';

const URQL_ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json';

let server: TestServer;
let token: string;
let brandId: string;
let productId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await readyCompany(server, uniqueEmail('fast-path'));
  const brand = await call(
    server,
    BrandCreateDocument,
    { name: 'Acme', description: 'Everyday goods' },
    token,
  );
  brandId = brand.data!.BrandCreate.id;
  const product = await call(
    server,
    ProductCreateDocument,
    {
      brand_id: brandId,
      name: 'Glow serum',
      price: 2499,
      link: 'https://example.com/serum',
      description: 'A light daily serum',
      category: 'beauty',
    },
    token,
  );
  productId = product.data!.ProductCreate.id;
});
afterAll(async () => {
  await server?.stop();
});

type Raw = { status: number; type: string | null; body: string };

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Raw> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The same call twice: as the web app sends it (by hash), and as yoga alone can answer it. */
async function bothPaths(
  document: { toString(): string },
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const text = operationText(document);
  const before = { ...server.app.graphqlCounters };
  const fast = await post(
    { variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(text) } } },
    headers,
  );
  const afterFast = { ...server.app.graphqlCounters };
  const slow = await post({ query: ` ${text}`, variables }, headers);
  const afterSlow = { ...server.app.graphqlCounters };
  return {
    fast,
    slow,
    fastPathAnswered: afterFast.fast - before.fast === 1 && afterFast.yoga === before.yoga,
    yogaAnswered: afterSlow.yoga - afterFast.yoga === 1 && afterSlow.fast === afterFast.fast,
  };
}

describe('the web app’s queries', () => {
  const cases: Array<[string, { toString(): string }, () => Record<string, unknown>]> = [
    ['CompanyData', CompanyDataDocument, () => ({})],
    ['DashboardSummary', DashboardSummaryDocument, () => ({})],
    ['Brands', BrandsDocument, () => ({})],
    ['Brand', BrandDocument, () => ({ id: brandId })],
    ['Products', ProductsDocument, () => ({ search: 'glow', page: 1, page_size: 10 })],
    ['Product', ProductDocument, () => ({ id: productId })],
    ['LiveChannel', LiveChannelDocument, () => ({})],
  ];
  for (const [name, document, variables] of cases) {
    it(`${name}: the fast path answers as yoga does`, async () => {
      for (const accept of [URQL_ACCEPT, 'application/json', '*/*', undefined]) {
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (accept) headers.accept = accept;
        const { fast, slow, fastPathAnswered, yogaAnswered } = await bothPaths(
          document,
          variables(),
          headers,
        );
        expect(fastPathAnswered, `fast path for Accept ${accept}`).toBe(true);
        expect(yogaAnswered).toBe(true);
        expect(fast).toEqual(slow);
        expect(fast.status).toBe(200);
        expect(JSON.parse(fast.body).errors).toBeUndefined();
      }
    });
  }

  it('every query of the manifest parses, validates and compiles', () => {
    const typeDefs = readFileSync(new URL('../../src/graphql/schema.graphql', import.meta.url), 'utf8');
    const schema = createSchema({ typeDefs, resolvers });
    const manifest = loadManifest();
    const queries = prepareQueries(schema, manifest);
    const queryCount = Object.values(manifest).filter((text) => /^\s*query\b/m.test(text)).length;
    expect(queries.byHash.size).toBe(queryCount);
    for (const prepared of queries.byHash.values()) {
      expect(isCompiledQuery(compileQuery(schema, prepared.document, prepared.operationName))).toBe(true);
    }
  });
});

describe('what goes to yoga', () => {
  it('a call without a valid token: HTTP 401 with yoga’s error body', async () => {
    const { fast, slow, yogaAnswered } = await bothPaths(CompanyDataDocument, {}, { accept: URQL_ACCEPT });
    expect(yogaAnswered).toBe(true);
    expect(fast).toEqual(slow);
    expect(fast.status).toBe(401);
    expect(JSON.parse(fast.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('variables of the wrong type: the same error as yoga’s', async () => {
    const { fast, slow } = await bothPaths(
      BrandDocument,
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

  it('a request from another origin, which needs yoga’s CORS headers', async () => {
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
