/**
 * The products flows' real actors: the product list (src/machines/products.ts) and one product's page
 * (src/machines/product.ts). Both bring every brand, for the filter and the product form.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  BrandsDocument,
  ProductCreateDocument,
  ProductDeleteDocument,
  ProductDocument,
  ProductsDocument,
  ProductUpdateDocument,
} from '../../graphql/generated/graphql';
import {
  productsMachine,
  type BrandOption,
  type Product,
  type ProductsPage,
  type ProductsQuery,
} from '../../machines/products';
import { productMachine, type ProductPage } from '../../machines/product';
import { PRODUCTS_PAGE_SIZE, type ProductInput } from '../../domain/catalog';

async function brandOptions(api: Api): Promise<BrandOption[]> {
  const { Brands } = await api.query(BrandsDocument, {});
  return Brands.map(({ id, name }) => ({ id, name }));
}

async function saveProduct(api: Api, id: string | null, values: ProductInput): Promise<Product> {
  if (id) return (await api.mutate(ProductUpdateDocument, { id, ...values })).ProductUpdate;
  return (await api.mutate(ProductCreateDocument, values)).ProductCreate;
}

export function provideProducts(api: Api) {
  return productsMachine.provide({
    actors: {
      loadProducts: fromPromise<ProductsPage, ProductsQuery>(async ({ input }) => {
        const [{ Products }, brands] = await Promise.all([
          api.query(ProductsDocument, {
            search: input.search || null,
            brand_id: input.brand_id || null,
            page: input.page,
            page_size: PRODUCTS_PAGE_SIZE,
          }),
          brandOptions(api),
        ]);
        return { items: Products.items, total: Products.total, brands };
      }),
      saveProduct: fromPromise<Product, { item: Product | null; values: ProductInput }>(({ input }) =>
        saveProduct(api, input.item?.id ?? null, input.values),
      ),
      deleteProduct: fromPromise<unknown, Product>(({ input }) =>
        api.mutate(ProductDeleteDocument, { id: input.id }),
      ),
    },
  });
}

export function provideProduct(api: Api) {
  return productMachine.provide({
    actors: {
      loadProduct: fromPromise<ProductPage, { id: string }>(async ({ input }) => {
        const [{ Product }, brands] = await Promise.all([
          api.query(ProductDocument, { id: input.id }),
          brandOptions(api),
        ]);
        return { product: Product ?? null, brands };
      }),
      saveProduct: fromPromise<Product, { id: string; values: ProductInput }>(({ input }) =>
        saveProduct(api, input.id, input.values),
      ),
      deleteProduct: fromPromise<unknown, { id: string }>(({ input }) =>
        api.mutate(ProductDeleteDocument, { id: input.id }),
      ),
    },
  });
}
