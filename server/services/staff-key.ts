/**
 * The staff key (DESIGN.md §2): it authenticates the staff API and the API's own publisher on the live channel.
 * STAFF_KEY when set, otherwise the file DATA_DIR/staff.key, made at first start (readable by its owner only).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from './crypto';

export async function resolveStaffKey(configKey: string | undefined, dataDir: string): Promise<string> {
  if (configKey) return configKey;
  const file = path.join(dataDir, 'staff.key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const key = randomToken(32);
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${key}\n`, { mode: 0o600 });
    return key;
  }
}
