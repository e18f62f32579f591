import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  productsMachine,
  SEARCH_DEBOUNCE_MS,
  type Product,
  type ProductsPage,
  type ProductsQuery,
} from './products';
import { ApiError } from '../domain/api-error';
import type { ProductInput } from '../domain/catalog';

const aProduct = (id: string, name = 'Acme'): Product => ({
  id,
  name,
  price: 2499,
  link: 'https://example.com',
  description: 'A product',
  category: 'other',
  image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  brand: { id: 'b1', name: 'Acme' },
});
const VALUES = { name: 'Bolt' } as unknown as ProductInput;

function start(options: {
  load?: (query: ProductsQuery) => Promise<ProductsPage>;
  save?: (input: { item: Product | null; values: ProductInput }) => Promise<Product>;
  remove?: (item: Product) => Promise<unknown>;
  query?: ProductsQuery;
}) {
  const announceSaved = vi.fn();
  const announceDeleted = vi.fn();
  const load = vi.fn(options.load ?? (async () => ({ items: [aProduct('a')], total: 1, brands: [] })));
  const machine = productsMachine.provide({
    actors: {
      loadProducts: fromPromise(({ input }) => load(input)),
      saveProduct: fromPromise(({ input }) => (options.save ?? (async () => aProduct('b')))(input)),
      deleteProduct: fromPromise(({ input }) => (options.remove ?? (async () => true))(input)),
    },
    actions: {
      announceSaved: (_, params) => announceSaved(params),
      announceDeleted: (_, params) => announceDeleted(params),
    },
  });
  const actor = createActor(machine, { input: { query: options.query ?? { page: 1 } } }).start();
  return { actor, load, announceSaved, announceDeleted };
}

const idle = { ready: 'idle' } as const;

describe('products machine', () => {
  it('loads the list, then shows it', async () => {
    const { actor } = start({});
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches(idle));
    expect(actor.getSnapshot().context.items[0]?.name).toBe('Acme');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const { actor } = start({
      load: async () => {
        if (fail) throw new ApiError('network', 'offline');
        return { items: [], total: 0, brands: [] };
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError?.kind).toBe('network');
    fail = false;
    actor.send({ type: 'products.retry' });
    await waitFor(actor, (s) => s.matches(idle));
  });

  it('creates an item, announces it and reloads the list', async () => {
    const { actor, load, announceSaved } = start({});
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'products.create' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'products.save', values: VALUES });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches(idle));
    expect(announceSaved).toHaveBeenCalledWith({ item: aProduct('b'), created: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the form open with the field errors of a refused save, then closes it on cancel', async () => {
    const { actor, announceSaved } = start({
      save: async () => {
        throw new ApiError('input', 'bad', { fields: { name: { code: 'length' } } });
      },
    });
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'products.edit', item: aProduct('a') });
    expect(actor.getSnapshot().context.editing).toEqual(aProduct('a'));
    actor.send({ type: 'products.save', values: VALUES });
    await waitFor(actor, (s) => s.matches({ ready: { editing: 'open' } }));
    expect(actor.getSnapshot().context.error?.fields).toEqual({ name: { code: 'length' } });
    expect(announceSaved).not.toHaveBeenCalled();
    actor.send({ type: 'products.cancel' });
    expect(actor.getSnapshot().matches(idle)).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps a refused deletion open with its reason, and deletes after a successful confirmation', async () => {
    let refuse = true;
    const { actor, announceDeleted } = start({
      remove: async () => {
        if (refuse) throw new ApiError('refused', 'has products', { code: 'BRAND_HAS_PRODUCTS' });
        return true;
      },
    });
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'products.delete', item: aProduct('a') });
    actor.send({ type: 'products.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: { confirming: 'open' } }));
    expect(actor.getSnapshot().context.error?.code).toBe('BRAND_HAS_PRODUCTS');
    refuse = false;
    actor.send({ type: 'products.confirm' });
    await waitFor(actor, (s) => s.matches(idle));
    expect(announceDeleted).toHaveBeenCalledWith({ item: aProduct('a') });
    expect(actor.getSnapshot().context.deleting).toBeNull();
  });

  it('waits for typing to pause before searching, asking once', async () => {
    vi.useFakeTimers();
    const { actor, load } = start({});
    await vi.waitFor(() => expect(actor.getSnapshot().matches(idle)).toBe(true));
    actor.send({ type: 'products.search', query: { search: 'a', page: 1 } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    actor.send({ type: 'products.search', query: { search: 'ac', page: 1 } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ search: 'ac', page: 1 });
    vi.useRealTimers();
  });

  it('steps back a page when a deletion empties the last one', async () => {
    let calls = 0;
    const { actor } = start({
      query: { page: 3 },
      load: async (query) =>
        (calls += 1) > 1 && query.page === 3
          ? { items: [], total: 24, brands: [] }
          : { items: [aProduct(`p${query.page}`)], total: 25, brands: [] },
    });
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'products.delete', item: aProduct('p3') });
    actor.send({ type: 'products.confirm' });
    await waitFor(actor, (s) => s.matches(idle) && s.context.query.page === 2);
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual(['p2']);
  });
});
