/**
 * The staff key (DESIGN.md §2): it authenticates the staff API and the API's own publisher on the live channel.
 * STAFF_KEY when set, otherwise the file DATA_DIR/staff.key, made at first start (readable by its owner only).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken, sameSecret } from './crypto';
import type { RateLimiter } from './rate-limit';
import { refusalOf } from './rate-limit';
import { STAFF_KEY_FAILURES, STAFF_KEY_FAILURES_PER_CLIENT } from '../../src/domain/constants';

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

export type StaffKeyCheck = { ok: true } | { ok: false; retryAfter: number | null };

/**
 * Checks a staff key given at any door. Every try is counted first under STAFF_KEY_FAILURES (all doors together)
 * and, when the caller's address is known, STAFF_KEY_FAILURES_PER_CLIENT; past either limit the key is refused even
 * when right (`retryAfter` says for how long). A right key within the limits gives its tries back.
 */
export async function checkStaffKey(
  limits: RateLimiter,
  staffKey: string,
  given: string | undefined,
  clientAddress?: string,
): Promise<StaffKeyCheck> {
  const attempts = await Promise.all([
    limits.take(STAFF_KEY_FAILURES, 'staff key'),
    ...(clientAddress ? [limits.take(STAFF_KEY_FAILURES_PER_CLIENT, clientAddress)] : []),
  ]);
  const waiting = refusalOf(attempts);
  if (waiting !== null) return { ok: false, retryAfter: waiting };
  if (typeof given !== 'string' || !sameSecret(given, staffKey)) return { ok: false, retryAfter: null };
  await Promise.all(attempts.map((attempt) => attempt.giveBack()));
  return { ok: true };
}
