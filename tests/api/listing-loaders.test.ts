/**
 * A listing's page costs the same number of statements whatever its size: the rows its fields refer to
 * (campaigns, products, creators, brands, portfolios, product counts, a campaign's products) are read through the
 * request's loaders (server/graphql/loaders.ts), one query per kind for the whole page, never one per row. Each
 * listing is asked for a small page and a full one, and the statements the database is handed are counted.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import type { TestServer } from '../support/server';
import { hire } from '../support/deal-calls';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';

const api = serverForTests();

/**
 * How many statements answering `query` hands the database (after one run to warm the request's caches). The job
 * runner shares the database and looks for due jobs every second, whenever it likes: its statements are not the
 * request's, and are left out.
 */
async function statementsOf(server: TestServer, query: string, token: string): Promise<number> {
  const session = (server.app.services.db as unknown as { session: { logger: unknown } }).session;
  const warm = await server.gql(query, {}, token);
  expect(warm.errors).toBeUndefined();
  let count = 0;
  const before = session.logger;
  session.logger = {
    logQuery: (statement: string) => {
      if (!statement.includes('"jobs"')) count += 1;
    },
  };
  try {
    const answer = await server.gql(query, {}, token);
    expect(answer.errors).toBeUndefined();
  } finally {
    session.logger = before;
  }
  return count;
}

describe('listing pages read what their rows refer to once per kind', () => {
  it('deals: a page of one deal and a page of six ask the database as often', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const products = [
      await productOf(server, brand, 'Glow serum'),
      await productOf(server, brand, 'Night cream'),
    ];
    const campaign = await activeCampaign(server, brand, { productIds: products, deals: 3 });
    for (let index = 0; index < 6; index += 1) {
      const creator = await testCreator(server);
      await hire(server, brand, campaign.id, products[index % 2]!, creator.id);
    }
    const page = (size: number) => `{ Deals(page_size: ${size}) { total items {
      id creator { name portfolio { id } } product { name } campaign { name must_haves brand { name } }
    } } }`;
    const one = await statementsOf(server, page(1), brand.token);
    const six = await statementsOf(server, page(6), brand.token);
    expect(six).toBe(one);
  });

  it('campaigns and brands: a page of one and a page of three ask the database as often', async () => {
    const { server } = api;
    const brand = await brandCompany(server);
    const products = [
      await productOf(server, brand, 'Glow serum'),
      await productOf(server, brand, 'Night cream'),
    ];
    for (let index = 0; index < 3; index += 1)
      await activeCampaign(server, brand, { productIds: products, deals: 1 });
    const page = (size: number) => `{ Campaigns(tab: "active", page_size: ${size}) { total items {
      id name brand { name products_count } products { deals product { name } }
    } } }`;
    const one = await statementsOf(server, page(1), brand.token);
    const three = await statementsOf(server, page(3), brand.token);
    expect(three).toBe(one);
    for (const name of ['Second brand', 'Third brand']) {
      const created = await server.gql(
        'mutation($name: String!) { BrandCreate(name: $name, description: "Skin care for every day") { id } }',
        { name },
        brand.token,
      );
      expect(created.errors).toBeUndefined();
    }
    const brands = await server.gql<{ Brands: Array<{ products_count: number }> }>(
      '{ Brands { id products_count } }',
      {},
      brand.token,
    );
    expect(brands.data?.Brands.map((row) => row.products_count).sort()).toEqual([0, 0, 2]);
    const counted = await statementsOf(server, '{ Brands { id name products_count } }', brand.token);
    const listed = await statementsOf(server, '{ Brands { id name } }', brand.token);
    expect(counted).toBe(listed + 1);
  });
});
