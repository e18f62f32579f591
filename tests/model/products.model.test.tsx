/**
 * Model-based test of the products flow through its screen (/products): every edge of the products machine is
 * played on ProductsScreen in jsdom, the user's events as clicks and typing (the search box, the pages, the
 * product form and the delete confirmation), the calls answered by the walk and the search's pause on a fake
 * clock; after every step the state gets its assertion on what the user sees (the heading and the cards or the
 * right empty state, the busy list, the open dialog, the busy button, the refusal inside the dialog, the page
 * summary). The helper fails on a reachable state without assertion and on a transition never taken.
 */
import { expect, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import {
  productsMachine,
  SEARCH_DEBOUNCE_MS,
  type Product,
  type ProductsPage,
  type ProductsEvent,
  type ProductsSnapshot,
} from '../../src/machines/products';
import { ApiError } from '../../src/domain/api-error';
import { PRODUCTS_PAGE_SIZE } from '../../src/domain/catalog';
import { ProductsScreen } from '../../src/screens/products/products.screen';
import { renderScreen } from '../support/render-app';
import { describeScreenModel, screenModel } from '../support/screen-model';

const BRAND = { id: 'b1', name: 'Northwind' };
const GLOW: Product = {
  id: 'p1',
  name: 'Glow serum',
  price: 2499,
  link: 'https://example.com/glow',
  description: 'A serum for every skin',
  category: 'beauty',
  image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  brand: BRAND,
} as Product;
/** The first of two pages. */
const LISTING: ProductsPage = { items: [GLOW], total: PRODUCTS_PAGE_SIZE + 1, brands: [BRAND] };
/** A page past the end, as after the last product of the last page was deleted elsewhere. */
const PAST_END: ProductsPage = { items: [], total: 1, brands: [BRAND] };
const NO_MATCH: ProductsPage = { items: [], total: 0, brands: [BRAND] };
const NO_BRANDS: ProductsPage = { items: [], total: 0, brands: [] };

const offline = new ApiError('network', 'Failed to fetch');
const inUse = new ApiError('refused', 'Product in use', { code: 'PRODUCT_IN_USE' });
const nameMissing = new ApiError('input', 'bad', { fields: { name: { code: 'required' } } });

type Ui = Record<string, never>;
type QueryEvent = Extract<ProductsEvent, { type: 'products.query' | 'products.search' }>;

/** Dialogs the user can use: one that is fading out after closing does not count. */
const openDialogs = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (element) => element.parentElement?.dataset.state !== 'leaving',
  );
