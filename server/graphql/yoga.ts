/**
 * graphql-yoga for /graphql: its options and its plugins, each plugin named, in one place. The fast path
 * (fast-path.ts) answers the web app's own queries beside yoga, so it must answer as yoga would with every one
 * of them: it lists what it has accounted for (YOGA_ACCOUNTED_FOR), and a test compares that list with what is
 * given here.
 */
import { createYoga, type Plugin, type YogaServerOptions } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config';
import type { Context, RequestFacts, Services } from '../context';
import { createYogaContext } from '../context';
import { httpPolicyPlugin } from './http-policy';
import { bodyLimitPlugin } from './body-limit';
import { persistedOperationsPlugin, type Manifest } from './persisted';
import { queryLimitsPlugin } from './query-limits';

/** What the HTTP server hands yoga with each request. */
export type ServerContext = { clientAddress: string };

/** The plugins of /graphql by name, in the order they run. */
export function yogaPlugins(
  config: Pick<Config, 'allowedOrigins' | 'publicUrl' | 'production'>,
  manifest: Manifest,
): Record<string, Plugin> {
  return {
    httpPolicy: httpPolicyPlugin(config),
    bodyLimit: bodyLimitPlugin(),
    persistedOperations: persistedOperationsPlugin(manifest, { trustedOnly: config.production }),
    queryLimits: queryLimitsPlugin(),
  };
}

/** Every option yoga is given; `plugins` are exactly the named ones. */
export function yogaOptions(
  config: Pick<Config, 'production' | 'logLevel'>,
  schema: GraphQLSchema,
  plugins: Record<string, Plugin>,
  contextOf: (request: RequestFacts) => Context,
): YogaServerOptions<ServerContext, Context> {
  return {
    schema,
    context: ({ request, clientAddress }) =>
      contextOf({ clientAddress, header: (name) => request.headers.get(name) }),
    graphqlEndpoint: '/graphql',
    graphiql: !config.production,
    landingPage: false,
    maskedErrors: true,
    // Checked on Content-Length by the bodyLimit plugin: yoga's own limit re-streams every body (body-limit.ts).
    maxRequestBodySize: false,
    // CORS is the httpPolicy plugin's: one place decides which origins may call.
    cors: false,
    // Operations are JSON only (httpPolicy); no file uploads through GraphQL, no batches.
    multipart: false,
    batching: false,
    plugins: Object.values(plugins),
    logging: config.logLevel === 'silent' ? false : config.logLevel === 'debug' ? 'debug' : 'warn',
  };
}

export function createApiYoga(services: Services, schema: GraphQLSchema, manifest: Manifest) {
  const plugins = yogaPlugins(services.config, manifest);
  const options = yogaOptions(services.config, schema, plugins, (request) =>
    createYogaContext(services, request),
  );
  return createYoga<ServerContext, Context>(options);
}
