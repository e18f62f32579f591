/**
 * The contract's text: src/graphql/schema/ holds one file per area (account, catalog, money, …), read in name
 * order and built into one schema by yoga, as codegen.ts reads the same folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMA_DIR = fileURLToPath(new URL('../../src/graphql/schema/', import.meta.url));

/** Every file of the schema, in name order. */
export function readTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(SCHEMA_DIR, name), 'utf8'));
}