const noDialog = () => expect(openDialogs()).toEqual([]);
const busyButton = (scope: HTMLElement, name: string | RegExp) => {
  const button = within(scope).getByRole('button', { name }) as HTMLButtonElement;
  expect(button.getAttribute('aria-busy') === 'true' || button.disabled).toBe(true);
};
const heading = () => expect(screen.getByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();

/** The list area: the cards with their page summary, or the empty state that fits. */
function showsList(snapshot: ProductsSnapshot) {
  heading();
  const { items, brands, query, total } = snapshot.context;
  if (brands.length === 0) {
    expect(screen.getByText('Create a brand first')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New product' }) as HTMLButtonElement).disabled).toBe(true);
  } else if (items.length === 0) {
    if (query.search) expect(screen.getByText('No products match')).toBeTruthy();
    else expect(screen.getByText('Add your first product')).toBeTruthy();
  } else {
    expect(screen.getByRole('link', { name: 'Glow serum' })).toBeTruthy();
    // "Showing 1–12 of 13 products", or "Showing product 13 of 13" alone on its page.
    const from = (query.page - 1) * PRODUCTS_PAGE_SIZE + 1;
    expect(screen.getByText(new RegExp(`^Showing (${from}–\\d+|product ${from}) of ${total}`))).toBeTruthy();
  }
}
/** While a new page or search is on its way the list says it is busy (and keeps what it showed). */
function busyList(snapshot: ProductsSnapshot) {
  heading();
  if (snapshot.context.items.length > 0)
    expect(screen.getByRole('list', { name: 'Products' }).getAttribute('aria-busy')).toBe('true');
}
/** The refusal of the last call, told inside its dialog. */
function tellsRefusal(scope: HTMLElement, snapshot: ProductsSnapshot) {
  const error = snapshot.context.error;
  if (!error) {
    expect(within(scope).queryByRole('alert')).toBeNull();
    return;
  }
  if (error.code === 'PRODUCT_IN_USE')
    expect(within(scope).getByText('This product is used by a campaign and cannot be deleted.')).toBeTruthy();
  else if (error.kind === 'input') expect(within(scope).getByText('This field is required')).toBeTruthy();
  else expect(within(scope).getAllByRole('alert').length).toBeGreaterThan(0);
}

const search = (text: string) =>
  ({ type: 'products.search', query: { search: text, page: 1 } }) as EventObject;
/** A page of the list, turned to with Next or Previous. */
const turnTo = (page: number) => ({ type: 'products.query', query: { page } }) as EventObject;

const model = screenModel<typeof productsMachine, Ui>({
  machine: productsMachine,
  input: { query: { page: 1, search: '', brand_id: '' } },
  userEvents: (snapshot) => {
    const { items, brands, query, total } = snapshot.context;
    const twoPages = total > PRODUCTS_PAGE_SIZE && query.page === 1 && !query.search;
    if (snapshot.matches('failed')) return [{ type: 'products.retry' }];
    if (snapshot.matches({ ready: 'idle' })) {
      if (brands.length === 0) return [];
      const events: EventObject[] = [{ type: 'products.create' }];
      if (!query.search) events.push(search('glow'));
      if (twoPages) events.push(turnTo(2));
      if (items.length > 0)
        events.push(
          { type: 'products.edit', item: GLOW } as EventObject,
          { type: 'products.delete', item: GLOW } as EventObject,
        );
      return events;
    }
    // While a search pauses the user may type on or turn the page; while a page loads, turn it or search.
    if (snapshot.matches({ ready: 'debouncing' }))
      return query.search === 'glow' ? [search('glo'), turnTo(2)] : [];
    if (snapshot.matches({ ready: 'refreshing' }))
      return query.page === 2 && !query.search ? [search('glow'), turnTo(1)] : [];
    if (snapshot.matches({ ready: { editing: 'open' } }))
      return [{ type: 'products.save', values: {} } as EventObject, { type: 'products.cancel' }];
    if (snapshot.matches({ ready: { confirming: 'open' } })) {
      const events: EventObject[] = [{ type: 'products.cancel' }];
      if (snapshot.context.error?.code !== 'PRODUCT_IN_USE') events.push({ type: 'products.confirm' });
      return events;
    }
    // While a save or deletion is in flight Cancel is off; Escape still asks, and the flow ignores it.
    if (snapshot.hasTag('busy')) return [{ type: 'products.cancel' }];
    return [];
  },
  answers: {
    loadProducts: { outputs: () => [LISTING, NO_BRANDS], errors: [offline] },
    refreshProducts: {
      outputs: (snapshot) =>
        snapshot.context.query.page > 1
          ? [PAST_END]
          : snapshot.context.query.search
            ? [LISTING, NO_MATCH]
            : [LISTING],
      errors: [offline],
    },
    saveProduct: { outputs: () => [GLOW], errors: [nameMissing, offline] },
    deleteProduct: { outputs: () => [true], errors: [inUse] },
  },
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.query,
      snapshot.context.items.length,
      snapshot.context.total,
      snapshot.context.brands.length,
      snapshot.context.editing?.id ?? null,
      snapshot.context.deleting?.id ?? null,
      snapshot.context.error?.code ?? snapshot.context.error?.kind ?? null,
    ]),
  render: ({ call, inspect }) => {
    const machine = productsMachine.provide({
      actors: { loadProducts: call as never, saveProduct: call as never, deleteProduct: call as never },
    });
    const view = renderScreen(<ProductsScreen />, {
      flows: { products: machine },
      inspect,
      path: '/products',
    });
    return { ui: {}, unmount: view.unmount };
  },
  actions: {
    'products.retry': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
    'products.search': (_, event) =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search products by name' }), {
        target: { value: (event as QueryEvent).query.search ?? '' },
      }),
    'products.query': (_, event) =>
      fireEvent.click(
        screen.getByRole('button', {
          name: ((event as QueryEvent).query.page ?? 1) > 1 ? 'Next' : 'Previous',
        }),
      ),
    'products.create': () =>
      fireEvent.click(screen.getAllByRole('button', { name: /New product|Add a product/ })[0]!),
    'products.edit': () => fireEvent.click(screen.getByRole('button', { name: 'Edit Glow serum' })),
    'products.delete': () => fireEvent.click(screen.getByRole('button', { name: 'Delete Glow serum' })),
    'products.save': () => {
      const form = screen.getByRole('dialog');
      const fill = (label: RegExp, value: string) =>
        fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      fill(/^Product name/, 'Glow serum');
      fill(/^Brand/, 'b1');
      fill(/^Category/, 'beauty');
      fill(/^Price/, '24.99');
      fill(/^Product link/, 'https://example.com/glow');
      fill(/^Description/, 'A serum for every skin');
      fireEvent.click(within(form).getByRole('button', { name: /Create product|Save changes/ }));
    },
    'products.confirm': () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    'products.cancel': () => {
      const [open] = openDialogs();
      const cancel = within(open!).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
      if (cancel.disabled) fireEvent.keyDown(open!, { key: 'Escape' });
      else fireEvent.click(cancel);
    },
  },
  states: {
    loading: () => {
      heading();
      expect(screen.getByRole('list', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
    },
    failed: () => {
      expect(screen.getByText('We could not load your products')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
    'ready.idle': (_, snapshot) => {
      noDialog();
      showsList(snapshot);
    },
    'ready.debouncing': (_, snapshot) => {
      noDialog();
      busyList(snapshot);
      expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(snapshot.context.query.search);
    },
    'ready.refreshing': (_, snapshot) => {
      noDialog();
      busyList(snapshot);
    },
    'ready.editing.open': (_, snapshot) => {
      const form = screen.getByRole('dialog', {
        name: snapshot.context.editing ? 'Edit product' : 'New product',
      });
      tellsRefusal(form, snapshot);
      // A refused save keeps what was typed.
      if (snapshot.context.error)
        expect((within(form).getByLabelText(/^Product name/) as HTMLInputElement).value).toBe('Glow serum');
    },
    'ready.editing.saving': (_, snapshot) =>
      busyButton(screen.getByRole('dialog'), snapshot.context.editing ? 'Save changes' : 'Create product'),
    'ready.confirming.open': (_, snapshot) =>
      tellsRefusal(screen.getByRole('alertdialog', { name: 'Delete Glow serum?' }), snapshot),
    'ready.confirming.deleting': () => busyButton(screen.getByRole('alertdialog'), 'Delete'),
  },
  delays: { [SEARCH_DEBOUNCE_MS]: SEARCH_DEBOUNCE_MS },
  advance: async (ms) => {
    vi.advanceTimersByTime(ms);
  },
});

describeScreenModel('products flow on its screen (model-based)', model, {
  shows: 'screen',
  covers: 'the products machine on the screen',
  moreEdgesThan: 30,
  timeout: 600_000,
  fakeTimers: true,
});
