/**
 * Model-based test of the form machine (every screen flow outside the session): each edge of its graph is
 * walked on a running form whose call the test settles; after every step the test checks what the screen
 * shows from it (busy, succeeded, failed, the field errors beside the fields) and at the end that every
 * transition was taken.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { defineForm } from '../../src/machines/form';
import { ResetRequest } from '../../src/domain/account';
import { ApiError } from '../../src/domain/api-error';
import {
  createMachineTestModel,
  edgePaths,
  playPath,
  recordTransitions,
  runningInvokes,
  transitionKeys,
} from '../support/model';

const { machine } = defineForm('forgot', ResetRequest);
type Snapshot = SnapshotFrom<typeof machine>;

const GOOD = { email: 'ada@example.com', type: 'company' };
const BAD = { email: 'not an address', type: 'company' };
const limited = new ApiError('rateLimited', 'Too many attempts', { code: 'RATE_LIMITED', retryAfter: 60 });

function eventsFor(snapshot: Snapshot): EventObject[] {
  const events: EventObject[] = [
    { type: 'form.submit', values: GOOD } as EventObject,
    { type: 'form.submit', values: BAD } as EventObject,
    { type: 'form.reset' },
  ];
  for (const id of runningInvokes(snapshot)) {
    events.push({ type: `xstate.done.actor.${id}`, output: { status: true } } as EventObject);
    events.push({ type: `xstate.error.actor.${id}`, error: limited } as EventObject);
  }
  return events;
}

/** What the screen shows from the form. */
const view = (snapshot: Snapshot) => ({
  state: snapshot.value,
  busy: snapshot.hasTag('busy'),
  succeeded: snapshot.hasTag('succeeded'),
  failed: snapshot.hasTag('failed'),
  fields: Object.keys(snapshot.context.fields),
  refusal: snapshot.context.error?.code ?? null,
});
const serialize = (snapshot: Snapshot) => JSON.stringify(view(snapshot));

describe('form machine (model-based)', () => {
  const covered = new Set<string>();
  const model = createMachineTestModel(machine, {
    events: (snapshot) => eventsFor(snapshot as Snapshot) as never,
    serializeState: (snapshot) => serialize(snapshot as Snapshot) as never,
  });
  const edges = edgePaths(model, (snapshot) => serialize(snapshot as Snapshot));

  it(`walks all ${edges.length} edges`, async () => {
    expect(edges.length).toBeGreaterThan(10);
    for (const edge of edges) {
      await playPath<Snapshot>({
        steps: edge.steps as never,
        start: (call) =>
          createActor(machine.provide({ actors: { submit: call as never } }), {
            inspect: recordTransitions(covered),
          }).start(),
        advance: () => {},
        timers: () => [],
        check: (actual, expected) => expect(view(actual), edge.description).toEqual(view(expected)),
      });
    }
  });

  it('covered every transition of the machine', () => {
    expect(transitionKeys(machine).filter((key) => !covered.has(key))).toEqual([]);
  });
});
