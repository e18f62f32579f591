/**
 * Serves the built web app from dist/: hashed assets cached for a year, index.html for every other path
 * (the web app's router decides), compressed when the browser accepts it.
 *
 * The logged-out screens have prerendered pages (server/prerender.ts, listed in dist/prerendered.json): a
 * request for one of those paths, without a query or with only where to go next (`?next=`, read by the web app
 * at run time), gets the page in the visitor's language, the one they chose
 * (the language cookie the web app writes) or else the first of their Accept-Language the app speaks. The
 * pages' inline first-paint script is allowed by its hash in the Content-Security-Policy.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chooseLanguage, LANGUAGE_COOKIE } from '../../src/domain/language-choice';
import { RETURN_PARAM } from '../../src/domain/navigation';

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

/** The file (in dist/) that lists the prerendered pages; written by server/prerender.ts. */
export const PRERENDER_MANIFEST = 'prerendered.json';
/** The folder (in dist/) of the prerendered pages, which answer their own paths only. */
export const PRERENDERED_DIR = 'prerendered';

export type PrerenderManifest = {
  /** CSP sources (`'sha256-…'`) of the inline scripts the pages carry. */
  scriptHashes: string[];
  /** The language of a visitor whose choice and browser languages the app does not speak. */
  defaultLanguage: string;
  /** For each prerendered path, its page (relative to dist/) in each language. */
  pages: Record<string, Record<string, string>>;
};

type Entry = {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  immutable: boolean;
  /** When the file was read: a file that changed since (a new build) is read again. */
  version: string;
};

/** The tags of an Accept-Language header, most wanted first; `*` and refused (q=0) ones are left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, quality: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

function cookie(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

/** Query parameters the web app reads at run time only: a prerendered page is the same with them. */
const RUN_TIME_PARAMETERS: ReadonlySet<string> = new Set([RETURN_PARAM]);

/** Whether a request's query leaves a prerendered page as it was rendered (no query, or run-time ones only). */
export function queryKeepsPrerender(url: string | undefined): boolean {
  const start = (url ?? '').indexOf('?');
  if (start === -1) return true;
  const names = [...new URLSearchParams((url ?? '').slice(start + 1)).keys()];
  return names.every((name) => RUN_TIME_PARAMETERS.has(name));
}

function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scripts = scriptHashes.length > 0 ? `script-src 'self' ${scriptHashes.join(' ')}; ` : '';
  return (
    `default-src 'self'; ${scripts}img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; ` +
    // worker-src blob: lets the live channel's MQTT client keep its keep-alive timers in a worker, which
    // browsers do not throttle in background tabs.
    "connect-src 'self' ws: wss:; worker-src 'self' blob:; frame-ancestors 'none'"
  );
}

export function createStaticHandler(root: string) {
  const cache = new Map<string, Entry>();
  let manifest: { version: string; value: PrerenderManifest } | null = null;

  async function load(file: string): Promise<Entry | null> {
    const cached = cache.get(file);
    if (cached?.immutable) return cached;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.mtimeMs}:${info.size}`;
    if (cached?.version === version) return cached;
    const body = await readFile(file);
    const ext = path.extname(file);
    const entry: Entry = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      immutable: /\.[0-9a-f]{8,}\./.test(path.basename(file)),
      version,
    };
    if (COMPRESSIBLE.has(ext) && body.length > 1024) {
      entry.gzip = gzipSync(body);
      entry.brotli = brotliCompressSync(body);
    }
    // Pages are kept with the version of their file: a rebuild of dist/ replaces them.
    cache.set(file, entry);
    return entry;
  }

  /** The prerendered pages of the current build; none when dist/ holds a development build. */
  async function prerendered(): Promise<PrerenderManifest | null> {
    const entry = await load(path.join(root, PRERENDER_MANIFEST));
    if (!entry) return null;
    if (manifest?.version !== entry.version) {
      manifest = {
        version: entry.version,
        value: JSON.parse(entry.body.toString('utf8')) as PrerenderManifest,
      };
    }
    return manifest.value;
  }

  /** Answers a GET or HEAD of `pathname`, the request's decoded path (http/request-path.ts). */
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    const file = path.join(root, path.normalize(pathname));
    const inside =
      file.startsWith(root + path.sep) && !file.startsWith(path.join(root, PRERENDERED_DIR, path.sep));
    let entry = inside ? await load(file) : null;
    const isAsset = path.extname(pathname) !== '';
    if (!entry && isAsset) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const pages = await prerendered();
    // Another query may change what the screen shows, which its page was not rendered with: the web app
    // renders it.
    const languages = queryKeepsPrerender(request.url) ? pages?.pages[pathname] : undefined;
    let language: string | undefined;
    if (!entry && pages && languages) {
      const chosen = chooseLanguage(
        cookie(request.headers.cookie, LANGUAGE_COOKIE),
        { languages: acceptedLanguages(request.headers['accept-language']) },
        Object.keys(languages),
        pages.defaultLanguage,
      );
      const page = languages[chosen];
      entry = page ? await load(path.join(root, page)) : null;
      if (entry) language = chosen;
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
      headers['content-security-policy'] = contentSecurityPolicy(pages?.scriptHashes ?? []);
      headers['referrer-policy'] = 'no-referrer';
    }
    if (language) {
      headers['content-language'] = language;
      // The same address answers in another language for another visitor: caches must tell them apart.
      headers.vary = 'accept-encoding, accept-language, cookie';
    }
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
  };
}
