/**
 * Model-based tests of a flow through its screen: the machine's state graph is walked edge by edge on the
 * screen rendered in jsdom, each event played as the user would (typing, clicking) or as the world would (a
 * call answering, time passing), and after every step the state the screen's actor is in gets its assertion on
 * what the user sees.
 *
 * The helper fails when a state the walk can reach has no assertion, when an event has no way to be played,
 * when the screen's actor is not in the state the model expects, and (in `assertCovered`) when a transition the
 * machine defines was never taken by the running actor. A test file builds one walk and runs it alone: no state
 * is shared with other files.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { ActorRefLike, AnyStateMachine, EventObject, InspectionEvent, SnapshotFrom } from 'xstate';
import {
  createMachineTestModel,
  deferredCall,
  edgePaths,
  edgeWalks,
  recordTransitions,
  transitionKeys,
  waitingTimers,
  runningInvokes,
} from './model';

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>;

/** The state's full path, e.g. `ready.editing.open`: the key of its assertion. */
export function stateKey(snapshot: { value: unknown }): string {
  const walk = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
          walk(inner).map((rest) => `${key}.${rest}`),
        );
  return walk(snapshot.value).join('+');
}

export type ScreenModel<M extends AnyStateMachine, Ui> = {
  machine: M;
  /** Events the user or the world can send in a state (invoke answers and timers are added by the helper). */
  userEvents: (snapshot: Snapshot<M>) => EventObject[];
  /** What an invoked call answers, by its invoke id: done outputs and errors to try. */
  answers: Record<
    string,
    {
      outputs: (snapshot: Snapshot<M>) => unknown[];
      errors: unknown[] | ((snapshot: Snapshot<M>) => unknown[]);
    }
  >;
  /** The state's identity for the graph (what the screen shows must be the same for two equal keys). */
  serialize: (snapshot: Snapshot<M>) => string;
  /** Renders the screen with the machine given the walk's call logic; returns what the actions need. */
  render: (options: {
    call: ReturnType<typeof deferredCall>['logic'];
    inspect: (event: InspectionEvent) => void;
    /** Answers a waiting call by its invoke id (for the calls of an invoked child machine). */
    settle: ReturnType<typeof deferredCall>['settle'];
  }) => {
    ui: Ui;
    unmount: () => void;
  };
  /**
   * One user action per event type the user sends; an `xstate.done.actor.<id>` or `xstate.error.actor.<id>`
   * given here is played by it instead of settling the call (for an invoked child machine).
   */
  actions: Record<string, (ui: Ui, event: EventObject) => unknown>;
  /** One assertion per state key (see stateKey): what the user sees there. */
  states: Record<string, (ui: Ui, snapshot: Snapshot<M>) => void | Promise<void>>;
  /** Advances the (fake) clock. */
  advance: (ms: number) => Promise<void>;
  /** Input of the machine, as the screen gives it. */
  input?: unknown;
  /**
   * Where the transitions taken are recorded: give two models of one machine (e.g. started with different
   * input) the same set, and `assertCovered` of either checks them together.
   */
  covered?: Set<string>;
  /** The machine's named delays in ms, for its `after` transitions. */
  delays?: Record<string, number>;
  /**
   * Only the timer (or timers) due first may fire next, as on a real clock: for a state waiting on two timers
   * at once, where moving the clock to the later one would fire the earlier one on the way. Needs `delays`.
   */
  soonestTimerOnly?: boolean;
};

