/**
 * Helpers for model-based tests with createTestModel (xstate/graph).
 *
 * `getShortestPaths()` reaches every state but not every transition, so `edgePaths` builds one path per edge
 * of the state graph: the shortest path to a state, then one more step along each of its transitions.
 * A step is { event, state }: the event sent and the state it leads to; the first step is the initial state.
 * `transitionKeys` lists every transition the machine defines, and `recordTransitions` records which of them
 * a running actor takes, so a test can assert that the walk covered all of them.
 */
import type {
  AnyStateMachine,
  EventObject,
  Snapshot,
  SnapshotFrom,
  EventFromLogic,
  InspectionEvent,
} from 'xstate';
import { fromPromise } from 'xstate';
import { TestModel, type TestModelOptions } from 'xstate/graph';

/**
 * createTestModel(machine) refuses machines that invoke actors or have delayed transitions, and ours do both:
 * the walk drives them as explicit events (an actor's done/error event, a timer's after event) instead.
 * This builds the same TestModel without that check; everything else is xstate/graph's own.
 */
export function createMachineTestModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Partial<TestModelOptions<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, unknown>>,
): TestModel<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, unknown> {
  return new TestModel(withSilentParent(machine) as never, options as never) as never;
}

/**
 * The graph runs a machine's transitions on a stand-in actor without a parent, and XState refuses `sendParent`
 * there: a machine that tells its parent (a child flow of a screen's machine) is explored with a parent that drops
 * what it hears. Everything else is the machine itself; the screen runs the real one under its real parent.
 */
function withSilentParent<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const silent = { send: () => {} };
  return Object.create(machine, {
    transition: {
      value: (snapshot: unknown, event: unknown, scope: { self: object }) =>
        machine.transition(
          snapshot as never,
          event as never,
          { ...scope, self: Object.assign(Object.create(scope.self), { _parent: silent }) } as never,
        ),
    },
  }) as TMachine;
}

type StateNodeLike = {
  id: string;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, Array<{ eventType: string; guard?: unknown }>>;
  always?: Array<{ eventType: string }>;
};

/** Every transition of the machine, named `stateId|eventType|index`; eventless ones use `always`. */
export function transitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: StateNodeLike) => {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_, index) => keys.push(`${node.id}|${eventType}|${index}`));
    }
    node.always?.forEach((_, index) => keys.push(`${node.id}|always|${index}`));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root as unknown as StateNodeLike);
  return keys;
}

type TransitionLike = { source: StateNodeLike; eventType: string };

function keyOf(transition: TransitionLike): string {
  const { source, eventType } = transition;
  const always = source.always?.indexOf(transition as never) ?? -1;
  if (always >= 0) return `${source.id}|always|${always}`;
  const index = (source.transitions.get(eventType) ?? []).indexOf(transition as never);
  return `${source.id}|${eventType}|${index}`;
}

/**
 * An inspector for createActor(..., { inspect }) that records every transition the running actor takes,
 * eventless ones included, under the keys of `transitionKeys`.
 */
export function recordTransitions(into: Set<string>) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep') return;
    for (const transition of inspection._transitions as unknown as TransitionLike[])
      into.add(keyOf(transition));
  };
}

export type Edge<TSnapshot, TEvent> = {
  description: string;
  steps: Array<{ state: TSnapshot; event: TEvent }>;
  target: TSnapshot;
};

/** One path per edge of the graph: the shortest way to a state, then one of its transitions. */
export function edgePaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  serialize: (snapshot: TSnapshot) => string,
): Array<Edge<TSnapshot, TEvent>> {
  const shortest = new Map<string, Array<{ state: TSnapshot; event: TEvent }>>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const key = serialize(path.state);
    const known = shortest.get(key);
    if (!known || known.length > path.steps.length) shortest.set(key, path.steps);
  }
  const edges: Array<Edge<TSnapshot, TEvent>> = [];
  for (const adjacency of Object.values(model.getAdjacencyMap())) {
    const prefix = shortest.get(serialize(adjacency.state));
    if (!prefix) continue;
    const transitions = Object.values(adjacency.transitions) as Array<{ event: TEvent; state: TSnapshot }>;
    for (const transition of transitions) {
      edges.push({
        description: `${serialize(adjacency.state)} --${transition.event.type}--> ${serialize(transition.state)}`,
        steps: [...prefix, { state: transition.state, event: transition.event }],
        target: transition.state,
      });
    }
  }
  return edges;
}

/**
 * Walks that together take every edge of the graph, each edge once, with far fewer steps than `edgePaths`: a
 * walk goes the shortest way to the nearest state with an edge not yet taken, then keeps taking untaken edges
 * from wherever it arrives, crossing taken ones to the nearest state with some left while that is shorter than
 * starting afresh, until `maxSteps`. Each step's expected state is
 * the graph's own, so a walk fails where the screen leaves the model, as an edge path would.
 */
