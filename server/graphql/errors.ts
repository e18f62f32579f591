/**
 * The API's answers to bad requests (DESIGN.md §5): 401 for a missing or bad token, BAD_USER_INPUT with the
 * field errors of the shared src/domain structs, and coded errors the web app translates.
 */
import { GraphQLError } from 'graphql';
import type { Struct } from 'superstruct';
import { check, type FieldErrors } from '../../src/domain/validation';

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Not signed in', {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });
}

export function badInput(fields: FieldErrors): GraphQLError {
  return new GraphQLError('Some fields are not valid', { extensions: { code: 'BAD_USER_INPUT', fields } });
}

/** The caller is signed in but may not do this yet (HTTP 403); `code` is a translation key on the web app. */
export function forbidden(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 403 } } });
}

/** A refusal the user can act on; `code` is a translation key on the web app (errors:code). */
export function refused(code: string, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function rateLimited(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError('Too many attempts, try again later', {
    extensions: { code: 'RATE_LIMITED', retry_after: retryAfterSeconds },
  });
}

export function notFound(what: string): GraphQLError {
  return new GraphQLError(`${what} not found`, { extensions: { code: 'NOT_FOUND' } });
}

/** Checks input with a shared struct; returns the coerced value or throws BAD_USER_INPUT. */
export function validInput<T, S>(struct: Struct<T, S>, input: unknown): T {
  const result = check(struct, input);
  if (!result.ok) throw badInput(result.fields);
  return result.value;
}

/** GraphQL sends null for an optional argument left empty; the shared structs expect it to be absent. */
export function withoutNulls<T extends Record<string, unknown>>(
  args: T,
): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}
