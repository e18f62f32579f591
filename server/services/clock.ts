/**
 * What time it is, for everything that schedules or compares due times (the job runner, a deal's deadlines).
 * The server reads the system clock; tests use a manual one and move it forward, so that "five days later" takes
 * no time at all.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export type ManualClock = Clock & {
  /** Moves the clock forward by `ms` milliseconds. */
  advance: (ms: number) => void;
  set: (date: Date) => void;
};

/** A clock that stands still until it is moved. */
export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
