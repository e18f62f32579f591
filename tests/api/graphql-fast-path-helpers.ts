/**
 * Shared steps of the fast path tests (tests/api/graphql-fast-path-*.test.ts): the schema and manifest of the web
 * app's queries, a server with a company that owns a row of every kind they ask for, the same call sent by hash
 * (the fast path) and with one extra leading space (yoga alone), and values for a query's variables.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { getNamedType, getOperationAST, type OperationDefinitionNode, parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { startTestServer, type TestServer } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import {
  BrandCreateDocument,
  DealHireDocument,
  ProductCreateDocument,
} from '../../src/graphql/generated/graphql';
import { activeCampaign, testCreator } from '../support/deals';
import { companies } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { loadManifest } from '../../server/graphql/persisted';
import { resolvers } from '../../server/graphql/resolvers';
import { readTypeDefs } from '../../server/graphql/type-defs';
import type { Context } from '../../server/context';

export const URQL_ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json';

export const typeDefs = readTypeDefs();
export const schema = createSchema<Context>({ typeDefs, resolvers });
export const manifest = loadManifest();

/** The manifest's queries: every query the web app sends. */
export const manifestQueries = Object.values(manifest).flatMap((text) => {
  const operation = getOperationAST(parse(text));
  return operation?.operation === 'query' && operation.name
    ? [{ name: operation.name.value, text, operation }]
    : [];
});

/**
 * The server of one fast-path test file (it also allows one other origin) and what its test company owns: a brand,
 * a product, a creator, an active campaign and a deal hired on it.
 */
export async function startFastPathWorld() {
  const server = await startTestServer({ allowedOrigins: ['https://elsewhere.example'] });
  const email = uniqueEmail('fast-path');
  const token = await readyCompany(server, email);
  const brand = await call(
    server,
    BrandCreateDocument,
    { name: 'Acme', description: 'Everyday goods' },
    token,
  );
  const brandId = brand.data!.BrandCreate.id;
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
  const productId = product.data!.ProductCreate.id;
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
  const creatorId = (creator.body.creator as { id: string }).id;
  // A campaign with one deal, for the campaign and deal queries.
  const [company] = await server.app.services.db.select().from(companies).where(eq(companies.email, email));
  const campaign = await activeCampaign(
    server,
    { token, companyId: company!.id, brandId, email },
    { productIds: [productId] },
  );
  const campaignId = campaign.id;
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
  const dealId = deal.data!.DealHire.id;
  return { server, token, brandId, productId, creatorId, campaignId, dealId };
}

export type Raw = {
  status: number;
  type: string | null;
  headers: Record<string, string | null>;
  body: string;
};

/** Calls of /graphql on the file's server, as the web app sends them and as yoga alone answers them. */
export function fastPathSteps(current: () => TestServer) {
  /** The answer headers both paths must agree on, besides the media type. */
  const COMPARED_HEADERS = ['x-content-type-options', 'cache-control', 'access-control-allow-origin', 'vary'];

  async function post(body: unknown, headers: Record<string, string> = {}): Promise<Raw> {
    const response = await fetch(`${current().url}/graphql`, {
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
  async function bothPaths(
    text: string,
    variables: Record<string, unknown>,
    headers: Record<string, string>,
  ) {
    const before = { ...current().app.graphqlCounters };
    const fast = await post(
      { variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(text) } } },
      headers,
    );
    const afterFast = { ...current().app.graphqlCounters };
    const slow = await post({ query: ` ${text}`, variables }, headers);
    const afterSlow = { ...current().app.graphqlCounters };
    return {
      fast,
      slow,
      fastPathAnswered: afterFast.fast - before.fast === 1 && afterFast.yoga === before.yoga,
      yogaAnswered: afterSlow.yoga - afterFast.yoga === 1 && afterSlow.fast === afterFast.fast,
    };
  }

  return { post, bothPaths, hashOf };
}

/**
 * Values for a query's required variables, from what the test company owns: an ID argument names a row of the
 * type the field returns (`id`) or of the type it is named after (`brand_id`); any other is given by its name
 * (`token`). Optional variables are left out.
 */
export function variablesFor(
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
