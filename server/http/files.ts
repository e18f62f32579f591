/**
 * Serves uploaded files (/files/<name>). Their bytes were checked against their type when stored
 * (src/domain/images.ts); they are served so that a browser can only ever show them as what they are:
 * - `X-Content-Type-Options: nosniff`: the declared type is final, never guessed from the content;
 * - a Content-Security-Policy that runs nothing and sandboxes the document, should one ever be opened directly;
 * - `Content-Disposition`: inline with its name for pictures, a download for anything else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FileStore } from '../services/files';
import { sendJson } from './json';

const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function createFilesHandler(files: FileStore) {
  return async (request: IncomingMessage, response: ServerResponse, name: string): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJson(response, 405, { error: 'Method not allowed' });
    }
    const file = await files.read(name);
    if (!file) return sendJson(response, 404, { error: 'Not found' });
    const disposition = file.type.startsWith('image/') ? 'inline' : 'attachment';
    response
      .writeHead(200, {
        'content-type': file.type,
        'content-length': String(file.body.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': FILE_POLICY,
        'content-disposition': `${disposition}; filename="${file.name}"`,
        'cross-origin-resource-policy': 'same-site',
      })
      .end(request.method === 'HEAD' ? undefined : file.body);
  };
}
