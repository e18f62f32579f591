/**
 * Brands and products in the database. Every function takes the company it acts for and never reads or
 * changes another company's rows: an id of another company behaves exactly like an id that does not exist.
 */
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, campaignProducts, products, type BrandRow, type ProductRow } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing (and must not reach the database as a uuid). */
export const isId = (value: string | null | undefined): value is string => !!value && UUID.test(value);

export async function listBrands(db: Database, companyId: string): Promise<BrandRow[]> {
  return db
    .select()
    .from(brands)
    .where(eq(brands.company_id, companyId))
    .orderBy(sql`lower(${brands.name})`, brands.created_at);
}

export async function findBrand(db: Database, companyId: string, id: string): Promise<BrandRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.company_id, companyId)))
    .limit(1);
  return row ?? null;
}

/** The unique index that keeps two brands of one company from sharing a name, whatever the letter case. */
const BRAND_NAME_INDEX = 'brands_company_name_unique';

/** True when a write was refused because the company already has a brand of that name. */
function isBrandNameTaken(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === BRAND_NAME_INDEX;
  }
  return false;
}

/** A new brand, or 'name_taken' when the company has one of that name already. */
export async function createBrand(
  db: Database,
  companyId: string,
  input: { name: string; description: string },
): Promise<BrandRow | 'name_taken'> {
  try {
    const [row] = await db
      .insert(brands)
      .values({ company_id: companyId, ...input })
      .returning();
    if (!row) throw new Error('Brand insert returned nothing');
    return row;
  } catch (error) {
    if (isBrandNameTaken(error)) return 'name_taken';
    throw error;
  }
}

/** The changed brand, null when the company has no such brand, 'name_taken' when another one has the name. */
export async function updateBrand(
  db: Database,
  companyId: string,
  id: string,
  input: { name: string; description: string },
): Promise<BrandRow | null | 'name_taken'> {
  if (!isId(id)) return null;
  try {
    const [row] = await db
      .update(brands)
      .set(input)
      .where(and(eq(brands.id, id), eq(brands.company_id, companyId)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isBrandNameTaken(error)) return 'name_taken';
    throw error;
  }
}

export type BrandDeletion = 'deleted' | 'not_found' | 'has_products';

/** Deletes a brand only when no product belongs to it; a product added meanwhile also stops it. */
export async function deleteBrand(db: Database, companyId: string, id: string): Promise<BrandDeletion> {
  if (!isId(id)) return 'not_found';
  try {
    const deleted = await db
      .delete(brands)
      .where(
        and(
          eq(brands.id, id),
          eq(brands.company_id, companyId),
          sql`not exists (select 1 from ${products} where ${products.brand_id} = ${brands.id})`,
        ),
      )
      .returning({ id: brands.id });
    if (deleted.length > 0) return 'deleted';
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return 'has_products';
  }
  return (await findBrand(db, companyId, id)) ? 'has_products' : 'not_found';
}

/** Products of each brand of a company, for the brand list's counts. */
export async function productCountsByBrand(
  db: Database,
  companyId: string,
  brandIds: string[],
): Promise<Map<string, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .select({ brand_id: products.brand_id, total: count() })
    .from(products)
    .where(and(eq(products.company_id, companyId), inArray(products.brand_id, brandIds)))
    .groupBy(products.brand_id);
  return new Map(rows.map((row) => [row.brand_id, Number(row.total)]));
}

/** Escapes the wildcards of LIKE so a search for "50%" finds "50%", not everything. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function listProducts(
  db: Database,
  companyId: string,
  query: { search?: string | undefined; brandId?: string | undefined; page: number; pageSize: number },
): Promise<{ items: ProductRow[]; total: number }> {
  if (query.brandId !== undefined && !isId(query.brandId)) return { items: [], total: 0 };
  const conditions: SQL[] = [eq(products.company_id, companyId)];
  if (query.brandId) conditions.push(eq(products.brand_id, query.brandId));
  if (query.search) conditions.push(ilike(products.name, likePattern(query.search)));
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  const items = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.created_at), desc(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items, total: Number(totals?.total ?? 0) };
}

export async function findProduct(db: Database, companyId: string, id: string): Promise<ProductRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.company_id, companyId)))
    .limit(1);
  return row ?? null;
}

export type ProductFields = {
  brand_id: string;
  name: string;
  price_cents: number;
  link: string;
  description: string;
  category: string;
};

export async function createProduct(
  db: Database,
  companyId: string,
  fields: ProductFields & { image: string | null },
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ company_id: companyId, ...fields })
    .returning();
  if (!row) throw new Error('Product insert returned nothing');
  return row;
}

/** Updates a product; `image` undefined keeps the current picture. */
export async function updateProduct(
  db: Database,
  companyId: string,
  id: string,
  fields: ProductFields & { image?: string | null },
): Promise<ProductRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .update(products)
    .set(fields)
    .where(and(eq(products.id, id), eq(products.company_id, companyId)))
    .returning();
  return row ?? null;
}

export async function deleteProduct(db: Database, companyId: string, id: string): Promise<ProductRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.company_id, companyId)))
    .returning();
  return row ?? null;
}

/** True when a campaign uses the product: such a product cannot be deleted. */
export async function isProductUsedByCampaign(db: Database, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ product_id: campaignProducts.product_id })
    .from(campaignProducts)
    .where(eq(campaignProducts.product_id, productId))
    .limit(1);
  return Boolean(row);
}

export async function countBrands(db: Database, companyId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(brands).where(eq(brands.company_id, companyId));
  return Number(row?.total ?? 0);
}

export async function countProducts(db: Database, companyId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(eq(products.company_id, companyId));
  return Number(row?.total ?? 0);
}

function isForeignKeyViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23503';
}
