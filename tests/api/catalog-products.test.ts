/**
 * Products over HTTP: made with their price in cents, their brand and an uploaded image, updated and deleted; each
 * bad field refused with its own code, the price limits exactly, and no delete while a campaign uses the product.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, errorOf } from './account-helpers';
import {
  DashboardSummaryDocument,
  ProductCreateDocument,
  ProductDeleteDocument,
  ProductDocument,
  ProductsDocument,
  ProductUpdateDocument,
} from '../../src/graphql/generated/graphql';
import { campaignProducts, campaigns, products } from '../../server/db/schema';
import { catalogServer, MISSING_ID, PNG, productInput } from './catalog-helpers';

const { api, company, brand, product } = catalogServer();

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
