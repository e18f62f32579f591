/**
 * Every flow a screen runs, given its real actors: one file per flow in this folder, gathered here once at
 * boot (src/app/root.tsx). Tests call the same function with a fake API.
 */
import type { Api } from '../../graphql/api';
import type { SessionActor } from '../../screens/shared/app-context';
import type { Flows } from '../../screens/shared/flows';
import { provideAccountForms } from './account';
import { provideBrands } from './brands';
import { provideProduct, provideProducts } from './products';

export function createFlows(api: Api, guestApi: Api, session: SessionActor): Flows {
  return {
    brands: provideBrands(api),
    products: provideProducts(api),
    product: provideProduct(api),
    forms: provideAccountForms(api, guestApi, session),
  };
}
