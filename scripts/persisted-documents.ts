/**
 * Writes (or, with --check, verifies) the manifest of the web app's own GraphQL operations: hash → text.
 * In production the API runs only these (trusted documents); `npm run codegen` keeps it in step.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as documents from '../src/graphql/generated/graphql';
import { MANIFEST_FILE, operationText } from '../src/graphql/persisted';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const manifestPath = path.join(root, MANIFEST_FILE);

export function buildManifest(): string {
  const entries = Object.entries(documents)
    .filter(([name, value]) => name.endsWith('Document') && value instanceof documents.TypedDocumentString)
    .map(([, value]) => {
      const text = operationText(value as object);
      return [createHash('sha256').update(text).digest('hex'), text] as const;
    })
    .sort(([a], [b]) => a.localeCompare(b));
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = buildManifest();
  if (process.argv.includes('--check')) {
    const current = await readFile(manifestPath, 'utf8').catch(() => '');
    if (current !== manifest) {
      console.error(`stale: ${MANIFEST_FILE} (run npm run codegen)`);
      process.exit(1);
    }
    console.log(`codegen: ${MANIFEST_FILE} is up to date`);
  } else {
    await writeFile(manifestPath, manifest);
  }
}
