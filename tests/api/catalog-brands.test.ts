/**
 * Brands over HTTP: made, listed, read, updated and deleted; good and bad input field by field, the limits
 * exactly, one name per company whatever the letter case, and no delete while the brand has products.
 */
import { describe, expect, it } from 'vitest';
import { call, errorOf } from './account-helpers';
import {
  BrandCreateDocument,
  BrandDeleteDocument,
  BrandDocument,
  BrandsDocument,
  BrandUpdateDocument,
  ProductDeleteDocument,
} from '../../src/graphql/generated/graphql';
import { catalogServer, MISSING_ID } from './catalog-helpers';

const { api, company, brand, product } = catalogServer();

describe('brands', () => {
  it('creates a brand, trimming its fields, and lists and reads it', async () => {
    const token = await company();
    const created = await brand(token, '  Acme  ', '  Everyday goods for all  ');
    expect(created).toMatchObject({ name: 'Acme', description: 'Everyday goods for all', products_count: 0 });
    expect(Date.parse(created.created_at)).not.toBeNaN();

    const listed = await call(api.server, BrandsDocument, {}, token);
    expect(listed.data?.Brands).toEqual([created]);
    const one = await call(api.server, BrandDocument, { id: created.id }, token);
    expect(one.data?.Brand).toEqual(created);
  });

  it('lists brands by name with the number of products of each', async () => {
    const token = await company();
    const zeta = await brand(token, 'Zeta', 'Last in the alphabet');
    const alpha = await brand(token, 'alpha', 'First in the alphabet');
    await product(token, zeta.id);
    await product(token, zeta.id, { name: 'Second serum' });
    const listed = await call(api.server, BrandsDocument, {}, token);
    expect(listed.data?.Brands.map((b) => [b.name, b.products_count])).toEqual([
      ['alpha', 0],
      ['Zeta', 2],
    ]);
    expect(listed.data?.Brands[0]?.id).toBe(alpha.id);
  });

  it('refuses names and descriptions outside the rules, field by field, and stores nothing', async () => {
    const token = await company();
    const answer = await call(api.server, BrandCreateDocument, { name: 'Ac', description: 'Short' }, token);
    const { code, extensions } = errorOf(answer);
    expect(code).toBe('BAD_USER_INPUT');
    expect(extensions.fields).toEqual({
      name: { code: 'length', params: { min: 3, max: 20 } },
      description: { code: 'length', params: { min: 8, max: 50 } },
    });
    const tooLong = await call(
      api.server,
      BrandCreateDocument,
      { name: 'A'.repeat(21), description: 'D'.repeat(51) },
      token,
    );
    expect(Object.keys(errorOf(tooLong).extensions.fields as object)).toEqual(['name', 'description']);
    const blank = await call(api.server, BrandCreateDocument, { name: '   ', description: '' }, token);
    expect(errorOf(blank).extensions.fields).toEqual({
      name: { code: 'required' },
      description: { code: 'required' },
    });
    expect((await call(api.server, BrandsDocument, {}, token)).data?.Brands).toEqual([]);
  });

  it('refuses a second brand of the same name, whatever the letter case, beside the name field', async () => {
    const token = await company();
    const northwind = await brand(token, 'Northwind', 'Outdoor gear for every season');
    const again = await call(
      api.server,
      BrandCreateDocument,
      { name: ' NORTHWIND ', description: 'The same name again' },
      token,
    );
    expect(errorOf(again).extensions).toMatchObject({
      code: 'BRAND_NAME_TAKEN',
      fields: { name: { code: 'brandNameTaken' } },
    });
    const other = await brand(token, 'Southwind', 'Beachwear for the summer');
    const renamed = await call(
      api.server,
      BrandUpdateDocument,
      { id: other.id, name: 'northwind', description: 'Beachwear for the summer' },
      token,
    );
    expect(errorOf(renamed).code).toBe('BRAND_NAME_TAKEN');
    // A brand may change the case of its own name, and another company may use the name.
    const recased = await call(
      api.server,
      BrandUpdateDocument,
      { id: northwind.id, name: 'NorthWind', description: 'Outdoor gear for every season' },
      token,
    );
    expect(recased.data?.BrandUpdate.name).toBe('NorthWind');
    await brand(await company(), 'northwind', 'Another company, same name');
    expect((await call(api.server, BrandsDocument, {}, token)).data?.Brands.map((b) => b.name)).toEqual([
      'NorthWind',
      'Southwind',
    ]);
  });

  it('accepts the limits exactly: 3 and 20 characters of name, 8 and 50 of description', async () => {
    const token = await company();
    await brand(token, 'Abc', 'D'.repeat(8));
    await brand(token, 'A'.repeat(20), 'D'.repeat(50));
  });

  it('updates a brand, and refuses bad input without changing it', async () => {
    const token = await company();
    const created = await brand(token);
    const updated = await call(
      api.server,
      BrandUpdateDocument,
      { id: created.id, name: 'Acme Pro', description: 'Professional goods' },
      token,
    );
    expect(updated.data?.BrandUpdate).toMatchObject({
      id: created.id,
      name: 'Acme Pro',
      description: 'Professional goods',
    });
    const bad = await call(
      api.server,
      BrandUpdateDocument,
      { id: created.id, name: 'A', description: 'x' },
      token,
    );
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
    expect((await call(api.server, BrandDocument, { id: created.id }, token)).data?.Brand?.name).toBe(
      'Acme Pro',
    );
  });

  it('answers NOT_FOUND for an unknown or malformed brand id', async () => {
    const token = await company();
    for (const id of [MISSING_ID, 'not-a-uuid']) {
      const update = await call(
        api.server,
        BrandUpdateDocument,
        { id, name: 'Acme', description: 'Everyday goods' },
        token,
      );
      expect(errorOf(update).code).toBe('NOT_FOUND');
      expect(errorOf(await call(api.server, BrandDeleteDocument, { id }, token)).code).toBe('NOT_FOUND');
      expect((await call(api.server, BrandDocument, { id }, token)).data?.Brand).toBeNull();
    }
  });

  it('refuses to delete a brand that has products, then deletes it once they are gone', async () => {
    const token = await company();
    const created = await brand(token);
    const item = await product(token, created.id);
    const refused = await call(api.server, BrandDeleteDocument, { id: created.id }, token);
    expect(refused.status).toBe(200);
    expect(errorOf(refused).code).toBe('BRAND_HAS_PRODUCTS');
    expect(refused.errors?.[0]?.message).toMatch(/still has products/);
    expect((await call(api.server, BrandDocument, { id: created.id }, token)).data?.Brand).not.toBeNull();

    expect(
      (await call(api.server, ProductDeleteDocument, { id: item.id }, token)).data?.ProductDelete.status,
    ).toBe(true);
    const deleted = await call(api.server, BrandDeleteDocument, { id: created.id }, token);
    expect(deleted.data?.BrandDelete.status).toBe(true);
    expect((await call(api.server, BrandsDocument, {}, token)).data?.Brands).toEqual([]);
    expect(errorOf(await call(api.server, BrandDeleteDocument, { id: created.id }, token)).code).toBe(
      'NOT_FOUND',
    );
  });
});
