/**
 * The flows the signed-in screens run, each a machine already given its real actors when the authenticated
 * shell loads (src/app/actors/<flow>.ts, gathered by createFlows in src/app/actors/index.ts). A screen starts its
 * flow with `useActorRef(useFlow(name))` and may add only its own announcements (`.provide({ actions })`); tests
 * build the same flows on a fake API. A new flow adds one line here and one in createFlows.
 */
import type { AccountForms } from '../../machines/account-forms';
import type { BrandsMachine } from '../../machines/brands';
import type { ProductMachine } from '../../machines/product';
import type { ProductsMachine } from '../../machines/products';

export type Flows = {
  brands: BrandsMachine;
  products: ProductsMachine;
  product: ProductMachine;
  /** The account settings' one-call forms, by name. */
  forms: AccountForms;
};
