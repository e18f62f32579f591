/**
 * What a machine reads from outside itself: the time and new ids. Both travel in the clock XState schedules
 * delayed events on (`createActor(machine, { clock })`), so one object injected where an actor system starts
 * moves a machine's timers, its `now` and the ids it makes together; every actor the system invokes or spawns
 * shares it. The app injects `realEnvironment`; a test injects `simulatedEnvironment` (simulated-environment.ts)
 * and moves time by hand.
 */
import type { AnyActorLogic, ActorOptions } from 'xstate';

/** XState's clock: what schedules and cancels delayed events. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
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

/** The time and ids of the actor system a machine runs in; a plain XState clock tells the real ones. */
export function environmentOf(system: AnySystem): Pick<Environment, 'now' | 'newId'> {
  const clock = system._clock as Partial<Environment>;
  return clock.now && clock.newId ? (clock as Environment) : realEnvironment;
}
