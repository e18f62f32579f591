/**
 * The catalog API over HTTP: brands, products, the dashboard summary; good and bad input, pages, the refusals
 * that protect data, and tenant isolation (a company never sees or changes another company's catalog).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { call, errorOf, readyCompany, signUp, uniqueEmail } from './account-helpers';
import {
  BrandCreateDocument,
  BrandDeleteDocument,
  BrandDocument,
  BrandsDocument,
  BrandUpdateDocument,
  CompanyDataDocument,
  DashboardSummaryDocument,
  ProductCreateDocument,
  ProductDeleteDocument,
  ProductDocument,
  ProductsDocument,
  ProductUpdateDocument,
  type ProductCreateMutationVariables,
} from '../../src/graphql/generated/graphql';
import { campaignProducts, campaigns, products } from '../../server/db/schema';
import { moveWallet } from '../support/ledger';

/** A 1 × 1 transparent PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const api = serverForTests();

async function company(): Promise<string> {
  return readyCompany(api.server, uniqueEmail('catalog'));
}

async function brand(token: string, name = 'Acme', description = 'Everyday goods for all') {
  const answer = await call(api.server, BrandCreateDocument, { name, description }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.BrandCreate;
}

const productInput = (brandId: string, overrides: Partial<ProductCreateMutationVariables> = {}) => ({
  brand_id: brandId,
  name: 'Glow serum',
  price: 2499,
  link: 'https://example.com/serum',
  description: 'A light daily serum',
  category: 'beauty',
  ...overrides,
});

async function product(
  token: string,
  brandId: string,
  overrides: Partial<ProductCreateMutationVariables> = {},
) {
  const answer = await call(api.server, ProductCreateDocument, productInput(brandId, overrides), token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.ProductCreate;
}

describe('signed-out callers', () => {
  it('get HTTP 401 from every catalog operation', async () => {
    const answers = await Promise.all([
      call(api.server, BrandsDocument, {}),
      call(api.server, BrandDocument, { id: MISSING_ID }),
      call(api.server, BrandCreateDocument, { name: 'Acme', description: 'Everyday goods' }),
      call(api.server, BrandUpdateDocument, { id: MISSING_ID, name: 'Acme', description: 'Everyday goods' }),
      call(api.server, BrandDeleteDocument, { id: MISSING_ID }),
      call(api.server, ProductsDocument, {}),
      call(api.server, ProductDocument, { id: MISSING_ID }),
      call(api.server, ProductCreateDocument, productInput(MISSING_ID)),
      call(api.server, ProductUpdateDocument, { id: MISSING_ID, ...productInput(MISSING_ID) }),
      call(api.server, ProductDeleteDocument, { id: MISSING_ID }),
      call(api.server, DashboardSummaryDocument, {}),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('UNAUTHENTICATED');
    }
  });

  it('are refused with a revoked or made-up token too', async () => {
    const answer = await call(api.server, BrandsDocument, {}, 'not-a-real-token');
    expect(answer.status).toBe(401);
  });
});

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

describe('products', () => {
  it('creates a product with its price in cents and its brand, and reads it back', async () => {
    const token = await company();
    const owner = await brand(token);
    const created = await product(token, owner.id);
    expect(created).toMatchObject({
      name: 'Glow serum',
      price: 2499,
      link: 'https://example.com/serum',
      description: 'A light daily serum',
      category: 'beauty',
      image: null,
      brand: { id: owner.id, name: 'Acme' },
    });
    const one = await call(api.server, ProductDocument, { id: created.id }, token);
    expect(one.data?.Product).toEqual(created);
  });

  it('stores an uploaded image and serves it under /files/', async () => {
    const token = await company();
    const owner = await brand(token);
    const created = await product(token, owner.id, { image: PNG });
    expect(created.image).toMatch(/^\/files\/[A-Za-z0-9_-]+\.png$/);
    const response = await fetch(`${api.server.url}${created.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('refuses each bad field with its own code and stores nothing', async () => {
    const token = await company();
    const owner = await brand(token);
    const answer = await call(
      api.server,
      ProductCreateDocument,
      productInput(owner.id, {
        name: 'ab',
        price: 299,
        link: 'example.com',
        description: 'short',
        category: 'cars',
        image: 'data:text/plain;base64,aGVsbG8=',
      }),
      token,
    );
    expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
    expect(errorOf(answer).extensions.fields).toEqual({
      name: { code: 'length', params: { min: 3, max: 30 } },
      price: { code: 'moneyMin', params: { min: 3 } },
      link: { code: 'url' },
      description: { code: 'length', params: { min: 6, max: 300 } },
      category: { code: 'oneOf' },
      image: { code: 'imageType' },
    });
    const tooDear = await call(
      api.server,
      ProductCreateDocument,
      productInput(owner.id, { price: 10_000_001 }),
      token,
    );
    expect(errorOf(tooDear).extensions.fields).toEqual({
      price: { code: 'moneyMax', params: { max: 100000 } },
    });
    const noBrand = await call(api.server, ProductCreateDocument, productInput(MISSING_ID), token);
    expect(errorOf(noBrand).extensions.fields).toEqual({ brand_id: { code: 'oneOf' } });
    const malformedBrand = await call(api.server, ProductCreateDocument, productInput('abc'), token);
    expect(errorOf(malformedBrand).extensions.fields).toEqual({ brand_id: { code: 'oneOf' } });
    expect((await call(api.server, ProductsDocument, {}, token)).data?.Products.total).toBe(0);
  });

  it('accepts the price limits exactly: $3.00 and $100,000.00', async () => {
    const token = await company();
    const owner = await brand(token);
    expect((await product(token, owner.id, { price: 300 })).price).toBe(300);
    expect((await product(token, owner.id, { price: 10_000_000 })).price).toBe(10_000_000);
  });

  it('updates a product, keeping the image when none is sent, replacing it, and removing it', async () => {
    const token = await company();
    const first = await brand(token);
    const second = await brand(token, 'Bolt', 'Fast moving goods');
    const created = await product(token, first.id, { image: PNG });

    const moved = await call(
      api.server,
      ProductUpdateDocument,
      {
        id: created.id,
        ...productInput(second.id, { name: 'Glow serum XL', price: 3999, category: 'health' }),
      },
      token,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.ProductUpdate).toMatchObject({
      name: 'Glow serum XL',
      price: 3999,
      category: 'health',
      image: created.image,
      brand: { id: second.id, name: 'Bolt' },
    });

    const replaced = await call(
      api.server,
      ProductUpdateDocument,
      { id: created.id, ...productInput(second.id, { image: PNG }) },
      token,
    );
    const newImage = replaced.data?.ProductUpdate.image;
    expect(newImage).toMatch(/^\/files\//);
    expect(newImage).not.toBe(created.image);
    expect((await fetch(`${api.server.url}${created.image}`)).status).toBe(404);

    const removed = await call(
      api.server,
      ProductUpdateDocument,
      { id: created.id, ...productInput(second.id, { image: '' }) },
      token,
    );
    expect(removed.data?.ProductUpdate.image).toBeNull();
    expect((await fetch(`${api.server.url}${newImage}`)).status).toBe(404);
  });

  it('refuses a bad update without changing the product', async () => {
    const token = await company();
    const owner = await brand(token);
    const created = await product(token, owner.id);
    const bad = await call(
      api.server,
      ProductUpdateDocument,
      { id: created.id, ...productInput(owner.id, { price: 100, link: 'nope' }) },
      token,
    );
    expect(errorOf(bad).extensions.fields).toEqual({
      price: { code: 'moneyMin', params: { min: 3 } },
      link: { code: 'url' },
    });
    const unknown = await call(
      api.server,
      ProductUpdateDocument,
      { id: MISSING_ID, ...productInput(owner.id) },
      token,
    );
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    expect((await call(api.server, ProductDocument, { id: created.id }, token)).data?.Product).toEqual(
      created,
    );
  });

  it('deletes a product and its image; a second delete is NOT_FOUND', async () => {
    const token = await company();
    const owner = await brand(token);
    const created = await product(token, owner.id, { image: PNG });
    const deleted = await call(api.server, ProductDeleteDocument, { id: created.id }, token);
    expect(deleted.data?.ProductDelete.status).toBe(true);
    expect((await call(api.server, ProductDocument, { id: created.id }, token)).data?.Product).toBeNull();
    expect((await fetch(`${api.server.url}${created.image}`)).status).toBe(404);
    expect(errorOf(await call(api.server, ProductDeleteDocument, { id: created.id }, token)).code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses to delete a product that a campaign uses', async () => {
    const token = await company();
    const owner = await brand(token);
    const used = await product(token, owner.id);
    const { db } = api.server.app.services;
    // Campaigns are created through their own screens in a later issue; here one is written directly.
    const [owned] = await db.select().from(products).where(eq(products.id, used.id));
    const [campaign] = await db
      .insert(campaigns)
      .values({ company_id: owned!.company_id, brand_id: owner.id, name: 'Summer launch', kind: 'ugc_image' })
      .returning();
    await db.insert(campaignProducts).values({ campaign_id: campaign!.id, product_id: used.id });
    const refused = await call(api.server, ProductDeleteDocument, { id: used.id }, token);
    expect(errorOf(refused).code).toBe('PRODUCT_IN_USE');
    expect((await call(api.server, ProductDocument, { id: used.id }, token)).data?.Product?.id).toBe(used.id);
    const summary = await call(api.server, DashboardSummaryDocument, {}, token);
    expect(summary.data?.DashboardSummary.campaigns).toBe(1);
    await db.delete(campaigns).where(eq(campaigns.id, campaign!.id));
    expect(
      (await call(api.server, ProductDeleteDocument, { id: used.id }, token)).data?.ProductDelete.status,
    ).toBe(true);
  });
});

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

describe('the dashboard summary', () => {
  it('counts brands and products and sums the wallet ledger', async () => {
    const token = await company();
    const empty = await call(api.server, DashboardSummaryDocument, {}, token);
    expect(empty.data?.DashboardSummary).toEqual({
      brands: 0,
      products: 0,
      campaigns: 0,
      wallet_balance: 0,
      campaigns_rejected: 0,
      content_to_review: 0,
      content_received: 0,
      spent_this_month: 0,
    });

    const owner = await brand(token);
    await brand(token, 'Bolt', 'Fast moving goods');
    await product(token, owner.id);
    const me = await call(api.server, CompanyDataDocument, {}, token);
    const companyId = me.data!.CompanyData.id;
    await moveWallet(api.server.app.services, companyId, 50_000);
    await moveWallet(api.server.app.services, companyId, -12_345);
    const summary = await call(api.server, DashboardSummaryDocument, {}, token);
    expect(summary.data?.DashboardSummary).toEqual({
      brands: 2,
      products: 1,
      campaigns: 0,
      wallet_balance: 37_655,
      campaigns_rejected: 0,
      content_to_review: 0,
      content_received: 0,
      spent_this_month: 0,
    });
  });

  it('is closed to a company that has not verified its e-mail yet, as the dashboard is', async () => {
    const { token } = await signUp(api.server, uniqueEmail('fresh'));
    const summary = await call(api.server, DashboardSummaryDocument, {}, token);
    expect(summary.status).toBe(403);
    expect(errorOf(summary).code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('tenant isolation', () => {
  it('gives a second company nothing of the first, and lets it change nothing, even with the right ids', async () => {
    const owner = await company();
    const other = await company();
    const ownerBrand = await brand(owner);
    const ownerProduct = await product(owner, ownerBrand.id, { image: PNG });
    const before = {
      brands: (await call(api.server, BrandsDocument, {}, owner)).data,
      products: (await call(api.server, ProductsDocument, {}, owner)).data,
      summary: (await call(api.server, DashboardSummaryDocument, {}, owner)).data,
    };

    // Reading.
    expect((await call(api.server, BrandsDocument, {}, other)).data?.Brands).toEqual([]);
    expect((await call(api.server, BrandDocument, { id: ownerBrand.id }, other)).data?.Brand).toBeNull();
    expect((await call(api.server, ProductsDocument, {}, other)).data?.Products).toMatchObject({
      total: 0,
      items: [],
    });
    expect(
      (await call(api.server, ProductsDocument, { brand_id: ownerBrand.id }, other)).data?.Products.total,
    ).toBe(0);
    expect(
      (await call(api.server, ProductDocument, { id: ownerProduct.id }, other)).data?.Product,
    ).toBeNull();
    expect((await call(api.server, DashboardSummaryDocument, {}, other)).data?.DashboardSummary).toEqual({
      brands: 0,
      products: 0,
      campaigns: 0,
      wallet_balance: 0,
      campaigns_rejected: 0,
      content_to_review: 0,
      content_received: 0,
      spent_this_month: 0,
    });

    // Changing: every answer is the same as for an id that does not exist.
    const brandUpdate = await call(
      api.server,
      BrandUpdateDocument,
      { id: ownerBrand.id, name: 'Hijacked', description: 'Taken over by another' },
      other,
    );
    expect(errorOf(brandUpdate).code).toBe('NOT_FOUND');
    expect(errorOf(await call(api.server, BrandDeleteDocument, { id: ownerBrand.id }, other)).code).toBe(
      'NOT_FOUND',
    );
    const intoForeignBrand = await call(
      api.server,
      ProductCreateDocument,
      productInput(ownerBrand.id),
      other,
    );
    expect(errorOf(intoForeignBrand).extensions.fields).toEqual({ brand_id: { code: 'oneOf' } });
    const productUpdate = await call(
      api.server,
      ProductUpdateDocument,
      { id: ownerProduct.id, ...productInput(ownerBrand.id, { name: 'Hijacked', image: '' }) },
      other,
    );
    expect(errorOf(productUpdate).code).toBe('NOT_FOUND');
    const ownBrand = await brand(other, 'Other', 'Another company brand');
    const viaOwnBrand = await call(
      api.server,
      ProductUpdateDocument,
      { id: ownerProduct.id, ...productInput(ownBrand.id, { name: 'Hijacked' }) },
      other,
    );
    expect(errorOf(viaOwnBrand).code).toBe('NOT_FOUND');
    const ownProduct = await product(other, ownBrand.id);
    const moveToForeign = await call(
      api.server,
      ProductUpdateDocument,
      { id: ownProduct.id, ...productInput(ownerBrand.id) },
      other,
    );
    expect(errorOf(moveToForeign).extensions.fields).toEqual({ brand_id: { code: 'oneOf' } });
    expect(errorOf(await call(api.server, ProductDeleteDocument, { id: ownerProduct.id }, other)).code).toBe(
      'NOT_FOUND',
    );

    // The first company's catalog is exactly as it was, image included.
    expect((await call(api.server, BrandsDocument, {}, owner)).data).toEqual(before.brands);
    expect((await call(api.server, ProductsDocument, {}, owner)).data).toEqual(before.products);
    expect((await call(api.server, DashboardSummaryDocument, {}, owner)).data).toEqual(before.summary);
    expect((await fetch(`${api.server.url}${ownerProduct.image}`)).status).toBe(200);
    // And the second company sees only its own.
    expect(
      (await call(api.server, ProductsDocument, {}, other)).data?.Products.items.map((p) => p.id),
    ).toEqual([ownProduct.id]);
  });
});
