/**
 * /graphql's fast path (server/graphql/fast-path.ts) answers the web app's queries exactly as yoga would: the same
 * status, media type and body, byte for byte, for every query of the manifest and the Accept headers clients
 * send; and it accounts for every plugin and option yoga is given.
 * Yoga's answer is obtained by sending the same query with one extra leading space, which the fast path does
 * not know.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { TestServer } from '../support/server';
import { prepareQueries, YOGA_ACCOUNTED_FOR } from '../../server/graphql/fast-path';
import { createApiYoga, yogaOptions, yogaPlugins } from '../../server/graphql/yoga';
import { createYogaContext } from '../../server/context';
import {
  fastPathSteps,
  manifest,
  manifestQueries,
  schema,
  startFastPathWorld,
  URQL_ACCEPT,
  variablesFor,
} from './graphql-fast-path-helpers';

let server: TestServer,
  token: string,
  brandId: string,
  productId: string,
  creatorId: string,
  campaignId: string,
  dealId: string;
beforeAll(
  async () =>
    ({ server, token, brandId, productId, creatorId, campaignId, dealId } = await startFastPathWorld()),
);
afterAll(() => server?.stop());
const { bothPaths } = fastPathSteps(() => server);

describe('the web app’s queries', () => {
  it('are all in the manifest, and there are some', () => {
    expect(manifestQueries.length).toBeGreaterThan(5);
  });

  for (const { name, text, operation } of manifestQueries) {
    it(`${name}: the fast path answers as yoga does`, async () => {
      const variables = variablesFor(operation, {
        Brand: brandId,
        Product: productId,
        Creator: creatorId,
        Campaign: campaignId,
        Deal: dealId,
        token: 'not-a-link-of-ours',
        email: 'ada@example.com',
      });
      for (const accept of [URQL_ACCEPT, 'application/json', '*/*', undefined]) {
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (accept) headers.accept = accept;
        const { fast, slow, fastPathAnswered, yogaAnswered } = await bothPaths(text, variables, headers);
        expect(fastPathAnswered, `fast path for Accept ${accept}`).toBe(true);
        expect(yogaAnswered).toBe(true);
        expect(fast).toEqual(slow);
        expect(fast.status).toBe(200);
        expect(JSON.parse(fast.body).errors).toBeUndefined();
      }
    });
  }

  it('every query of the manifest passes yoga’s parse and validate, limits included, and compiles', () => {
    const yoga = createApiYoga(server.app.services, schema, manifest);
    const envelope = yoga.getEnveloped({ request: new Request('http://localhost/graphql') });
    const queries = prepareQueries(envelope, manifest);
    expect(queries.byHash.size).toBe(manifestQueries.length);
    for (const prepared of queries.byHash.values()) {
      expect(
        isCompiledQuery(compileQuery(schema as GraphQLSchema, prepared.document, prepared.operationName)),
      ).toBe(true);
    }
  });
});

describe('what the fast path accounts for', () => {
  it('every plugin and option yoga is given', () => {
    const { config } = server.app.services;
    const plugins = yogaPlugins(config, manifest);
    const options = yogaOptions(config, schema, plugins, (request) =>
      createYogaContext(server.app.services, request),
    );
    expect(Object.keys(plugins).sort()).toEqual(Object.keys(YOGA_ACCOUNTED_FOR.plugins).sort());
    expect(Object.keys(options).sort()).toEqual(Object.keys(YOGA_ACCOUNTED_FOR.options).sort());
    expect(options.plugins).toEqual(Object.values(plugins));
  });
});
