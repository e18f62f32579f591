/**
 * Model-based test of the resource machine (a screen's one loaded thing: the dashboard summary, a product's
 * page): every edge walked on a running actor whose loads the test settles; after every step the test checks
 * what the screen shows (loading, refreshing, failed, which data) and at the end that every transition was taken.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { resourceMachine } from '../../src/machines/resource';
import { ApiError } from '../../src/domain/api-error';
import {
  createMachineTestModel,
  edgePaths,
  playPath,
  recordTransitions,
  runningInvokes,
  transitionKeys,
} from '../support/model';

type Snapshot = SnapshotFrom<typeof resourceMachine>;
const offline = new ApiError('network', 'Failed to fetch');

function eventsFor(snapshot: Snapshot): EventObject[] {
  const events: EventObject[] = [{ type: 'resource.retry' }, { type: 'resource.reload' }];
  const version = Number((snapshot.context.data as { version?: number } | null)?.version ?? 0);
  for (const id of runningInvokes(snapshot)) {
    // Each load answers a newer version, so the screen must show the latest one (at most three, to stay finite).
    events.push({
      type: `xstate.done.actor.${id}`,
      output: { version: Math.min(version + 1, 3) },
    } as EventObject);
    events.push({ type: `xstate.error.actor.${id}`, error: offline } as EventObject);
  }
  return events;
}

const view = (snapshot: Snapshot) => ({
  state: snapshot.value,
  loading: snapshot.hasTag('loading'),
  refreshing: snapshot.hasTag('refreshing'),
  failed: snapshot.hasTag('failed'),
  data: snapshot.context.data,
  error: snapshot.context.error?.kind ?? null,
});
const serialize = (snapshot: Snapshot) => JSON.stringify(view(snapshot));

describe('resource machine (model-based)', () => {
  const covered = new Set<string>();
  const model = createMachineTestModel(resourceMachine, {
    events: (snapshot) => eventsFor(snapshot as Snapshot) as never,
    serializeState: (snapshot) => serialize(snapshot as Snapshot) as never,
    input: { input: { id: 'p1' } },
  });
  const edges = edgePaths(model, (snapshot) => serialize(snapshot as Snapshot));

  it(`walks all ${edges.length} edges`, async () => {
    expect(edges.length).toBeGreaterThan(10);
    for (const edge of edges) {
      await playPath<Snapshot>({
        steps: edge.steps as never,
        start: (call) =>
          createActor(resourceMachine.provide({ actors: { load: call as never } }), {
            input: { input: { id: 'p1' } },
            inspect: recordTransitions(covered),
          }).start(),
        advance: () => {},
        timers: () => [],
        check: (actual, expected) => expect(view(actual), edge.description).toEqual(view(expected)),
      });
    }
  });

  it('covered every transition of the machine', () => {
    expect(transitionKeys(resourceMachine).filter((key) => !covered.has(key))).toEqual([]);
  });
});
