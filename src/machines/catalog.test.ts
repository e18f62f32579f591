import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  createCatalogMachine,
  SEARCH_DEBOUNCE_MS,
  type CatalogItem,
  type CatalogQuery,
  type Listing,
} from './catalog';
import { ApiError } from '../domain/api-error';

type Brand = CatalogItem & { name: string };

function start(options: {
  load?: (query: CatalogQuery) => Promise<Listing>;
  save?: (input: { item: CatalogItem | null; values: object }) => Promise<CatalogItem>;
  remove?: (item: CatalogItem) => Promise<unknown>;
  query?: CatalogQuery;
}) {
  const announceSaved = vi.fn();
  const announceDeleted = vi.fn();
  const load = vi.fn(
    options.load ?? (async () => ({ items: [{ id: 'a', name: 'Acme' }], total: 1, extra: null })),
  );
  const machine = createCatalogMachine('test').provide({
    actors: {
      load: fromPromise(({ input }) => load(input)),
      save: fromPromise(({ input }) => (options.save ?? (async () => ({ id: 'b' })))(input)),
      remove: fromPromise(({ input }) => (options.remove ?? (async () => true))(input)),
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

describe('catalog machine', () => {
  it('loads the list, then shows it', async () => {
    const { actor } = start({});
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches(idle));
    expect((actor.getSnapshot().context.items as Brand[])[0]?.name).toBe('Acme');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const { actor } = start({
      load: async () => {
        if (fail) throw new ApiError('network', 'offline');
        return { items: [], total: 0, extra: null };
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError?.kind).toBe('network');
    fail = false;
    actor.send({ type: 'catalog.retry' });
    await waitFor(actor, (s) => s.matches(idle));
  });

  it('creates an item, announces it and reloads the list', async () => {
    const { actor, load, announceSaved } = start({});
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'catalog.create' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'catalog.save', values: { name: 'Bolt' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches(idle));
    expect(announceSaved).toHaveBeenCalledWith({ item: { id: 'b' }, created: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the form open with the field errors of a refused save, then closes it on cancel', async () => {
    const { actor, announceSaved } = start({
      save: async () => {
        throw new ApiError('input', 'bad', { fields: { name: { code: 'length' } } });
      },
    });
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'catalog.edit', item: { id: 'a' } });
    expect(actor.getSnapshot().context.editing).toEqual({ id: 'a' });
    actor.send({ type: 'catalog.save', values: { name: 'B' } });
    await waitFor(actor, (s) => s.matches({ ready: { editing: 'open' } }));
    expect(actor.getSnapshot().context.error?.fields).toEqual({ name: { code: 'length' } });
    expect(announceSaved).not.toHaveBeenCalled();
    actor.send({ type: 'catalog.cancel' });
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
    actor.send({ type: 'catalog.delete', item: { id: 'a' } });
    actor.send({ type: 'catalog.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: { confirming: 'open' } }));
    expect(actor.getSnapshot().context.error?.code).toBe('BRAND_HAS_PRODUCTS');
    refuse = false;
    actor.send({ type: 'catalog.confirm' });
    await waitFor(actor, (s) => s.matches(idle));
    expect(announceDeleted).toHaveBeenCalledWith({ item: { id: 'a' } });
    expect(actor.getSnapshot().context.deleting).toBeNull();
  });

  it('waits for typing to pause before searching, asking once', async () => {
    vi.useFakeTimers();
    const { actor, load } = start({});
    await vi.waitFor(() => expect(actor.getSnapshot().matches(idle)).toBe(true));
    actor.send({ type: 'catalog.search', query: { search: 'a', page: 1 } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    actor.send({ type: 'catalog.search', query: { search: 'ac', page: 1 } });
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
          ? { items: [], total: 24, extra: null }
          : { items: [{ id: `p${query.page}` }], total: 25, extra: null },
    });
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'catalog.delete', item: { id: 'p3' } });
    actor.send({ type: 'catalog.confirm' });
    await waitFor(actor, (s) => s.matches(idle) && s.context.query.page === 2);
    expect(actor.getSnapshot().context.items).toEqual([{ id: 'p2' }]);
  });
});