export function screenModel<M extends AnyStateMachine, Ui>(model: ScreenModel<M, Ui>) {
  const eventsFor = (snapshot: Snapshot<M>): EventObject[] => {
    const events = [...model.userEvents(snapshot)];
    for (const id of runningInvokes(snapshot as never)) {
      const answer = model.answers[id];
      if (!answer) throw new Error(`no answers given for the call "${id}"`);
      for (const output of answer.outputs(snapshot))
        events.push({ type: `xstate.done.actor.${id}`, output } as EventObject);
      const errors = typeof answer.errors === 'function' ? answer.errors(snapshot) : answer.errors;
      for (const error of errors) events.push({ type: `xstate.error.actor.${id}`, error } as EventObject);
    }
    const timers = waitingTimers(snapshot as never, model.delays);
    const soonest = Math.min(...timers.map((timer) => timer.ms));
    for (const timer of timers)
      if (!model.soonestTimerOnly || timer.ms === soonest) events.push({ type: timer.type });
    return events;
  };
  const testModel = createMachineTestModel(model.machine, {
    events: (snapshot) => eventsFor(snapshot as Snapshot<M>) as never,
    serializeState: (snapshot) => model.serialize(snapshot as Snapshot<M>) as never,
    ...(model.input === undefined ? {} : { input: model.input }),
  });
  const edges = edgePaths(testModel, (snapshot) => model.serialize(snapshot as Snapshot<M>));
  // Walked as a few long walks that take every edge, rather than one path per edge from the start.
  const walks = edgeWalks(testModel, (snapshot) => model.serialize(snapshot as Snapshot<M>));
  const covered = model.covered ?? new Set<string>();

  /** Every reachable state has its assertion and every event its action, before anything runs. */
  function assertComplete() {
    const reachable = new Set(edges.flatMap((edge) => edge.steps.map((step) => stateKey(step.state))));
    expect(
      [...reachable].filter((key) => !model.states[key]),
      'states without an assertion',
    ).toEqual([]);
    const sent = new Set(
      edges.flatMap((edge) =>
        edge.steps
          .slice(1)
          .map((step) => step.event.type)
          .filter((type) => !type.startsWith('xstate.')),
      ),
    );
    expect(
      [...sent].filter((type) => !model.actions[type]),
      'events without a user action',
    ).toEqual([]);
  }

  async function walk(edge: (typeof edges)[number]) {
    const call = deferredCall();
    let actor: ActorRefLike | undefined;
    const record = recordTransitions(covered);
    const rendered = model.render({
      call: call.logic,
      settle: call.settle,
      inspect: (event) => {
        // The screen's flow is the root of its actor system: the first actor announced.
        if (event.type === '@xstate.actor') actor ??= event.actorRef;
        record(event);
      },
    });
    const settle = async () => {
      for (let turn = 0; turn < 8; turn += 1) await act(async () => await Promise.resolve());
    };
    try {
      await settle();
      for (const [index, step] of edge.steps.entries()) {
        if (index > 0) {
          const { event } = step;
          const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
          const played = model.actions[event.type];
          // A child flow's end is played as what makes it end (the user's steps in it, its own calls).
          if (played && event.type.startsWith('xstate.')) await act(async () => played(rendered.ui, event));
          else if (event.type.startsWith('xstate.done.actor.'))
            await act(async () => call.settle(id, 'resolve', (event as { output?: unknown }).output));
          else if (event.type.startsWith('xstate.error.actor.'))
            await act(async () => call.settle(id, 'reject', (event as { error?: unknown }).error));
          else if (event.type.startsWith('xstate.after.')) {
            const timer = waitingTimers(actor?.getSnapshot() as never, model.delays).find(
              (candidate) => candidate.type === event.type,
            );
            await act(async () => model.advance(timer?.ms ?? 0));
          } else {
            const action = model.actions[event.type];
            if (!action) throw new Error(`no user action for ${event.type}`);
            await act(async () => action(rendered.ui, event));
          }
          await settle();
        }
        const expected = step.state as Snapshot<M>;
        const actual = actor?.getSnapshot() as Snapshot<M> | undefined;
        expect(actual && model.serialize(actual), `${edge.description}, step ${index}`).toBe(
          model.serialize(expected),
        );
        const assertion = model.states[stateKey(expected)];
        if (!assertion) throw new Error(`no assertion for the state ${stateKey(expected)}`);
        await assertion(rendered.ui, expected);
      }
    } finally {
      rendered.unmount();
    }
  }

  /** Every transition the machine defines was taken, but those named in `untaken` (the screen cannot reach them). */
  function assertCovered(untaken: string[] = []) {
    expect(
      transitionKeys(model.machine).filter((key) => !covered.has(key)),
      'transitions never taken',
    ).toEqual(untaken);
  }

  return { edges, walks, assertComplete, walk, assertCovered };
}

export type DescribeScreenModelOptions = {
  /** What the walk shows the user, in the walk's name: `shows the right ${shows} along all … edges`. */
  shows: string;
  /** Whose transitions the last test checks: `took every transition of ${covers}`. */
  covers: string;
  /** The walk has more edges than this, so a model that lost its events does not pass by walking nothing. */
  moreEdgesThan: number;
  /** How long the whole walk may take, in ms. */
  timeout: number;
  /** Run each test on a fake clock that still advances, for screens that wait on timers. */
  fakeTimers?: boolean;
  /** Once before the tests, e.g. loading what the screen's first call needs. */
  beforeAll?: () => Promise<unknown>;
  /** Transitions the screen cannot reach (see assertCovered). */
  untaken?: string[];
};

/**
 * The tests every screen model closes with: each reachable state has its assertion and each event its action,
 * the screen shows the right thing along every edge, and every transition was taken.
 */
export function describeScreenModel<M extends AnyStateMachine, Ui>(
  name: string,
  model: ReturnType<typeof screenModel<M, Ui>>,
  options: DescribeScreenModelOptions,
) {
  describe(name, () => {
    // Awaited here so what it resolves to is never taken for a teardown (a function beforeAll returns is one).
    const before = options.beforeAll;
    if (before) beforeAll(async () => void (await before()));
    if (options.fakeTimers) {
      beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
      afterEach(() => vi.useRealTimers());
    }

    it('has an assertion for every reachable state and a user action for every event', () => {
      model.assertComplete();
    });

    it(
      `shows the right ${options.shows} along all ${model.edges.length} edges, in ${model.walks.length} walks`,
      async () => {
        expect(model.edges.length).toBeGreaterThan(options.moreEdgesThan);
        for (const walk of model.walks) await model.walk(walk);
      },
      options.timeout,
    );

    it(`took every transition of ${options.covers}`, () => {
      model.assertCovered(options.untaken);
    });
  });
}
