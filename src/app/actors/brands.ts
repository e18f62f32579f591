/** The brands flow's real actors (src/machines/brands.ts): the brand calls of the API. */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import {
  BrandCreateDocument,
  BrandDeleteDocument,
  BrandsDocument,
  BrandUpdateDocument,
} from '../../graphql/generated/graphql';
import { brandsMachine, type Brand } from '../../machines/brands';
import type { BrandInput } from '../../domain/catalog';

export function provideBrands(api: Api) {
  return brandsMachine.provide({
    actors: {
      loadBrands: fromPromise(async () => (await api.query(BrandsDocument, {})).Brands),
      saveBrand: fromPromise<Brand, { brand: Brand | null; values: BrandInput }>(async ({ input }) =>
        input.brand
          ? (await api.mutate(BrandUpdateDocument, { id: input.brand.id, ...input.values })).BrandUpdate
          : (await api.mutate(BrandCreateDocument, input.values)).BrandCreate,
      ),
      deleteBrand: fromPromise<unknown, Brand>(({ input }) =>
        api.mutate(BrandDeleteDocument, { id: input.id }),
      ),
    },
  });
}
