/**
 * Who may reach the catalog API over HTTP: signed-out callers and bad tokens get HTTP 401 from every operation, and
 * tenant isolation holds (a company never sees or changes another company's catalog, even with the right ids).
 */
import { describe, expect, it } from 'vitest';
import { call, errorOf } from './account-helpers';
import {
  BrandCreateDocument,
  BrandDeleteDocument,
  BrandDocument,
  BrandsDocument,
  BrandUpdateDocument,
  DashboardSummaryDocument,
  ProductCreateDocument,
  ProductDeleteDocument,
  ProductDocument,
  ProductsDocument,
  ProductUpdateDocument,
} from '../../src/graphql/generated/graphql';
import { catalogServer, MISSING_ID, PNG, productInput } from './catalog-helpers';

const { api, company, brand, product } = catalogServer();

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
