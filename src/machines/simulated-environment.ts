/**
 * The environment tests run machines in (environment.ts): time that moves only when told, and ids that count up.
 * Kept apart from the real one, so the app's bundle never carries XState's simulated clock.
 */
import { SimulatedClock } from 'xstate';
import type { Environment } from './environment';

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
