/**
 * The GraphQL clients (SPEC.md §7): every call is a POST to one endpoint; the authorized client sends the
 * bearer token when there is one, the guest client never does. Failures are classified once, into the error
 * catalogue of SPEC.md §8, and reported through `onFailure`; callers receive a typed ApiError.
 *
 * The transport (urql) is loaded with the first call, so a screen that has not called the API yet (the
 * logged-out screens, before their form is sent) does not carry it.
 */
import type { AnyVariables } from '@urql/core';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/** What a failure means for the whole app (the error catalogue), reported once per failed call. */
export type FailureReport =
  | { kind: 'unauthorized' }
  | { kind: 'network'; message: string }
  | { kind: 'notFound' }
  | { kind: 'graphql'; operation: string; messages: string[] };

export type QueryOptions = { requestPolicy?: 'network-only' | 'cache-first' };

export type Api = {
  query: <Data, Variables extends AnyVariables>(
    document: DocumentTypeDecoration<Data, Variables>,
    variables: Variables,
    options?: QueryOptions,
  ) => Promise<Data>;
  mutate: <Data, Variables extends AnyVariables>(
    document: DocumentTypeDecoration<Data, Variables>,
    variables: Variables,
  ) => Promise<Data>;
};

export type ApiOptions = {
  url: string;
  /** The token to send; the guest client passes a function that returns null. */
  getToken: () => string | null;
  onFailure: (report: FailureReport) => void;
  /** The language the user chose, so the API writes e-mails in it. */
  getLanguage?: () => string;
};

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
