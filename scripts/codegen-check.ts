/**
 * Fails when the committed generated GraphQL files differ from what the schema and operations generate.
 * Generates into memory and compares with the files on disk.
 */
import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

const outputs = (await generate({ ...config, cwd: process.cwd() }, false)) as Array<{
  filename: string;
  content: string;
}>;
let stale = 0;
for (const output of outputs) {
  const expected = output.content;
  const actual = await readFile(output.filename, 'utf8').catch(() => '');
  if (actual !== expected) {
    stale += 1;
    console.error(`stale: ${output.filename} (run npm run codegen)`);
  }
}
if (stale > 0) process.exit(1);
console.log(`codegen: ${outputs.length} generated files are up to date`);
