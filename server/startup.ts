/**
 * What can stop the server from starting, each told in one line that names the variable to change and what to
 * do (main.ts prints it and exits): folders it cannot write, the embedded database already in use by another
 * server, ports taken, a HOST that is not this machine's, a database it cannot reach.
 */
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:net';
import { randomToken } from './services/crypto';

export class StartupError extends Error {}

const codeOf = (error: unknown): string | undefined => {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

/** The system's short reason for an error, e.g. "EACCES" or the message of the innermost cause. */
function reasonOf(error: unknown): string {
  const code = codeOf(error);
  if (code) return code;
  let current: unknown = error;
  while ((current as { cause?: unknown }).cause) current = (current as { cause?: unknown }).cause;
  return current instanceof Error ? current.message : String(current);
}

/**
 * Creates a folder and its missing parents one level at a time. (Node's recursive mkdir loops for ever on some
 * paths, e.g. under /proc, where the kernel answers "no such file" for a folder it will not create.)
 */
async function makeFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir);
    return;
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST') {
      if (!(await stat(dir)).isDirectory())
        throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
      return;
    }
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    await makeFolder(parent);
  }
  await mkdir(dir).catch((error: unknown) => {
    if (codeOf(error) !== 'EEXIST') throw error;
  });
}

/** Makes sure a folder the server writes to exists and can be written, before anything is started. */
export async function prepareFolder(variable: string, dir: string): Promise<void> {
  const probe = path.join(dir, `.write-test-${process.pid}-${randomToken(6)}`);
  try {
    await makeFolder(dir);
    await access(dir, constants.W_OK);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    throw new StartupError(
      `${variable}=${dir} is not a folder this server can write to (${reasonOf(error)}): create it with write ` +
        `permission for this user, or set ${variable} to another folder.`,
    );
  }
}

export type FolderLock = { release: () => Promise<void> };

type LockOwner = { pid: number; host: string; nonce: string };

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM'; // it exists, under another user
  }
};

/**
 * Holds DATA_DIR for this server's life: the embedded database allows one server at a time, and a second one on
 * the same folder would corrupt it. The lock is a file made exclusively, naming its server; a lock left by a
 * server that is gone (same machine, no such process) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<FolderLock> {
  const file = path.join(dataDir, 'server.lock');
  const own: LockOwner = { pid: process.pid, host: hostname(), nonce: randomToken(12) };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(own));
      await handle.close();
      return {
        async release() {
          const current = await readOwner(file);
          if (current?.nonce === own.nonce) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') {
        throw new StartupError(
          `DATA_DIR=${dataDir} cannot hold the server's lock file (${reasonOf(error)}): fix the folder's ` +
            'permissions, or set DATA_DIR to another folder.',
        );
      }
    }
    const holder = await readOwner(file);
    const gone = holder !== null && holder.host === hostname() && !isAlive(holder.pid);
    if (!gone) {
      const who = holder ? `pid ${holder.pid} on ${holder.host}` : 'another process';
      throw new StartupError(
        `DATA_DIR=${dataDir} is in use by another CreatorHub server (${who}): stop it, or set DATA_DIR to another ` +
          `folder. If no server runs, remove ${file}.`,
      );
    }
    // Taken over only if it still is the lock of the server that is gone, not one made meanwhile.
    if ((await readOwner(file))?.nonce === holder.nonce) await unlink(file).catch(() => undefined);
  }
  throw new StartupError(
    `DATA_DIR=${dataDir} is in use by another CreatorHub server that is starting: stop it, or set DATA_DIR to another folder.`,
  );
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string' && typeof owner.nonce === 'string') {
      return owner as LockOwner;
    }
  } catch {
    // unreadable or half-written: treated as held by another process
  }
  return null;
}

/**
 * Binds a server to its port, telling in one line what is wrong when it cannot: `variable` names the port's
 * variable (PORT, BROKER_PORT, …).
 */
export function listenOn(server: Server, port: number, host: string, variable: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(explainListenError(error, port, host, variable));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export function explainListenError(error: unknown, port: number, host: string, variable: string): Error {
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return new StartupError(
        `${variable}=${port} is already in use by another program: stop it, or set ${variable} to a free port.`,
      );
    case 'EACCES':
      return new StartupError(
        `${variable}=${port} needs privileges this server does not have: set ${variable} to a port above 1023.`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return new StartupError(
        `HOST=${host} is not an address of this machine: set HOST to one of its addresses, or to 0.0.0.0 for all of them.`,
      );
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}

/** A database URL with its password hidden, for messages and logs. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the URL)';
  }
}

export function explainDatabaseError(
  error: unknown,
  databaseUrl: string | undefined,
  dataDir: string,
): Error {
  if (error instanceof StartupError) return error;
  const reason = reasonOf(error);
  if (databaseUrl) {
    const shown = withoutPassword(databaseUrl);
    if (reason === '28P01' || reason === '28000') {
      return new StartupError(
        `DATABASE_URL (${shown}) was refused: the user or password is wrong. Correct them in DATABASE_URL.`,
      );
    }
    if (reason === '3D000') {
      return new StartupError(
        `DATABASE_URL (${shown}) names a database that does not exist: create it first.`,
      );
    }
    return new StartupError(
      `DATABASE_URL (${shown}) cannot be reached (${reason}): check that PostgreSQL runs there and the address is right.`,
    );
  }
  return new StartupError(
    `The embedded database in DATA_DIR=${dataDir} cannot be opened (${reason}): restore the folder from a backup, ` +
      'or set DATA_DIR to another folder.',
  );
}
