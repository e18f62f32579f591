/**
 * Fixtures of the product page test: the product as its page loads it, what the API answers, and the page
 * rendered with its flow's calls answered by the walk. The page starts its flow without the app's inspector, so
 * the walk watches the flow's actor system from its first call (the load, started with the flow).
 */
import { fromPromise, type InspectionEvent, type Subscription } from 'xstate';
import { productMachine, type ProductPage } from '../../src/machines/product';
import type { Product } from '../../src/machines/products';
import { ApiError } from '../../src/domain/api-error';
import { ProductOverviewScreen } from '../../src/screens/product-overview/product-overview.screen';
import type { deferredCall } from '../support/model';
import { renderScreen } from '../support/render-app';

export const BRAND = { id: 'b1', name: 'Lumen Skin' };
export const GLOW: Product = {
  id: 'p1',
  name: 'Glow serum',
  price: 2499,
  link: 'https://example.com/glow',
  description: 'A serum for every skin',
  category: 'beauty',
  image: null,
  created_at: '2026-03-04T10:00:00.000Z',
  brand: BRAND,
} as Product;
/** What a save answers: the product as saved, renamed by the user. */
export const SAVED: Product = { ...GLOW, name: 'Glow serum XL' };
export const FOUND: ProductPage = { product: GLOW, brands: [BRAND] };
export const NOT_FOUND: ProductPage = { product: null, brands: [BRAND] };

export const offline = new ApiError('network', 'Failed to fetch');
export const inUse = new ApiError('refused', 'Product in use', { code: 'PRODUCT_IN_USE' });
export const nameMissing = new ApiError('input', 'bad', { fields: { name: { code: 'required' } } });

/** The invoke ids of the flow's calls. */
export const LOAD = '0.product.loading';
export const SAVE = '0.product.ready.editing.saving';
export const DELETE = '0.product.ready.confirming.deleting';

/** What the walk reads besides the screen: the address and the toasts told. */
export type Ui = { path: () => string; notices: () => string[] };

type Call = ReturnType<typeof deferredCall>['logic'];
type Start = (args: { self: { _parent?: unknown }; system: { inspect: unknown } }) => PromiseLike<unknown>;

export function renderProductPage(call: Call, inspect: (event: InspectionEvent) => void) {
  let watching: Subscription | undefined;
  const watched = fromPromise<unknown, unknown>((args) => {
    if (!watching) {
      const flow = args.self._parent!;
      inspect({ type: '@xstate.actor', actorRef: flow, rootId: flow.sessionId } as InspectionEvent);
      watching = args.system.inspect(inspect);
    }
    return (call as unknown as { config: Start }).config(args as never);
  });
  const flow = productMachine.provide({
    actors: { loadProduct: watched as never, saveProduct: watched as never, deleteProduct: watched as never },
  });
  const view = renderScreen(<ProductOverviewScreen productId="p1" />, {
    flows: { product: flow },
    path: '/product/p1',
  });
  const ui: Ui = {
    path: () => view.location.history?.at(-1) ?? '',
    notices: () => view.notices().map((notice) => String(notice.content)),
  };
  return {
    ui,
    unmount: () => {
      view.unmount();
      watching?.unsubscribe();
    },
  };
}
