/**
 * /graphql: graphql-yoga answers every request, except the web app's own queries when they succeed, which a
 * fast path answers straight from node:http. Yoga turns each request into a web-standard Request and Response
 * and runs its plugin pipeline; for a query the dashboard sends on every load that cost several times the
 * query itself.
 *
 * The fast path takes a request only when the answer is certain to be the one yoga would give:
 * - a POST with a JSON body of known, small length, asking for JSON (no streaming), from the same origin or no
 *   browser origin: cross-origin requests need the CORS headers of yoga's httpPolicy plugin (on a same-origin
 *   answer they would be ignored by browsers, so neither path sends them);
 * - naming a query of the web app's manifest, by hash as the web app sends it, or by its exact text outside
 *   production (where yoga only runs manifest operations anyway); queries were parsed and validated at start by
 *   yoga's own parse and validate, with every plugin's limits, and each is compiled to a JavaScript function
 *   (graphql-jit) on first use, a quarter of graphql-js's time;
 * - whose execution ends without any error. Anything else (401, bad variables, a refusal) is run again by yoga,
 *   which writes the error answer: queries have no side effects, so running one twice is safe.
 * Mutations always go to yoga. YOGA_ACCOUNTED_FOR below says, for every plugin and option yoga is given
 * (yoga.ts), why the fast path's answer is still yoga's.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context, RequestFacts } from '../context';
import type { Manifest } from './persisted';
import type { ServerContext } from './yoga';
import { API_RESPONSE_HEADERS, judgeOrigin, mediaTypeOf } from './http-policy';
import { isPromise } from '../services/maybe-promise';

/**
 * Every plugin (by its name in yoga.ts) and option yoga is given, with what makes the fast path's answer the one
 * yoga would give. A test fails when yoga is given anything not listed here: add it only once the fast path
 * truly accounts for it.
 */
export const YOGA_ACCOUNTED_FOR = {
  plugins: {
    httpPolicy:
      'takes only same-origin or origin-less POSTs of application/json, which the policy lets through without CORS ' +
      'headers, and sends API_RESPONSE_HEADERS as the policy does',
    bodyLimit:
      'takes only bodies of a declared length of at most FAST_PATH_MAX_BODY_BYTES, far below the limit',
    persistedOperations:
      'runs only manifest queries: by hash, or by exact text outside production, as the plugin allows',
    queryLimits:
      "manifest queries are parsed and validated at start with yoga's parse and validate (the limits')",
  },
  options: {
    schema: 'the same schema object',
    context: 'the same context, built by createContext',
    graphqlEndpoint: 'app.ts routes only /graphql to either path',
    graphiql: 'GraphiQL answers GET requests for HTML; the fast path takes only POSTs asking for JSON',
    landingPage: 'off',
    maskedErrors: 'any error makes yoga answer',
    maxRequestBodySize: 'off in yoga too (the bodyLimit plugin)',
    cors: 'off in yoga (the httpPolicy plugin)',
    multipart: 'off; the fast path takes only JSON bodies',
    batching: 'off; a batch (a JSON array) goes to yoga',
    plugins: 'each accounted for above',
    logging: 'yoga logs errors and debug traces; the fast path answers only error-free queries',
  },
} as const;

/** The web app's query bodies are a few hundred bytes; a larger body goes to yoga, which streams it. */
export const FAST_PATH_MAX_BODY_BYTES = 16 * 1024;

type Prepared = {
  document: DocumentNode;
  operationName: string;
  /** Compiled to JavaScript (graphql-jit) on first use. */
  compiled?: CompiledQuery;
};

/** Yoga's own parse and validate, with every plugin's hooks (yoga.getEnveloped). */
export type Envelope = {
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];
  schema: GraphQLSchema;
};

/** The manifest's queries that yoga would run, parsed and validated once; keyed by hash and by text. */
export function prepareQueries(envelope: Envelope, manifest: Manifest) {
  const byHash = new Map<string, Prepared>();
  const byText = new Map<string, Prepared>();
  for (const [hash, text] of Object.entries(manifest)) {
    let document: DocumentNode;
    try {
      document = envelope.parse(text);
    } catch {
      continue; // yoga reports the error (a limit, a syntax error)
    }
    const operation = getOperationAST(document);
    if (operation?.operation !== 'query' || !operation.name) continue;
    if (envelope.validate(envelope.schema, document).length > 0) continue; // yoga reports the errors
    const prepared = { document, operationName: operation.name.value };
    byHash.set(hash, prepared);
    byText.set(text, prepared);
  }
  return { byHash, byText };
}

/** The media type yoga would answer with, for the Accept headers the fast path handles; null for the others. */
export function fastResponseType(accept: string | undefined): string | null {
  if (accept === undefined || accept === '') return 'application/json';
  let type = responseTypes.get(accept);
  if (type === undefined) {
    const first = accept.split(',', 1)[0]!.split(';', 1)[0]!.trim().toLowerCase();
    type =
      first === 'application/graphql-response+json'
        ? first
        : first === 'application/json' || first === '*/*'
          ? 'application/json'
          : null;
    // Clients send a handful of Accept headers; a bound keeps odd ones from growing the map.
    if (responseTypes.size < 64) responseTypes.set(accept, type);
  }
  return type;
}

