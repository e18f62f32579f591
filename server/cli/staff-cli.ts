/**
 * The staff command line (DESIGN.md §1-2): a client of the running API's staff endpoints. It reaches API_URL
 * (default http://127.0.0.1:$PORT, PORT 8080) with the key from STAFF_KEY or $DATA_DIR/staff.key.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cliCommands, type StaffAnswer } from './staff-commands';

export type Env = Record<string, string | undefined>;
export type Output = { out: (line: string) => void; err: (line: string) => void };

const USAGE_NAME = 'npm run staff --';

function usage(): string {
  const lines = Object.entries(cliCommands).map(([name, command]) => {
    const words = command.args.map(
      (arg) => `<${arg.replace(/\.\.\.$/, '')}${arg.endsWith('...') ? '...' : ''}>`,
    );
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

/** The JSON body of a command from the words typed after its name. */
export function bodyOf(
  name: string,
  words: string[],
): { ok: true; body: StaffAnswer } | { ok: false; error: string } {
  const command = Object.hasOwn(cliCommands, name) ? cliCommands[name] : undefined;
  const body: StaffAnswer = {};
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
    if (!value) return { ok: false, error: `Missing <${arg.replace(/\.\.\.$/, '')}>` };
    body[arg.replace(/\.\.\.$/, '')] = value;
  }
  const extra = command.args.at(-1)?.endsWith('...') ? 0 : words.length - command.args.length;
  if (extra > 0) return { ok: false, error: `Too many arguments for ${name}` };
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

/** Runs one command; returns the process exit code. */
export async function runStaffCli(argv: string[], env: Env, output: Output): Promise<number> {
  const [name, ...words] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    output.out(usage());
    return name ? 0 : 1;
  }
  if (!/^[a-z][a-z0-9-]*$/.test(name)) {
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
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/staff/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-staff-key': key },
      body: JSON.stringify(body.body),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? String(error);
    output.err(
      `Cannot reach the CreatorHub API at ${apiUrl} (${reason}). Is it running? Start it with \`npm start\`, or set API_URL.`,
    );
    return 1;
  }
  const answer = (await response.json().catch(() => ({}))) as StaffAnswer;
  if (response.status === 401) {
    output.err(
      `The API at ${apiUrl} refused the staff key. Use the key in the server's DATA_DIR/staff.key, or set STAFF_KEY to it.`,
    );
    return 1;
  }
  if (!response.ok) {
    const fields = answer.fields ? `\n${readable(answer.fields as StaffAnswer)}` : '';
    output.err(
      `${name} failed (${response.status}): ${String(answer.error ?? response.statusText)}${fields}`,
    );
    return 1;
  }
  const print = Object.hasOwn(cliCommands, name) ? cliCommands[name]?.print : undefined;
  output.out(print ? print(answer) : readable(answer));
  return 0;
}
