/**
 * The real calls behind the catalog machine, for the brand and product screens: each list's `load`, `save`
 * and `remove` as actors to provide.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../graphql/api';
import {
  BrandCreateDocument,
  BrandDeleteDocument,
  BrandsDocument,
  BrandUpdateDocument,
  ProductCreateDocument,
  ProductDeleteDocument,
  ProductDocument,
  ProductsDocument,
  ProductUpdateDocument,
  type BrandFieldsFragment,
  type ProductFieldsFragment,
} from '../../../graphql/generated/graphql';
import type { BrandInput, ProductInput } from '../../../domain/catalog';
import { PRODUCTS_PAGE_SIZE } from '../../../domain/catalog';
import type { CatalogItem, CatalogQuery, Listing } from '../../../machines/catalog';

export type Brand = BrandFieldsFragment;
export type Product = ProductFieldsFragment;
export type BrandOption = Pick<Brand, 'id' | 'name'>;

export type ProductsQuery = { search?: string; brand_id?: string; page: number };

export function brandActors(api: Api) {
  return {
    load: fromPromise<Listing, CatalogQuery>(async () => {
      const { Brands } = await api.query(BrandsDocument, {});
      return { items: Brands, total: Brands.length, extra: null };
    }),
    save: fromPromise<CatalogItem, { item: CatalogItem | null; values: object }>(async ({ input }) => {
      const values = input.values as BrandInput;
      if (input.item)
        return (await api.mutate(BrandUpdateDocument, { id: input.item.id, ...values })).BrandUpdate;
      return (await api.mutate(BrandCreateDocument, values)).BrandCreate;
    }),
    remove: fromPromise<unknown, CatalogItem>(async ({ input }) =>
      api.mutate(BrandDeleteDocument, { id: input.id }),
    ),
  };
}

/** Saves a product: creates it, or updates the given one. */
export async function saveProduct(
  api: Api,
  item: CatalogItem | null,
  values: ProductInput,
): Promise<Product> {
  if (item) return (await api.mutate(ProductUpdateDocument, { id: item.id, ...values })).ProductUpdate;
  return (await api.mutate(ProductCreateDocument, values)).ProductCreate;
}

export function productActors(api: Api) {
  return {
    /** A page of products, with every brand (for the filter and the form) as the listing's extra. */
    load: fromPromise<Listing, CatalogQuery>(
      async ({ input }): Promise<Listing<CatalogItem, BrandOption[]>> => {
        const query = input as unknown as ProductsQuery;
        const [products, brands] = await Promise.all([
          api.query(ProductsDocument, {
            search: query.search || null,
            brand_id: query.brand_id || null,
            page: query.page,
            page_size: PRODUCTS_PAGE_SIZE,
          }),
          api.query(BrandsDocument, {}),
        ]);
        return {
          items: products.Products.items,
          total: products.Products.total,
          extra: brands.Brands.map(({ id, name }) => ({ id, name })),
        };
      },
    ),
    save: fromPromise<CatalogItem, { item: CatalogItem | null; values: object }>(({ input }) =>
      saveProduct(api, input.item, input.values as ProductInput),
    ),
    remove: fromPromise<unknown, CatalogItem>(async ({ input }) =>
      api.mutate(ProductDeleteDocument, { id: input.id }),
    ),
  };
}

/** One product (the overview page), as a list of zero or one, with the brands for the form. */
export function productOverviewActors(api: Api) {
  return {
    load: fromPromise<Listing, CatalogQuery>(
      async ({ input }): Promise<Listing<CatalogItem, BrandOption[]>> => {
        const id = String(input.id);
        const [product, brands] = await Promise.all([
          api.query(ProductDocument, { id }),
          api.query(BrandsDocument, {}),
        ]);
        const items = product.Product ? [product.Product] : [];
        return {
          items,
          total: items.length,
          extra: brands.Brands.map(({ id: brandId, name }) => ({ id: brandId, name })),
        };
      },
    ),
    save: fromPromise<CatalogItem, { item: CatalogItem | null; values: object }>(({ input }) =>
      saveProduct(api, input.item, input.values as ProductInput),
    ),
    remove: fromPromise<unknown, CatalogItem>(async ({ input }) =>
      api.mutate(ProductDeleteDocument, { id: input.id }),
    ),
  };
}
