/**
 * The product list over HTTP: pages of every product, newest first, with the total; a search by name and a filter
 * by brand; bad pages refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from './account-helpers';
import { ProductsDocument } from '../../src/graphql/generated/graphql';
import { catalogServer } from './catalog-helpers';

const { api, company, brand, product } = catalogServer();

describe('the product list', () => {
  let token: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    token = await company();
    first = (await brand(token, 'Acme', 'Everyday goods for all')).id;
    second = (await brand(token, 'Bolt', 'Fast moving goods')).id;
    for (let index = 1; index <= 25; index += 1) {
      await product(token, index % 5 === 0 ? second : first, {
        name: `Item ${String(index).padStart(2, '0')}`,
      });
    }
    await product(token, first, { name: '50% off bundle' });
  });

  it('pages through every product, newest first, with the total', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const answer = await call(api.server, ProductsDocument, { page, page_size: 10 }, token);
      expect(answer.data?.Products).toMatchObject({ total: 26, page, page_size: 10 });
      seen.push(...(answer.data?.Products.items.map((item) => item.name) ?? []));
    }
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
    expect(seen[0]).toBe('50% off bundle');
    expect(seen[1]).toBe('Item 25');
  });

  it('uses pages of 12 by default and answers an empty page past the end', async () => {
    const answer = await call(api.server, ProductsDocument, {}, token);
    expect(answer.data?.Products).toMatchObject({ total: 26, page: 1, page_size: 12 });
    expect(answer.data?.Products.items).toHaveLength(12);
    const past = await call(api.server, ProductsDocument, { page: 9, page_size: 10 }, token);
    expect(past.data?.Products).toMatchObject({ total: 26, page: 9, items: [] });
  });

  it('searches by name, ignoring case, and treats % as a letter', async () => {
    const answer = await call(api.server, ProductsDocument, { search: 'ITEM 1' }, token);
    expect(answer.data?.Products.total).toBe(10);
    expect(answer.data?.Products.items.every((item) => item.name.startsWith('Item 1'))).toBe(true);
    const percent = await call(api.server, ProductsDocument, { search: '50%' }, token);
    expect(percent.data?.Products.items.map((item) => item.name)).toEqual(['50% off bundle']);
    const blank = await call(api.server, ProductsDocument, { search: '   ' }, token);
    expect(blank.data?.Products.total).toBe(26);
  });

  it('filters by brand, and combines the filter with the search', async () => {
    const bolt = await call(api.server, ProductsDocument, { brand_id: second }, token);
    expect(bolt.data?.Products.total).toBe(5);
    expect(bolt.data?.Products.items.every((item) => item.brand.id === second)).toBe(true);
    const both = await call(api.server, ProductsDocument, { brand_id: second, search: 'item 1' }, token);
    expect(both.data?.Products.items.map((item) => item.name)).toEqual(['Item 15', 'Item 10']);
    const unknown = await call(api.server, ProductsDocument, { brand_id: 'nope' }, token);
    expect(unknown.data?.Products.total).toBe(0);
  });

  it('refuses a page below 1 and a page size over 100', async () => {
    const zero = await call(api.server, ProductsDocument, { page: 0 }, token);
    expect(errorOf(zero).extensions.fields).toEqual({ page: { code: 'min', params: { min: 1 } } });
    const huge = await call(api.server, ProductsDocument, { page_size: 101 }, token);
    expect(errorOf(huge).extensions.fields).toEqual({ page_size: { code: 'max', params: { max: 100 } } });
  });
});
