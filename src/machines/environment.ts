/**
 * What a machine reads from outside itself: the time and new ids. Both travel in the clock XState schedules
 * delayed events on (`createActor(machine, { clock })`), so one object injected where an actor system starts
 * moves a machine's timers, its `now` and the ids it makes together; every actor the system invokes or spawns
 * shares it. The app injects `realEnvironment`; a test injects `simulatedEnvironment` and moves time by hand.
 */
import { SimulatedClock, type AnyActorLogic, type ActorOptions } from 'xstate';

/** XState's clock: what schedules and cancels delayed events. */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
type AnySystem = { _clock: Clock };

export type Environment = Clock & {
  /** Milliseconds since the epoch. */
  now(): number;
  /** A new unique id (idempotency keys are made from it). */
  newId(): string;
};

export const realEnvironment: Environment = {
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(id),
  now: () => Date.now(),
  newId: () => globalThis.crypto.randomUUID(),
};

/** The environment of the actor system a machine runs in; a plain XState clock tells the real time and ids. */
export function environmentOf(system: AnySystem): Environment {
  const clock = system._clock as Partial<Environment>;
  return {
    setTimeout: (callback: () => void, ms: number) => system._clock.setTimeout(callback, ms) as unknown,
    clearTimeout: (id: unknown) => system._clock.clearTimeout(id),
    now: () => (typeof clock.now === 'function' ? clock.now() : realEnvironment.now()),
    newId: () => (typeof clock.newId === 'function' ? clock.newId() : realEnvironment.newId()),
  };
}

export type SimulatedEnvironment = Environment & {
  /** Moves time on by `ms`, firing the delayed events due by then. */
  increment(ms: number): void;
  /** The ids handed out so far, in order. */
  readonly ids: readonly string[];
};

/** Time that moves only when told, from `start`, and ids that count up (`id-1`, `id-2`, …). */
export function simulatedEnvironment(start = Date.UTC(2026, 0, 5, 9)): SimulatedEnvironment {
  const clock = new SimulatedClock();
  clock.set(start);
  const ids: string[] = [];
  return {
    setTimeout: (callback: () => void, ms: number) => clock.setTimeout(callback, ms),
    clearTimeout: (id: number) => clock.clearTimeout(id),
    now: () => clock.now(),
    newId: () => {
      const id = `id-${ids.length + 1}`;
      ids.push(id);
      return id;
    },
    increment: (ms: number) => clock.increment(ms),
    ids,
  };
}
