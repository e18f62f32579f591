/**
 * Values that are often already at hand (a cache hit) and sometimes still to come (a database read). Returning
 * them as they are, rather than always as a promise, spares the busiest calls a round of the microtask queue per
 * step; GraphQL resolvers may return either.
 */
export type MaybePromise<T> = T | Promise<T>;

export const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> =>
  typeof (value as Promise<T> | null)?.then === 'function';

/** `next` applied to a value now, or once it has come. (Not named `then`: a module exporting `then` is a thenable.) */
export function after<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return isPromise(value) ? value.then(next) : next(value);
}
