/**
 * Limits on the shape of a GraphQL operation, in every mode (production runs only the web app's own
 * operations, but development and tests run any text): GraphQL Armor counts tokens while parsing, so a
 * 5,000-level nesting or a megabyte of aliases stops after QUERY_LIMITS.tokens tokens instead of exhausting the
 * parser's stack or memory, then checks depth, aliases, directives and cost before anything runs.
 *
 * Each limit is several times what the web app's largest operation needs today (a test measures them all from the
 * manifest), leaving room for the campaign and deal screens to come. A refused operation answers HTTP 400 with
 * code QUERY_LIMIT_EXCEEDED, whatever media type the client accepts.
 */
import { GraphQLError, type ValidationContext } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

export const QUERY_LIMITS = {
  /** Lexical tokens of the whole document; the web app's largest operation has about a hundred. */
  tokens: 1000,
  /** Nesting of selections; the web app's deepest operation has 6. */
  depth: 10,
  /** Aliased fields (besides __typename); the web app uses none. */
  aliases: 10,
  /** Directives; the web app uses none. */
  directives: 10,
  /** GraphQL Armor's cost (objects 2, scalars 1, ×1.5 per level); the web app's costliest operation is 170. */
  cost: 5000,
} as const;

export const QUERY_LIMIT_EXCEEDED = 'QUERY_LIMIT_EXCEEDED';

/**
 * Armor's own refusals say "Syntax Error" and carry no code; this one has a code, reported as a validation error,
 * or thrown while parsing (the token limit).
 */
const refuse = (context: ValidationContext | null, error: GraphQLError): void => {
  const refusal = new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
    extensions: { code: QUERY_LIMIT_EXCEEDED },
  });
  if (context) context.reportError(refusal);
  else throw refusal;
};

const refusing = () => ({ onReject: [refuse], propagateOnRejection: false });

/**
 * Yoga answers parse and validation errors with 200 to clients that accept application/json, as the GraphQL over
 * HTTP specification has it for errors in a GraphQL request. An operation over the limits is not one the server
 * will look at, like a body over the size limit: it answers 400 whatever the client accepts.
 */
const answerWith400: Plugin = {
  onResultProcess({ result }) {
    if (!('errors' in result) || !Array.isArray(result.errors)) return;
    for (const error of result.errors as GraphQLError[]) {
      if (error.extensions?.code !== QUERY_LIMIT_EXCEEDED) continue;
      (error.extensions as Record<string, unknown>).http = { status: 400, spec: false };
    }
  },
};

export function queryLimitsPlugin(): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(armor());
      addPlugin(answerWith400);
    },
  };
}

function armor(): Plugin {
  return EnvelopArmorPlugin({
    maxTokens: { n: QUERY_LIMITS.tokens, ...refusing() },
    maxDepth: { n: QUERY_LIMITS.depth, ...refusing() },
    maxAliases: { n: QUERY_LIMITS.aliases, ...refusing() },
    maxDirectives: { n: QUERY_LIMITS.directives, ...refusing() },
    costLimit: { maxCost: QUERY_LIMITS.cost, ...refusing() },
    // "Did you mean …?" would spell out the schema to whoever probes it.
    blockFieldSuggestion: { enabled: true },
  });
}
