/**
 * The staff API (DESIGN.md §1): POST /staff/<command> with a JSON body, authenticated by the staff key in
 * the `x-staff-key` header. An upload command (a file for a creator's portfolio) takes the file as the raw body,
 * `Content-Type: application/octet-stream`, and its other arguments from the query string. The staff command line is its client. Every call is written to the audit log.
 * Wrong keys are limited per client address and across every door that checks the key (services/staff-key.ts),
 * counted before the key is compared.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context';
import { checkStaffKey } from '../services/staff-key';
import { audit } from '../services/audit';
import { readBytesBody, readJsonBody, sendJson } from '../http/json';
import { MAX_CONTENT_IMAGE_BYTES, MAX_CONTENT_VIDEO_BYTES } from '../../src/domain/media';
import { staffCommands, staffUploads } from './commands';
import type { StaffResult } from './command';

/** The largest file an upload command takes: the largest content file. */
const MAX_UPLOAD_BYTES = Math.max(MAX_CONTENT_IMAGE_BYTES, MAX_CONTENT_VIDEO_BYTES);

export function createStaffHandler(services: Services, staffKey: string) {
  return async (request: IncomingMessage, response: ServerResponse, clientAddress: string): Promise<void> => {
    const [target = '/', query = ''] = (request.url ?? '/').split('?', 2);
    const name = target.replace(/^\/staff\//, '');
    const given = request.headers['x-staff-key'];
    const checked = await checkStaffKey(
      services.limits,
      staffKey,
      typeof given === 'string' ? given : undefined,
      clientAddress,
    );
    if (!checked.ok && checked.retryAfter !== null) {
      services.log.warn('staff call refused: too many wrong keys', { command: name, clientAddress });
      response.setHeader('retry-after', String(checked.retryAfter));
      sendJson(response, 429, { error: 'Too many wrong staff keys, try again later' });
      return;
    }
    if (!checked.ok) {
      services.log.warn('staff call refused', { command: name, clientAddress });
      sendJson(response, 401, { error: 'A valid staff key is required' });
      return;
    }
    const command = Object.hasOwn(staffCommands, name) ? staffCommands[name] : undefined;
    const upload = Object.hasOwn(staffUploads, name) ? staffUploads[name] : undefined;
    let result: StaffResult;
    if (request.method === 'POST' && upload) {
      const file = await readBytesBody(request, MAX_UPLOAD_BYTES);
      if (!file.ok) return sendJson(response, file.status, { error: file.error });
      result = await upload(services, Object.fromEntries(new URLSearchParams(query)), file.value);
    } else if (request.method === 'POST' && command) {
      const input = await readJsonBody(request);
      if (!input.ok) return sendJson(response, input.status, { error: input.error });
      result = await command(services, input.value);
    } else {
      return sendJson(response, 404, { error: `Unknown staff command "${name}"` });
    }
    await audit(services.db, {
      action: `staff.${name}`,
      actor: 'staff',
      companyId: typeof result.body.company_id === 'string' ? result.body.company_id : null,
      clientAddress,
      detail: { status: result.status },
    });
    sendJson(response, result.status, result.body);
  };
}
