/**
 * How the new-password screen tells /password that a password was just changed: the state of the history
 * entry it replaces. It lasts as long as that entry (a reload keeps it); opening /password any other way has
 * none, so the page does not claim a change that did not happen.
 */
export const PASSWORD_CHANGED_STATE = { passwordChanged: true } as const;

export const isPasswordChanged = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { passwordChanged?: unknown }).passwordChanged === true;
