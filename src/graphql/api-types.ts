/**
 * The shape of the GraphQL clients (src/graphql/api.ts) and what they report, apart from both the client and
 * the transport it loads, so neither imports the other back.
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
