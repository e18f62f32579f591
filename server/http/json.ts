/** Small JSON helpers for the non-GraphQL endpoints (staff API, broker authentication). */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 64 * 1024;

/**
 * The JSON object of a request body. Only `application/json` is read (a form or a text body is answered 415, so a
 * web page elsewhere cannot send one with a plain form); more than MAX_BODY_BYTES is answered 413.
 */
export async function readJsonBody(
  request: IncomingMessage,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; status: number; error: string }> {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    return { ok: false, status: 415, error: 'The body must be JSON (Content-Type: application/json)' };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return { ok: false, status: 413, error: 'Request body is too large' };
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> };
    }
  } catch {
    // reported below
  }
  return { ok: false, status: 400, error: 'The body must be a JSON object' };
}

/**
 * The raw bytes of a request body sent as `application/octet-stream` (a file), of at most `maxBytes`: another type
 * is answered 415, more bytes 413, an empty body 400.
 */
export async function readBytesBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<{ ok: true; value: Buffer } | { ok: false; status: number; error: string }> {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'application/octet-stream') {
    return {
      ok: false,
      status: 415,
      error: 'The body must be a file (Content-Type: application/octet-stream)',
    };
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    return { ok: false, status: 413, error: 'The file is too large' };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return { ok: false, status: 413, error: 'The file is too large' };
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return { ok: false, status: 400, error: 'The body is empty: send the file' };
  return { ok: true, value: Buffer.concat(chunks) };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .end(JSON.stringify(body));
}
