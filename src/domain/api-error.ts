/**
 * A failed call to the API, as the web app's machines see it (SPEC.md §8): what kind of failure it was, and the
 * refusal code, field errors or wait it came with. Kept in the domain, free of any transport, so a machine can be
 * run anywhere (the web app, tests, the API running the deal machine) without the browser's GraphQL client.
 */
import type { FieldErrors } from './validation';

export type ApiErrorKind =
  /** HTTP 401: the session is gone. */
  | 'unauthorized'
  /** No HTTP status at all (offline, CORS, DNS). */
  | 'network'
  /** HTTP 404. */
  | 'notFound'
  /** Any other HTTP failure, treated as a bad request (400). */
  | 'badRequest'
  /** BAD_USER_INPUT: see `fields`. */
  | 'input'
  /** RATE_LIMITED: see `retryAfter`. */
  | 'rateLimited'
  /** Any other coded refusal of the API: see `code`. */
  | 'refused';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string | undefined;
  readonly fields: FieldErrors;
  readonly retryAfter: number | undefined;
  readonly status: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { code?: string; fields?: FieldErrors; retryAfter?: number; status?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = extra.code;
    this.fields = extra.fields ?? {};
    this.retryAfter = extra.retryAfter;
    this.status = extra.status;
  }
}

/** Any failure as an ApiError: one that is not is an unexpected fault, told like a bad request. */
export const toApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError('badRequest', String(error));
