/**
 * Waiting for an e-mail in the outbox folder: the folder is watched, and read again each time a file in it is
 * written, until a message matches or the deadline passes; no fixed pause between looks.
 */
import { watch } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The newest message in `outboxDir` that `matches`, or null. */
async function newestMatching(outboxDir: string, matches: (text: string) => boolean): Promise<string | null> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const text = await readFile(path.join(outboxDir, file), 'utf8').catch(() => '');
    if (matches(text)) return text;
  }
  return null;
}

/** Resolves with the newest message that `matches` once there is one; rejects after `timeoutMs`. */
export async function mailInOutbox(
  outboxDir: string,
  matches: (text: string) => boolean,
  timeoutMs: number,
  missing: () => string,
): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  return new Promise((resolve, reject) => {
    let done = false;
    let looking = Promise.resolve();
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      watcher.close();
      clearTimeout(deadline);
      settle();
    };
    const look = () => {
      looking = looking.then(async () => {
        if (done) return;
        const text = await newestMatching(outboxDir, matches);
        if (text !== null) finish(() => resolve(text));
      });
    };
    // Watched before the first look, so a message written in between is not missed.
    const watcher = watch(outboxDir, look);
    const deadline = setTimeout(() => finish(() => reject(new Error(missing()))), timeoutMs);
    look();
  });
}
