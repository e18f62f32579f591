/**
 * Brands and products (SPEC.md §5). Prices are whole cents at the API; the rule is stated in dollars.
 */
import { object, optional, string, type Infer } from 'superstruct';
import { integer, oneOf, text, url } from './validation';
import { CREATOR_CATEGORIES } from './constants';

export const PRODUCT_PRICE_MIN_DOLLARS = 3;
export const PRODUCT_PRICE_MAX_DOLLARS = 100_000;

export const BrandInput = object({ name: text(3, 20), description: text(8, 50) });
export type BrandInput = Infer<typeof BrandInput>;

export const ProductInput = object({
  brand_id: string(),
  name: text(3, 30),
  price: integer(PRODUCT_PRICE_MIN_DOLLARS * 100, PRODUCT_PRICE_MAX_DOLLARS * 100),
  link: url,
  description: text(6, 300),
  category: oneOf(CREATOR_CATEGORIES),
  image: optional(string()),
});
export type ProductInput = Infer<typeof ProductInput>;
