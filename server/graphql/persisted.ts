/**
 * Persisted operations on the API side (DESIGN.md §5): a request may name an operation by its SHA-256 from the
 * web app's manifest. In production only those operations run (trusted documents); elsewhere any operation
 * is accepted too, for tests, GraphiQL and the benchmarks.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { MANIFEST_FILE } from '../../src/graphql/persisted';

const manifestPath = fileURLToPath(new URL(`../../${MANIFEST_FILE}`, import.meta.url));

/** The web app's operations: SHA-256 of the text → text. */
export type Manifest = Readonly<Record<string, string>>;

export function loadManifest(): Manifest {
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

export function persistedOperationsPlugin(manifest: Manifest, options: { trustedOnly: boolean }) {
  return usePersistedOperations({
    getPersistedOperation: (hash: string) =>
      Object.hasOwn(manifest, hash) ? (manifest[hash] ?? null) : null,
    allowArbitraryOperations: !options.trustedOnly,
    // In production a query's text is refused before it is even parsed: a 400, whatever the client accepts.
    customErrors: {
      persistedQueryOnly: {
        message: 'PersistedQueryOnly: only the web app’s own operations run here',
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
      },
    },
  });
}
