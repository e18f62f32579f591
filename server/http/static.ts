/**
 * Serves the built web app from dist/: hashed assets cached for a year, index.html for every other path
 * (the web app's router decides), compressed when the browser accepts it.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

type Entry = { body: Buffer; gzip?: Buffer; brotli?: Buffer; type: string; immutable: boolean };

export function createStaticHandler(root: string) {
  const cache = new Map<string, Entry>();

  async function load(file: string): Promise<Entry | null> {
    const cached = cache.get(file);
    if (cached) return cached;
    try {
      if (!(await stat(file)).isFile()) return null;
    } catch {
      return null;
    }
    const body = await readFile(file);
    const ext = path.extname(file);
    const entry: Entry = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      immutable: /\.[0-9a-f]{8,}\./.test(path.basename(file)),
    };
    if (COMPRESSIBLE.has(ext) && body.length > 1024) {
      entry.gzip = gzipSync(body);
      entry.brotli = brotliCompressSync(body);
    }
    // index.html changes with every build: only hashed assets are kept in memory.
    if (entry.immutable) cache.set(file, entry);
    return entry;
  }

  /** Answers a GET or HEAD of `pathname`, the request's decoded path (http/request-path.ts). */
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    const file = path.join(root, path.normalize(pathname));
    const inside = file.startsWith(root + path.sep);
    let entry = inside ? await load(file) : null;
    const isAsset = path.extname(pathname) !== '';
    if (!entry && isAsset) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    entry ??= await load(path.join(root, 'index.html'));
    if (!entry) {
      response
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The web app is not built yet: run npm run build');
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const headers: Record<string, string> = {
      'content-type': entry.type,
      'cache-control': entry.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    let body = entry.body;
    if (entry.brotli && accepts.includes('br')) {
      body = entry.brotli;
      headers['content-encoding'] = 'br';
    } else if (entry.gzip && accepts.includes('gzip')) {
      body = entry.gzip;
      headers['content-encoding'] = 'gzip';
    }
    if (entry.type.startsWith('text/html')) {
      headers['content-security-policy'] =
        // worker-src blob: lets the live channel's MQTT client keep its keep-alive timers in a worker, which
        // browsers do not throttle in background tabs.
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; " +
        "worker-src 'self' blob:; frame-ancestors 'none'";
      headers['referrer-policy'] = 'no-referrer';
    }
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
  };
}