const responseTypes = new Map<string, string | null>();

/** Requests the http policy lets through without CORS headers: no browser origin, or the API's own. */
function sameOriginOrNone(request: IncomingMessage): boolean {
  const verdict = judgeOrigin(request.headers.origin, request.headers.host, []);
  return verdict === 'none' || verdict === 'same';
}

const ANSWER_HEADERS = Object.entries(API_RESPONSE_HEADERS).flat();

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A header of a node:http request, as `RequestFacts.header` (bound to the request's headers). */
function nodeHeader(this: IncomingHttpHeaders, name: string): string | null {
  const value = this[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

type Body = { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };

const given = (value: unknown) => value !== undefined && value !== null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function persistedHash(extensions: unknown): string | undefined {
  if (!isRecord(extensions) || !isRecord(extensions.persistedQuery)) return undefined;
  const hash = extensions.persistedQuery.sha256Hash;
  return typeof hash === 'string' ? hash : undefined;
}

export type GraphqlHandlerOptions = {
  yoga: YogaServerInstance<ServerContext, Context>;
  manifest: Manifest;
  /** Production: only manifest operations run, so a query's text is not looked up. */
  trustedOnly: boolean;
  contextFor: (request: RequestFacts) => Context;
};

/** How many /graphql requests each path answered (tests and diagnostics). */
export type GraphqlCounters = { fast: number; yoga: number };

export function createGraphqlHandler(options: GraphqlHandlerOptions) {
  const { yoga } = options;
  const envelope = yoga.getEnveloped({ request: new yoga.fetchAPI.Request('http://localhost/graphql') });
  const { schema } = envelope;
  const queries = prepareQueries(envelope, options.manifest);
  const counters: GraphqlCounters = { fast: 0, yoga: 0 };

  function compile(prepared: Prepared): CompiledQuery {
    const compiled = compileQuery(schema, prepared.document, prepared.operationName);
    if (!isCompiledQuery(compiled)) {
      throw new Error(`${prepared.operationName} does not compile: ${JSON.stringify(compiled.errors)}`);
    }
    return compiled;
  }

  /** The prepared query a body names, if the fast path may answer it. */
  function lookUp(body: Body): Prepared | undefined {
    const hash = persistedHash(body.extensions);
    const byText = typeof body.query === 'string' ? queries.byText.get(body.query) : undefined;
    let prepared: Prepared | undefined;
    if (hash !== undefined) {
      prepared = queries.byHash.get(hash);
      if (given(body.query) && byText !== prepared) return undefined; // hash and text disagree: yoga says so
    } else if (!options.trustedOnly) {
      prepared = byText;
    }
    if (!prepared) return undefined;
    if (given(body.operationName) && body.operationName !== prepared.operationName) return undefined;
    if (given(body.variables) && !isRecord(body.variables)) return undefined;
    return prepared;
  }

  /** Yoga answers a request whose body the fast path has already read. */
  async function viaYoga(
    request: IncomingMessage,
    response: ServerResponse,
    clientAddress: string,
    body: Buffer,
  ) {
    counters.yoga += 1;
    const headers = new yoga.fetchAPI.Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
    const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/graphql'}`;
    const answer = await yoga.fetch(
      new yoga.fetchAPI.Request(url, { method: 'POST', headers, body: new Uint8Array(body) }),
      {
        clientAddress,
      },
    );
    const payload = Buffer.from(await answer.arrayBuffer());
    answer.headers.forEach((value, name) => response.setHeader(name, value));
    response.writeHead(answer.status).end(payload);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, clientAddress: string) {
    const length = request.headers['content-length'];
    const type = fastResponseType(request.headers.accept);
    const eligible =
      request.method === 'POST' &&
      type !== null &&
      length !== undefined &&
      Number(length) <= FAST_PATH_MAX_BODY_BYTES &&
      mediaTypeOf(request.headers['content-type']) === 'application/json' &&
      sameOriginOrNone(request);
    if (!eligible) {
      counters.yoga += 1;
      return yoga(request, response, { clientAddress });
    }
    const raw = await readBody(request);
    let body: Body;
    try {
      body = JSON.parse(raw.toString('utf8')) as Body;
    } catch {
      return viaYoga(request, response, clientAddress, raw);
    }
    const prepared = isRecord(body) ? lookUp(body) : undefined;
    if (!prepared) return viaYoga(request, response, clientAddress, raw);

    const contextValue = options.contextFor({ clientAddress, header: nodeHeader.bind(request.headers) });
    const compiled = (prepared.compiled ??= compile(prepared));
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    // Compiled queries answer at once when every resolver does (cache hits): no await then.
    const answer = compiled.query(undefined, contextValue, variables);
    const result = isPromise(answer) ? await answer : answer;
    if (result.errors?.length) return viaYoga(request, response, clientAddress, raw);
    counters.fast += 1;
    const json = JSON.stringify({ data: result.data });
    response
      .writeHead(200, [
        'content-type',
        `${type}; charset=utf-8`,
        'content-length',
        String(Buffer.byteLength(json)),
        ...ANSWER_HEADERS,
      ])
      .end(json);
  }

  return { handle, counters };
}
