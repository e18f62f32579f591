/**
 * The staff command line (DESIGN.md §1-2): a client of the running API's staff endpoints. It reaches API_URL
 * (default http://127.0.0.1:$PORT, PORT 8080) with the key from STAFF_KEY or $DATA_DIR/staff.key.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cliCommands } from './staff-commands';
import type { CliCommand, StaffAnswer } from './cli-command';

export type Env = Record<string, string | undefined>;
export type Output = { out: (line: string) => void; err: (line: string) => void };

const USAGE_NAME = 'npm run staff --';

/** An argument's name: without its '...' (takes the rest) or '?' (may be left out). */
const argName = (arg: string) => arg.replace(/\.\.\.$|\?$/, '');

function usage(): string {
  const lines = Object.entries(cliCommands).map(([name, command]) => {
    const words = command.args.map((arg) =>
      arg.endsWith('?') ? `[${argName(arg)}]` : `<${argName(arg)}${arg.endsWith('...') ? '...' : ''}>`,
    );
    if (command.options) words.push('key=value...');
    return `  ${[name, ...words].join(' ').padEnd(34)} ${command.summary}`;
  });
  return [
    `Usage: ${USAGE_NAME} <command> [arguments]`,
    '',
    'Commands:',
    ...lines,
    `  ${'<other-command> key=value ...'.padEnd(34)} calls any other staff command with a JSON body`,
    '',
    'Environment: API_URL (default http://127.0.0.1:$PORT, PORT 8080), STAFF_KEY (default: $DATA_DIR/staff.key,',
    'DATA_DIR .data).',
  ].join('\n');
}

/** The command the words start with: a two-word name (`creator add`) before a one-word one. */
export function commandOf(argv: string[]): { name: string; words: string[] } | null {
  const [first, second, ...rest] = argv;
  if (!first) return null;
  if (second !== undefined && Object.hasOwn(cliCommands, `${first} ${second}`))
    return { name: `${first} ${second}`, words: rest };
  // A verb after the first argument (`deal <dealId> upload <file>`) names a command of its own.
  const [third, ...after] = rest;
  if (second !== undefined && third !== undefined && Object.hasOwn(cliCommands, `${first} ${third}`))
    return { name: `${first} ${third}`, words: [second, ...after] };
  return { name: first, words: argv.slice(1) };
}

const pathOf = (name: string, command: CliCommand | undefined) => command?.path ?? name.replace(/ /g, '-');

/** The value of a key=value word: a list at commas, a number, or the text as typed. */
function optionValue(command: CliCommand, key: string, value: string): unknown {
  if (command.options?.lists?.includes(key))
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  if (command.options?.numbers?.includes(key)) {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  return value;
}

/** The JSON body of a command from the words typed after its name. */
export function bodyOf(
  name: string,
  typed: string[],
): { ok: true; body: StaffAnswer } | { ok: false; error: string } {
  const command = Object.hasOwn(cliCommands, name) ? cliCommands[name] : undefined;
  const body: StaffAnswer = {};
  const flags = typed.filter((word) => /^--[a-z]/.test(word));
  for (const flag of flags) {
    if (!command?.flags?.includes(flag.slice(2)))
      return { ok: false, error: `${name} does not take ${flag}` };
    body[flag.slice(2)] = true;
  }
  const words = typed.filter((word) => !flags.includes(word));
  if (!command) {
    for (const word of words) {
      const at = word.indexOf('=');
      if (at <= 0) return { ok: false, error: `Expected key=value, got "${word}"` };
      body[word.slice(0, at)] = word.slice(at + 1);
    }
    return { ok: true, body };
  }
  for (const [index, arg] of command.args.entries()) {
    const rest = arg.endsWith('...');
    const value = rest ? words.slice(index).join(' ') : words[index];
    if (!value && arg.endsWith('?')) continue;
    if (!value) return { ok: false, error: `Missing <${argName(arg)}>` };
    // Files are named one by one (a name may hold spaces); the others are joined as typed.
    body[argName(arg)] = rest && command.files === arg ? words.slice(index) : value;
  }
  const positional = command.args.at(-1)?.endsWith('...') ? words.length : command.args.length;
  for (const word of words.slice(positional)) {
    const at = word.indexOf('=');
    const key = word.slice(0, at);
    if (!command.options || at <= 0) return { ok: false, error: `Too many arguments for ${name}` };
    if (!command.options.keys.includes(key))
      return { ok: false, error: `${name} takes ${command.options.keys.join(', ')}; not "${key}"` };
    body[key] = optionValue(command, key, word.slice(at + 1));
  }
  return { ok: true, body };
}

async function staffKeyOf(env: Env): Promise<string | null> {
  if (env.STAFF_KEY?.trim()) return env.STAFF_KEY.trim();
  const file = path.resolve(env.DATA_DIR?.trim() || '.data', 'staff.key');
  try {
    return (await readFile(file, 'utf8')).trim() || null;
  } catch {
    return null;
  }
}

const apiUrlOf = (env: Env): string =>
  (env.API_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '8080'}`).replace(/\/+$/, '');

function readable(answer: StaffAnswer): string {
  return Object.entries(answer)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

type Call = { url: string; key: string; contentType: string; body: string | Uint8Array<ArrayBuffer> };

/** One call of the staff API; the answer, or the line that says why there is none. */
async function post(
  call: Call,
): Promise<{ ok: true; status: number; answer: StaffAnswer } | { ok: false; error: string }> {
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': call.contentType, 'x-staff-key': call.key },
      body: call.body,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? String(error);
    const api = new URL(call.url).origin;
    return {
      ok: false,
      error: `Cannot reach the CreatorHub API at ${api} (${reason}). Is it running? Start it with \`npm start\`, or set API_URL.`,
    };
  }
  return {
    ok: true,
    status: response.status,
    answer: (await response.json().catch(() => ({}))) as StaffAnswer,
  };
}