export function edgeWalks<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  serialize: (snapshot: TSnapshot) => string,
  maxSteps = 40,
): Array<Edge<TSnapshot, TEvent>> {
  type Step = { state: TSnapshot; event: TEvent };
  const shortest = new Map<string, Step[]>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const key = serialize(path.state);
    const known = shortest.get(key);
    if (!known || known.length > path.steps.length) shortest.set(key, path.steps);
  }
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { state: TSnapshot; transitions: Record<string, Step> }
  >;
  const edgeKey = (from: string, step: Step) =>
    `${from} ${JSON.stringify(step.event)} ${serialize(step.state)}`;
  const untaken = new Map<string, Map<string, Step>>();
  for (const [key, entry] of Object.entries(adjacency)) {
    if (!shortest.has(key)) continue;
    const open = new Map<string, Step>();
    for (const step of Object.values(entry.transitions)) open.set(edgeKey(key, step), step);
    untaken.set(key, open);
  }
  const take = (from: string, step: Step) => untaken.get(from)?.delete(edgeKey(from, step));
  /** The fewest steps from a state to one with an untaken edge (breadth first), or null. */
  const routeToUntaken = (from: string): Step[] | null => {
    const routes = new Map<string, Step[]>([[from, []]]);
    const queue = [from];
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const route = routes.get(key)!;
      if (route.length > 0 && (untaken.get(key)?.size ?? 0) > 0) return route;
      for (const step of Object.values(adjacency[key]?.transitions ?? {})) {
        const to = serialize(step.state);
        if (routes.has(to)) continue;
        routes.set(to, [...route, step]);
        queue.push(to);
      }
    }
    return null;
  };
  const walks: Array<Edge<TSnapshot, TEvent>> = [];
  for (;;) {
    const starts = [...untaken.entries()].filter(([, open]) => open.size > 0).map(([key]) => key);
    if (starts.length === 0) return walks;
    let at = starts.reduce((a, b) => (shortest.get(b)!.length < shortest.get(a)!.length ? b : a));
    const steps = [...shortest.get(at)!];
    steps.slice(1).forEach((step, index) => take(serialize(steps[index]!.state), step));
    const first = steps.length;
    while (steps.length - first < maxSteps) {
      const open = untaken.get(at);
      const next = open && open.size > 0 ? [...open.values()][0]! : undefined;
      if (next) {
        take(at, next);
        steps.push(next);
        at = serialize(next.state);
        continue;
      }
      // Nothing left here: on to the nearest state that has, unless starting afresh is as short.
      const route = routeToUntaken(at);
      if (!route || route.length >= shortest.get(serialize(route.at(-1)!.state))!.length) break;
      for (const step of route) {
        take(at, step);
        steps.push(step);
        at = serialize(step.state);
      }
    }
    const events = steps.slice(first).map((step) => step.event.type);
    walks.push({
      description: `${serialize(steps[first - 1]!.state)} --${events.join(' > ')}--> ${at}`,
      steps,
      target: steps.at(-1)!.state,
    });
  }
}

type NodeWithRuntime = StateNodeLike & {
  invoke: Array<{ id: string; src: unknown }>;
  after: Array<{ eventType: string; delay: number | string }>;
};

/** The invocations running in a snapshot, by invoke id (the suffix of their done and error events). */
export function runningInvokes(snapshot: { _nodes: unknown[] }): string[] {
  return (snapshot._nodes as NodeWithRuntime[]).flatMap((node) => node.invoke.map((invoke) => invoke.id));
}

/** The delayed transitions waiting in a snapshot: their event and their delay in ms. */
export function waitingTimers(
  snapshot: { _nodes: unknown[] },
  delays: Record<string, unknown> = {},
): Array<{ type: string; ms: number }> {
  return (snapshot._nodes as NodeWithRuntime[]).flatMap((node) =>
    node.after.map((transition) => ({
      type: transition.eventType,
      ms: typeof transition.delay === 'number' ? transition.delay : Number(delays[transition.delay]),
    })),
  );
}

/**
 * Plays the steps of a path on a running actor whose calls wait until the walk settles them: an actor's done
 * or error event settles the call of that invoke id, an after event moves the (fake) clock, anything else is
 * sent to the actor. Calls `check(actual, expected)` after each step.
 */
export async function playPath<TSnapshot extends Snapshot<unknown>>(options: {
  steps: Array<{ state: TSnapshot; event: EventObject }>;
  start: (call: ReturnType<typeof deferredCall>['logic']) => {
    send: (event: never) => void;
    getSnapshot: () => TSnapshot;
    stop: () => void;
  };
  advance: (ms: number) => void;
  timers: (snapshot: TSnapshot) => Array<{ type: string; ms: number }>;
  check: (actual: TSnapshot, expected: TSnapshot, step: number) => void;
}): Promise<void> {
  const call = deferredCall();
  const actor = options.start(call.logic);
  for (const [index, step] of options.steps.entries()) {
    if (index > 0) {
      const { event } = step;
      const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      if (event.type.startsWith('xstate.done.actor.'))
        call.settle(id, 'resolve', (event as { output?: unknown }).output);
      else if (event.type.startsWith('xstate.error.actor.'))
        call.settle(id, 'reject', (event as { error?: unknown }).error);
      else if (event.type.startsWith('xstate.after.')) {
        const timer = options.timers(actor.getSnapshot()).find((candidate) => candidate.type === event.type);
        options.advance(timer?.ms ?? 0);
      } else actor.send(event as never);
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    }
    options.check(actor.getSnapshot(), step.state, index);
  }
  actor.stop();
}

/** A call (promise actor) that waits under its invoke id until the walk resolves or rejects it. */
export function deferredCall() {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const logic = fromPromise<never, unknown>(
    ({ self }) =>
      new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as never, reject })),
  );
  return {
    logic,
    settle(id: string, how: 'resolve' | 'reject', value: unknown) {
      const call = pending.get(id);
      pending.delete(id);
      call?.[how](value);
    },
  };
}
