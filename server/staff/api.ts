/**
 * The staff API (DESIGN.md §1): POST /staff/<command> with a JSON body, authenticated by the staff key in
 * the `x-staff-key` header. The staff command line is its client. Every call is written to the audit log.
 */
import { timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Services } from '../context';
import { auditLog } from '../db/schema';
import { randomToken, sha256 } from '../services/crypto';
import { readJsonBody, sendJson } from '../http/json';
import { staffCommands } from './commands';

export type StaffResult = { status: number; body: Record<string, unknown> };
export type StaffCommand = (services: Services, input: Record<string, unknown>) => Promise<StaffResult>;

/** The staff key: STAFF_KEY, or the file DATA_DIR/staff.key, made at first start. */
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

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(sha256(given));
  const b = Buffer.from(sha256(expected));
  return timingSafeEqual(a, b);
}

export function createStaffHandler(services: Services, staffKey: string) {
  return async (request: IncomingMessage, response: ServerResponse, clientAddress: string): Promise<void> => {
    const name = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/staff\//, '');
    const given = request.headers['x-staff-key'];
    if (typeof given !== 'string' || !sameKey(given, staffKey)) {
      services.log.warn('staff call refused', { command: name, clientAddress });
      sendJson(response, 401, { error: 'A valid staff key is required' });
      return;
    }
    const command = Object.hasOwn(staffCommands, name) ? staffCommands[name] : undefined;
    if (request.method !== 'POST' || !command) {
      sendJson(response, 404, { error: `Unknown staff command "${name}"` });
      return;
    }
    const input = await readJsonBody(request);
    if (!input.ok) {
      sendJson(response, 400, { error: input.error });
      return;
    }
    const result = await command(services, input.value);
    await services.db.insert(auditLog).values({
      actor: 'staff',
      action: `staff.${name}`,
      client_address: clientAddress,
      company_id: typeof result.body.company_id === 'string' ? result.body.company_id : null,
      detail: { status: result.status },
    });
    sendJson(response, result.status, result.body);
  };
}
