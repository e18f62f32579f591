/**
 * A fake GraphQL client for screen tests: each operation name maps to a handler that receives the variables.
 * Calls are recorded; an operation without a handler fails the test loudly.
 */
import type { Api } from '../../src/graphql/api';

export type Handler = (variables: Record<string, unknown>) => unknown;
export type FakeApi = Api & { calls: { operation: string; variables: Record<string, unknown> }[] };

/** The name of the operation in a generated document's text. */
function operationName(document: unknown): string {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(String(document))?.[1] ?? 'anonymous';
}

export function fakeApi(handlers: Record<string, Handler> = {}): FakeApi {
  const calls: FakeApi['calls'] = [];
  const run = async (document: unknown, variables: unknown) => {
    const operation = operationName(document);
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
