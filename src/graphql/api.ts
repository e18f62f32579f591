/**
 * The GraphQL clients (SPEC.md §7): every call is a POST to one endpoint; the authorized client sends the
 * bearer token when there is one, the guest client never does. Failures are classified once, into the error
 * catalogue of SPEC.md §8, and reported through `onFailure`; callers receive a typed ApiError.
 *
 * The transport (urql) is loaded with the first call, so a screen that has not called the API yet (the
 * logged-out screens, before their form is sent) does not carry it.
 */
import type { Api, ApiOptions } from './api-types';

export type { Api, ApiOptions, FailureReport, QueryOptions } from './api-types';

export function createApi(options: ApiOptions): Api {
  let transport: Promise<Api> | undefined;
  const load = () =>
    (transport ??= import('./transport').then(({ createTransport }) => createTransport(options)));
  return {
    query: async (document, variables, queryOptions) =>
      (await load()).query(document, variables, queryOptions),
    mutate: async (document, variables) => (await load()).mutate(document, variables),
  };
}
