/** Small JSON helpers for the non-GraphQL endpoints (staff API, broker authentication). */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 64 * 1024;

export async function readJsonBody(
  request: IncomingMessage,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; error: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return { ok: false, error: 'Request body is too large' };
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
  return { ok: false, error: 'The body must be a JSON object' };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}
