/**
 * Nothing the API or a machine sends reaches the screen untranslated: every code they can send is a key of
 * both languages. The codes are found in the source itself (refusals, field errors, notices, answers), so a
 * new code without its texts fails here, not in front of a Spanish user.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../../tests/support/i18n';
import { NOTIFICATION_CODES, STATUS_CODES } from '../../domain/messages';

const ROOT = path.resolve(__dirname, '../../..');
const LANGUAGES = ['en', 'es'] as const;

/** Codes graphql-yoga sends itself, not found in our source: an unexpected failure, masked. */
const FROM_YOGA = ['INTERNAL_SERVER_ERROR'];

/** The API's codes the web app handles itself rather than by a text of its own (src/graphql/transport.ts). */
const HANDLED_APART = new Set(['UNAUTHENTICATED', 'BAD_USER_INPUT', 'RATE_LIMITED']);

/** Node's own error codes (ENOTDIR, …), which the server's start-up raises like the system would: not messages. */
const isSystemCode = (code: string) => code in constants.errno;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** How a code is sent: a refusal, an answer, a coded error object, a field error, a notice or an extension. */
const SENT = [
  /\brefused\(\s*'([^']+)'/g,
  /\brefuse\([^)]*?,\s*'([A-Z][A-Z_]+)'\s*\)/g,
  /\bencode\(\s*'([^']+)'/g,
  /\bstatusMessage\(\s*'([^']+)'/g,
  /\{\s*code:\s*'([^']+)'/g,
];

function codesSentBy(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of SENT) {
      for (const match of text.matchAll(pattern)) found.set(match[1] ?? '', path.relative(ROOT, file));
    }
  }
  return found;
}

const lookup = (messages: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

/** The text of a code in a language: a field error, a refusal, or an answer or notice. */
function textOf(language: string, code: string): unknown {
  return (
    lookup(messagesOf(language, 'validation'), code) ??
    lookup(messagesOf(language, 'errors'), `codes.${code}`) ??
    lookup(messagesOf(language, 'messages'), code)
  );
}

const sent = new Map([...FROM_YOGA.map((code): [string, string] => [code, 'graphql-yoga'])]);
for (const [code, file] of codesSentBy([
  ...sourceFiles(path.join(ROOT, 'server')),
  ...['domain', 'machines', 'graphql', 'app'].flatMap((part) => sourceFiles(path.join(ROOT, 'src', part))),
]))
  sent.set(code, file);

describe('texts of coded messages', () => {
  it('finds the codes the API sends in its source', () => {
    // A pattern that stopped matching would let every code through: these must be among those found.
    for (const code of [
      'CODE_INVALID',
      'BRAND_HAS_PRODUCTS',
      'LENGTH_REQUIRED',
      'wrongPassword',
      'imageType',
    ])
      expect(sent.has(code), code).toBe(true);
    expect(sent.size).toBeGreaterThan(40);
  });

  it.each(LANGUAGES)('has a %s text for every code the API or a machine sends', (language) => {
    const missing = [...sent]
      .filter(
        ([code]) =>
          !HANDLED_APART.has(code) && !isSystemCode(code) && typeof textOf(language, code) !== 'string',
      )
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('has a %s text for every answer and notice code', (language) => {
    const missing = [...STATUS_CODES, ...NOTIFICATION_CODES].filter(
      (code) => typeof lookup(messagesOf(language, 'messages'), code) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
