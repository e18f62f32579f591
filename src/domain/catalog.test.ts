import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { BrandInput, ProductInput, sameBrandName } from './catalog';

const product = {
  brand_id: '7b0c1f52-0000-4000-8000-000000000000',
  name: 'Glow serum',
  price: 2499,
  link: 'https://example.com/serum',
  description: 'A light daily serum',
  category: 'beauty',
};

describe('BrandInput', () => {
  it('accepts a name of 3 to 20 and a description of 8 to 50 characters, trimmed', () => {
    expect(check(BrandInput, { name: '  Acme  ', description: 'Everyday goods' })).toEqual({
      ok: true,
      value: { name: 'Acme', description: 'Everyday goods' },
    });
  });

  it('refuses short and missing values with a code per field', () => {
    const result = check(BrandInput, { name: 'Ac', description: '' });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: { code: 'length', params: { min: 3, max: 20 } },
        description: { code: 'required' },
      },
    });
  });
});

describe('brand names', () => {
  it('are the same whatever the letter case and the spaces around them', () => {
    expect(sameBrandName('Northwind', ' NORTHWIND ')).toBe(true);
    expect(sameBrandName('Northwind', 'North wind')).toBe(false);
  });
});

describe('ProductInput', () => {
  it('accepts a complete product', () => {
    expect(check(ProductInput, product).ok).toBe(true);
  });

  it('states price limits in dollars', () => {
    expect(check(ProductInput, { ...product, price: 299 })).toMatchObject({
      fields: { price: { code: 'moneyMin', params: { min: 3 } } },
    });
    expect(check(ProductInput, { ...product, price: 10_000_001 })).toMatchObject({
      fields: { price: { code: 'moneyMax', params: { max: 100000 } } },
    });
    expect(check(ProductInput, { ...product, price: 300 }).ok).toBe(true);
    expect(check(ProductInput, { ...product, price: 10_000_000 }).ok).toBe(true);
  });

  it('requires a brand, a valid link and a known category', () => {
    expect(
      check(ProductInput, { ...product, brand_id: '', link: 'example', category: 'cars' }),
    ).toMatchObject({
      fields: { brand_id: { code: 'required' }, link: { code: 'url' }, category: { code: 'oneOf' } },
    });
  });

  it('accepts an empty image (removal) and refuses a file that is not an image', () => {
    expect(check(ProductInput, { ...product, image: '' }).ok).toBe(true);
    expect(check(ProductInput, { ...product, image: 'data:text/plain;base64,aGVsbG8=' })).toMatchObject({
      fields: { image: { code: 'imageType' } },
    });
    expect(check(ProductInput, { ...product, image: 'data:image/png;base64,iVBORw0KGgo=' }).ok).toBe(true);
  });
});
