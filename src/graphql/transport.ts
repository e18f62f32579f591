/**
 * The transport of the GraphQL clients: urql with the error catalogue (SPEC.md §8) and persisted operations.
 * Loaded by src/graphql/api.ts with the first call.
 */
import { Client, CombinedError, fetchExchange, mapExchange, type AnyVariables } from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { FieldErrors } from '../domain/validation';
import { ApiError } from '../domain/api-error';
import type { Api, ApiOptions, QueryOptions } from './api-types';

type Extensions = { code?: unknown; fields?: unknown; retry_after?: unknown };

export function classify(error: CombinedError): ApiError {
  const status = (error.response as Response | undefined)?.status;
  if (status === 401) return new ApiError('unauthorized', error.message, { status });
  if (error.networkError && status === undefined) {
    return new ApiError('network', error.networkError.message, { status });
  }
  if (status === 404) return new ApiError('notFound', error.message, { status });
  const first = error.graphQLErrors[0];
  const extensions = (first?.extensions ?? {}) as Extensions;
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  if (code === 'UNAUTHENTICATED') return new ApiError('unauthorized', first?.message ?? '', { status: 401 });
  if (code === 'BAD_USER_INPUT') {
    return new ApiError('input', first?.message ?? '', {
      code,
      fields: (extensions.fields ?? {}) as FieldErrors,
    });
  }
  if (code === 'RATE_LIMITED') {
    const retryAfter = typeof extensions.retry_after === 'number' ? extensions.retry_after : undefined;
    return new ApiError('rateLimited', first?.message ?? '', { code, ...(retryAfter ? { retryAfter } : {}) });
  }
  if (first && code) {
    const fields = (extensions.fields ?? {}) as FieldErrors;
    return new ApiError('refused', first.message, { code, fields, ...(status ? { status } : {}) });
  }
  return new ApiError('badRequest', error.message, { status: status ?? 400 });
}

function createClient({ url, getToken, onFailure, getLanguage }: ApiOptions): Client {
  return new Client({
    url,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: () => {
      const headers: Record<string, string> = {};
      const token = getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const language = getLanguage?.();
      if (language) headers['accept-language'] = language;
      return { headers };
    },
    exchanges: [
      mapExchange({
        onError(error, operation) {
          const classified = classify(error);
          if (classified.kind === 'unauthorized') onFailure({ kind: 'unauthorized' });
          else if (classified.kind === 'network') onFailure({ kind: 'network', message: classified.message });
          else if (classified.kind === 'notFound') onFailure({ kind: 'notFound' });
          if (error.graphQLErrors.length > 0) {
            const definition = operation.query.definitions.find(
              (node) => node.kind === 'OperationDefinition',
            );
            onFailure({
              kind: 'graphql',
              operation: definition?.name?.value ?? 'anonymous',
              messages: error.graphQLErrors.map((graphQLError) => graphQLError.message),
            });
          }
        },
      }),
      // Operations go out as their hash (POST, as every call); the API knows the web app's own operations.
      persistedExchange({
        enableForMutation: true,
        preferGetForPersistedQueries: false,
        generateHash: sha256,
      }),
      fetchExchange,
    ],
  });
}

/** SHA-256 in hex with Web Crypto; without it (an insecure context) the full text is sent instead. */
async function sha256(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return '';
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The urql client behind an Api. */
export function createTransport(options: ApiOptions): Api {
  const client = createClient(options);
  const unwrap = <Data>(result: { data?: Data; error?: CombinedError }): Data => {
    if (result.error) throw classify(result.error);
    if (result.data === undefined) throw new ApiError('badRequest', 'Empty answer', { status: 400 });
    return result.data;
  };
  async function query<Data, Variables extends AnyVariables>(
    document: DocumentTypeDecoration<Data, Variables>,
    variables: Variables,
    queryOptions?: QueryOptions,
  ): Promise<Data> {
    const requestPolicy = queryOptions?.requestPolicy ?? 'network-only';
    return unwrap(
      await client.query<Data, Variables>(String(document), variables, { requestPolicy }).toPromise(),
    );
  }
  async function mutate<Data, Variables extends AnyVariables>(
    document: DocumentTypeDecoration<Data, Variables>,
    variables: Variables,
  ): Promise<Data> {
    return unwrap(await client.mutation<Data, Variables>(String(document), variables).toPromise());
  }
  return { query, mutate };
}
