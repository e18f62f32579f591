/**
 * Every flow a screen runs, given its real actors: one file per flow in this folder, gathered here once at
 * boot (src/app/root.tsx). Tests call the same function with a fake API.
 */
import type { Api } from '../../graphql/api';
import type { Flows } from '../../screens/shared/flows';
import { provideBrands } from './brands';
import { provideProduct, provideProducts } from './products';

export function createFlows(api: Api, _guestApi: Api): Flows {
  return {
    brands: provideBrands(api),
    products: provideProducts(api),
    product: provideProduct(api),
  };
}