/** What went wrong with a call the API answered with an error, in words. */
function failure(name: string, apiUrl: string, status: number, answer: StaffAnswer): string {
  if (status === 401)
    return `The API at ${apiUrl} refused the staff key. Use the key in the server's DATA_DIR/staff.key, or set STAFF_KEY to it.`;
  const fields = answer.fields ? `\n${readable(answer.fields as StaffAnswer)}` : '';
  return `${name} failed (${status}): ${String(answer.error ?? 'no answer')}${fields}`;
}

/** Runs one command; returns the process exit code. */
export async function runStaffCli(argv: string[], env: Env, output: Output): Promise<number> {
  const found = commandOf(argv);
  if (!found || ['help', '--help', '-h'].includes(found.name)) {
    output.out(usage());
    return found ? 0 : 1;
  }
  const { name, words } = found;
  if (!name.split(' ').every((word) => /^[a-z][a-z0-9-]*$/.test(word))) {
    output.err(`"${name}" is not a command name.\n\n${usage()}`);
    return 1;
  }
  const body = bodyOf(name, words);
  if (!body.ok) {
    output.err(`${body.error}.\n\n${usage()}`);
    return 1;
  }
  const key = await staffKeyOf(env);
  if (!key) {
    output.err(
      'No staff key: set STAFF_KEY, or run this from the folder of the API (its DATA_DIR holds staff.key, made at first start).',
    );
    return 1;
  }
  const apiUrl = apiUrlOf(env);
  const command = Object.hasOwn(cliCommands, name) ? cliCommands[name] : undefined;
  const url = `${apiUrl}/staff/${pathOf(name, command)}`;
  const calls: Call[] = [];
  if (command?.files) {
    const { [argName(command.files)]: files, ...rest } = body.body;
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
    for (const file of files as string[]) {
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        output.err(`Cannot read ${file} (${(error as { code?: string }).code ?? String(error)}).`);
        return 1;
      }
      calls.push({
        url: `${url}?${query}`,
        key,
        contentType: 'application/octet-stream',
        body: new Uint8Array(bytes),
      });
    }
  } else {
    calls.push({ url, key, contentType: 'application/json', body: JSON.stringify(body.body) });
  }
  for (const call of calls) {
    const answered = await post(call);
    if (!answered.ok) {
      output.err(answered.error);
      return 1;
    }
    if (answered.status < 200 || answered.status > 299) {
      output.err(failure(name, apiUrl, answered.status, answered.answer));
      return 1;
    }
    output.out(command?.print ? command.print(answered.answer) : readable(answered.answer));
    if (command?.failed?.(answered.answer)) return 1;
  }
  return 0;
}
