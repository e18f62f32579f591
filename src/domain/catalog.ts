/**
 * Brands and products (SPEC.md §5). Prices are whole cents at the API; the rule is stated in dollars, and a
 * price error carries its limits in dollars so the web app can show them as money.
 */
import { define, object, optional, validate, type Infer } from 'superstruct';
import { integer, oneOf, text, textUpTo, url } from './validation';
import { imageDataUrl } from './images';
import { CREATOR_CATEGORIES } from './constants';

export const PRODUCT_PRICE_MIN_DOLLARS = 3;
export const PRODUCT_PRICE_MAX_DOLLARS = 100_000;

/** Products listed per page unless the caller asks for another size; never more than the maximum. */
export const PRODUCTS_PAGE_SIZE = 12;
export const PRODUCTS_MAX_PAGE_SIZE = 100;
/** Longest product search: names are at most PRODUCT_NAME.max, so a longer search finds nothing anyway. */
export const PRODUCT_SEARCH_MAX = 100;

export const BRAND_NAME = { min: 3, max: 20 } as const;
export const BRAND_DESCRIPTION = { min: 8, max: 50 } as const;
export const PRODUCT_NAME = { min: 3, max: 30 } as const;
export const PRODUCT_DESCRIPTION = { min: 6, max: 300 } as const;

const encode = (code: string, params?: Record<string, number>) => JSON.stringify({ code, params });

/** A price in whole cents between the dollar limits; errors say the limits in dollars (moneyMin, moneyMax). */
export const priceCents = define<number>('priceCents', (value) => {
  if (typeof value !== 'number' || Number.isNaN(value)) return encode('required');
  if (!Number.isInteger(value)) return encode('integer');
  if (value < PRODUCT_PRICE_MIN_DOLLARS * 100) return encode('moneyMin', { min: PRODUCT_PRICE_MIN_DOLLARS });
  if (value > PRODUCT_PRICE_MAX_DOLLARS * 100) return encode('moneyMax', { max: PRODUCT_PRICE_MAX_DOLLARS });
  return true;
});

/** The brand a product belongs to: required. */
export const brandReference = text(1, 64);

/** A new product image as a data URL; on update an empty string removes the current one. */
export const productImage = define<string>('productImage', (value) => {
  if (value === '') return true;
  const [error] = validate(value, imageDataUrl);
  return error ? (error.failures()[0]?.message ?? encode('imageType')) : true;
});

/**
 * Two brands of one company may not share a name, whatever the letter case. The database enforces it (a unique
 * index on the lower-cased name); the web app checks the brands it has loaded to say so before sending.
 */
export const sameBrandName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export const BrandInput = object({
  name: text(BRAND_NAME.min, BRAND_NAME.max),
  description: text(BRAND_DESCRIPTION.min, BRAND_DESCRIPTION.max, { multiline: true }),
});
export type BrandInput = Infer<typeof BrandInput>;

export const ProductInput = object({
  brand_id: brandReference,
  name: text(PRODUCT_NAME.min, PRODUCT_NAME.max),
  price: priceCents,
  link: url,
  description: text(PRODUCT_DESCRIPTION.min, PRODUCT_DESCRIPTION.max, { multiline: true }),
  category: oneOf(CREATOR_CATEGORIES),
  image: optional(productImage),
});
export type ProductInput = Infer<typeof ProductInput>;

/** The product list's query: an optional name search and brand, and a page (1-based) of a bounded size. */
export const ProductsQuery = object({
  search: optional(textUpTo(PRODUCT_SEARCH_MAX)),
  brand_id: optional(textUpTo(64)),
  page: integer(1, 1_000_000),
  page_size: integer(1, PRODUCTS_MAX_PAGE_SIZE),
});
export type ProductsQuery = Infer<typeof ProductsQuery>;
