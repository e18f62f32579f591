/**
 * Serves stored files (/files/<name>). Their bytes were checked against their type when stored
 * (src/domain/images.ts, src/domain/media.ts); they are served so that a browser can only ever show them as what
 * they are:
 * - `X-Content-Type-Options: nosniff`: the declared type is final, never guessed from the content;
 * - a Content-Security-Policy that runs nothing and sandboxes the document, should one ever be opened directly;
 * - `Content-Disposition`: inline with its name for pictures and videos, a download for anything else.
 * Videos are played by byte ranges (`Range: bytes=start-end`, answered 206), as browsers ask for them to seek.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../services/files';
import { sendJson } from './json';

const FILE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The one byte range a `Range` header asks for, within a file of `size` bytes: null when there is none or it
 * is not of the form browsers send (then the whole file is sent), 'unsatisfiable' when it lies past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export function createFilesHandler(files: FileStore) {
  return async (request: IncomingMessage, response: ServerResponse, name: string): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJson(response, 405, { error: 'Method not allowed' });
    }
    const file = await files.open(name);
    if (!file) return sendJson(response, 404, { error: 'Not found' });
    const shown = file.type.startsWith('image/') || file.type.startsWith('video/');
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_POLICY,
      'content-disposition': `${shown ? 'inline' : 'attachment'}; filename="${file.name}"`,
      'cross-origin-resource-policy': 'same-site',
    };
    const range = byteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      response.writeHead(416, { ...headers, 'content-range': `bytes */${file.size}` }).end();
      return;
    }
    const length = range ? range.end - range.start + 1 : file.size;
    response.writeHead(range ? 206 : 200, {
      ...headers,
      'content-length': String(length),
      ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${file.size}` } : {}),
    });
    if (request.method === 'HEAD' || length === 0) {
      response.end();
      return;
    }
    // A client that goes away mid-file ends the copy; nothing is left to answer then.
    await pipeline(file.stream(range ?? undefined), response).catch(() => undefined);
  };
}
