/**
 * Shared steps of the catalog API tests (tests/api/catalog-*.test.ts): a ready company, its brands and products
 * made over HTTP, and a picture to upload.
 */
import { expect } from 'vitest';
import { serverForTests } from '../support/server';
import { call, readyCompany, uniqueEmail } from './account-helpers';
import {
  BrandCreateDocument,
  ProductCreateDocument,
  type ProductCreateMutationVariables,
} from '../../src/graphql/generated/graphql';

/** A 1 × 1 transparent PNG. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export const productInput = (brandId: string, overrides: Partial<ProductCreateMutationVariables> = {}) => ({
  brand_id: brandId,
  name: 'Glow serum',
  price: 2499,
  link: 'https://example.com/serum',
  description: 'A light daily serum',
  category: 'beauty',
  ...overrides,
});

/** The real server for one catalog test file, and the steps that call it. Call it at the top of the file. */
export function catalogServer() {
  const api = serverForTests();

  async function company(): Promise<string> {
    return readyCompany(api.server, uniqueEmail('catalog'));
  }

  async function brand(token: string, name = 'Acme', description = 'Everyday goods for all') {
    const answer = await call(api.server, BrandCreateDocument, { name, description }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.BrandCreate;
  }

  async function product(
    token: string,
    brandId: string,
    overrides: Partial<ProductCreateMutationVariables> = {},
  ) {
    const answer = await call(api.server, ProductCreateDocument, productInput(brandId, overrides), token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.ProductCreate;
  }

  return { api, company, brand, product };
}
