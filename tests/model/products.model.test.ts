/**
 * Model-based test of the products machine (the product list with its create, edit and delete
 * flows): every edge walked on a running actor whose calls the test settles and whose search debounce runs on
 * a fake clock; after every step the test checks what the screen shows (which dialog is open, what is busy,
 * the list, the refusal) and at the end that every transition was taken.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { productsMachine as machine } from '../../src/machines/products';
import { ApiError } from '../../src/domain/api-error';
import {
  createMachineTestModel,
  edgePaths,
  playPath,
  recordTransitions,
  runningInvokes,
  transitionKeys,
  waitingTimers,
} from '../support/model';

type Snapshot = SnapshotFrom<typeof machine>;

const BRAND = { id: 'b1', name: 'Northwind' };
const LISTING = { items: [BRAND], total: 1, brands: [] };
/** A page past the end, as after deleting the last item of the last page. */
const PAST_END = { items: [], total: 1, brands: [] };
const offline = new ApiError('network', 'Failed to fetch');
const hasProducts = new ApiError('refused', 'Brand has products', { code: 'BRAND_HAS_PRODUCTS' });

function eventsFor(snapshot: Snapshot): EventObject[] {
  const events = [
    { type: 'products.retry' },
    { type: 'products.query', query: { page: 2 } },
    { type: 'products.search', query: { search: 'north' } },
    { type: 'products.create' },
    { type: 'products.edit', item: BRAND },
    { type: 'products.delete', item: BRAND },
    { type: 'products.save', values: { name: 'Northwind', description: 'Outdoor gear for all' } },
    { type: 'products.confirm' },
    { type: 'products.cancel' },
  ] as EventObject[];
  const page = Number(snapshot.context.query.page ?? 1);
  for (const id of runningInvokes(snapshot)) {
    const output =
      id === 'saveProduct' ? BRAND : id === 'deleteProduct' ? undefined : page > 1 ? PAST_END : LISTING;
    events.push({ type: `xstate.done.actor.${id}`, output } as EventObject);
    events.push({
      type: `xstate.error.actor.${id}`,
      error: id === 'deleteProduct' ? hasProducts : offline,
    } as EventObject);
  }
  for (const timer of waitingTimers(snapshot)) events.push({ type: timer.type });
  return events;
}

const view = (snapshot: Snapshot) => ({
  state: snapshot.value,
  tags: [...snapshot.tags].sort(),
  query: snapshot.context.query,
  items: snapshot.context.items.map((item) => item.id),
  editing: snapshot.context.editing?.id ?? null,
  deleting: snapshot.context.deleting?.id ?? null,
  error: snapshot.context.error?.code ?? snapshot.context.error?.kind ?? null,
  loadError: snapshot.context.loadError?.kind ?? null,
});
const serialize = (snapshot: Snapshot) => JSON.stringify(view(snapshot));

describe('products machine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const covered = new Set<string>();
  const model = createMachineTestModel(machine, {
    events: (snapshot) => eventsFor(snapshot as Snapshot) as never,
    serializeState: (snapshot) => serialize(snapshot as Snapshot) as never,
    input: { query: { page: 1 } },
  });
  const edges = edgePaths(model, (snapshot) => serialize(snapshot as Snapshot));

  it(`walks all ${edges.length} edges`, async () => {
    expect(edges.length).toBeGreaterThan(50);
    for (const edge of edges) {
      await playPath<Snapshot>({
        steps: edge.steps as never,
        start: (call) =>
          createActor(
            machine.provide({
              actors: {
                loadProducts: call as never,
                saveProduct: call as never,
                deleteProduct: call as never,
              },
            }),
            {
              input: { query: { page: 1 } },
              inspect: recordTransitions(covered),
            },
          ).start(),
        advance: (ms) => vi.advanceTimersByTime(ms),
        timers: (snapshot) => waitingTimers(snapshot),
        check: (actual, expected) => expect(view(actual), edge.description).toEqual(view(expected)),
      });
    }
  });

  it('covered every transition of the machine', () => {
    expect(transitionKeys(machine).filter((key) => !covered.has(key))).toEqual([]);
  });
});
