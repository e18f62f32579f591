/**
 * A value a state guarantees (the item being deleted while a deletion is confirmed, the values while they are
 * saved): a runtime check instead of a cast, so a machine that enters such a state without its data fails loudly.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing in this state`);
  return value;
}
