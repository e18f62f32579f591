/**
 * A fake GraphQL client for screen tests: each operation name maps to a handler that receives the variables.
 * Calls are recorded; an operation without a handler fails the test loudly.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Api } from '../../src/graphql/api';

export type Handler = (variables: Record<string, unknown>) => unknown;
export type FakeApi = Api & { calls: { operation: string; variables: Record<string, unknown> }[] };

function operationName(document: TypedDocumentNode<unknown, never>): string {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition && 'name' in definition && definition.name ? definition.name.value : 'anonymous';
}

export function fakeApi(handlers: Record<string, Handler> = {}): FakeApi {
  const calls: FakeApi['calls'] = [];
  const run = async (document: unknown, variables: unknown) => {
    const operation = operationName(document as TypedDocumentNode<unknown, never>);
    const vars = (variables ?? {}) as Record<string, unknown>;
    calls.push({ operation, variables: vars });
    const handler = handlers[operation];
    if (!handler) throw new Error(`fakeApi: no handler for ${operation}`);
    return handler(vars);
  };
  return {
    calls,
    query: (document, variables) => run(document, variables) as never,
    mutate: (document, variables) => run(document, variables) as never,
  };
}
