/**
 * /graphql's fast path (server/graphql/fast-path.ts) answers the web app's queries exactly as yoga would: the same
 * status, media type and body, byte for byte, for every query of the manifest and the Accept headers clients
 * send; everything it must not answer (errors, mutations, other origins, other queries) still reaches yoga.
 * Yoga's answer is obtained by sending the same query with one extra leading space, which the fast path does
 * not know.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  getOperationAST,
  parse,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { createSchema } from 'graphql-yoga';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { startTestServer, type TestServer } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import {
  BrandCreateDocument,
  BrandDocument,
  CompanyDataDocument,
  CompanyLogoutDocument,
  DealHireDocument,
  ProductCreateDocument,
} from '../../src/graphql/generated/graphql';
import { activeCampaign, testCreator } from '../support/deals';
import { companies } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { operationText } from '../../src/graphql/persisted';
import { loadManifest } from '../../server/graphql/persisted';
import { prepareQueries, YOGA_ACCOUNTED_FOR } from '../../server/graphql/fast-path';
import { createApiYoga, yogaOptions, yogaPlugins } from '../../server/graphql/yoga';
import { resolvers } from '../../server/graphql/resolvers';
import { readTypeDefs } from '../../server/graphql/type-defs';
import { createYogaContext, type Context } from '../../server/context';

const URQL_ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json';

const typeDefs = readTypeDefs();
const schema = createSchema<Context>({ typeDefs, resolvers });
const manifest = loadManifest();

/** The manifest's queries: every query the web app sends. */
const manifestQueries = Object.values(manifest).flatMap((text) => {
  const operation = getOperationAST(parse(text));
  return operation?.operation === 'query' && operation.name
    ? [{ name: operation.name.value, text, operation }]
    : [];
});

let server: TestServer;
let token: string;
let brandId: string;
let productId: string;
let creatorId: string;
let campaignId: string;
let dealId: string;

beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: ['https://elsewhere.example'] });
  const email = uniqueEmail('fast-path');
  token = await readyCompany(server, email);
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
  const creator = await server.staff('creator-add', {
    name: 'Maya López',
    handle: 'maya.glow',
    tier: 'pro',
    categories: ['beauty'],
    country: 'MX',
    languages: ['es', 'en'],
    gender: 'female',
    age: 27,
    ethnicity: 'hispanic',
    bio: 'Skincare routines for busy mornings.',
    street: 'Calle de la Luna 12',
    city: 'Guadalajara',
    region: 'Jalisco',
    postal_code: '44100',
  });
  creatorId = (creator.body.creator as { id: string }).id;
  // A campaign with one deal, for the campaign and deal queries.
  const [company] = await server.app.services.db.select().from(companies).where(eq(companies.email, email));
  const campaign = await activeCampaign(
    server,
    { token, companyId: company!.id, brandId, email },
    { productIds: [productId] },
  );
  campaignId = campaign.id;
  const hired = await testCreator(server);
  const deal = await call(
    server,
    DealHireDocument,
    {
      campaign_id: campaignId,
      product_id: productId,
      creator_id: hired.id,
      idempotency_key: 'fast-path-hire',
    },
    token,
  );
  expect(deal.errors).toBeUndefined();
  dealId = deal.data!.DealHire.id;
});
afterAll(async () => {
  await server?.stop();
});

type Raw = { status: number; type: string | null; headers: Record<string, string | null>; body: string };

/** The answer headers both paths must agree on, besides the media type. */
const COMPARED_HEADERS = ['x-content-type-options', 'cache-control', 'access-control-allow-origin', 'vary'];

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Raw> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)])),
    body: await response.text(),
  };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The same call twice: as the web app sends it (by hash), and as yoga alone can answer it. */
async function bothPaths(text: string, variables: Record<string, unknown>, headers: Record<string, string>) {
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

/**
 * Values for a query's required variables, from what the test company owns: an ID argument names a row of the
 * type the field returns (`id`) or of the type it is named after (`brand_id`); any other is given by its name
 * (`token`). Optional variables are left out.
 */
function variablesFor(
  operation: OperationDefinitionNode,
  owned: Record<string, string>,
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  const root = schema.getQueryType()!.getFields();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.type.kind !== 'NonNullType') continue;
    const name = definition.variable.name.value;
    const field = operation.selectionSet.selections.find(
      (selection) =>
        selection.kind === 'Field' &&
        selection.arguments?.some(
          (argument) => argument.value.kind === 'Variable' && argument.value.name.value === name,
        ),
    );
    const fieldName = field?.kind === 'Field' ? field.name.value : '';
    const returned = root[fieldName] ? getNamedType(root[fieldName].type).name : '';
    const entity = name === 'id' ? returned : name.replace(/_id$/, '').replace(/^./, (c) => c.toUpperCase());
    const value = owned[name] ?? owned[entity];
    if (value === undefined) throw new Error(`No value for $${name} of ${fieldName}: teach variablesFor`);
    variables[name] = value;
  }
  return variables;
}

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
