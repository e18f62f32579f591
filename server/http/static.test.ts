import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '../../src/domain/language-choice';
import { acceptedLanguages, createStaticHandler, PRERENDER_MANIFEST, type PrerenderManifest } from './static';
import { requestPath } from './request-path';

const HASH = "'sha256-b3Blbi1zZXNhbWU='";
let dist: string;
let server: Server;
let base: string;

const page = (language: string, text: string) =>
  `<!doctype html><html lang="${language}"><body><div id="root"><h1>${text}</h1></div></body></html>`;

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'creatorhub-static-'));
  await mkdir(path.join(dist, 'prerendered', 'en'), { recursive: true });
  await mkdir(path.join(dist, 'prerendered', 'es'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'prerendered', 'en', 'login.html'), page('en', 'Log in'));
  await writeFile(path.join(dist, 'prerendered', 'es', 'login.html'), page('es', 'Iniciar sesión'));
  const manifest: PrerenderManifest = {
    scriptHashes: [HASH],
    defaultLanguage: 'en',
    pages: { '/login': { en: 'prerendered/en/login.html', es: 'prerendered/es/login.html' } },
  };
  await writeFile(path.join(dist, PRERENDER_MANIFEST), JSON.stringify(manifest));
  const serve = createStaticHandler(dist);
  server = createServer(
    (request, response) => void serve(request, response, requestPath(request.url) ?? '/'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the order of equal ones, without refused ones or *', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptedLanguages('en;q=0.5, es-ES')).toEqual(['es-ES', 'en']);
    expect(acceptedLanguages('es;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('serving a prerendered page', () => {
  it("sends the page in the browser's language and says which", async () => {
    const spanish = await get('/login', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(spanish.body).toContain('Iniciar sesión');
    expect(spanish.headers.get('content-language')).toBe('es');
    expect(spanish.headers.get('vary')).toBe('accept-encoding, accept-language, cookie');
    const english = await get('/login', { 'accept-language': 'en-GB,en' });
    expect(english.body).toContain('Log in');
    expect(english.headers.get('content-language')).toBe('en');
  });

  it('prefers the language the visitor chose in the app (its cookie) to the browser', async () => {
    const answer = await get('/login', {
      'accept-language': 'en-US,en',
      cookie: `theme=dark; ${LANGUAGE_COOKIE}=es`,
    });
    expect(answer.body).toContain('Iniciar sesión');
  });

  it('falls back to the default language for a browser the app does not speak', async () => {
    expect((await get('/login', { 'accept-language': 'de-DE,fr' })).body).toContain('Log in');
    expect((await get('/login')).body).toContain('Log in');
  });

  it('allows the inline first-paint script by its hash, and nothing else inline', async () => {
    const csp = (await get('/login')).headers.get('content-security-policy') ?? '';
    const scripts = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scripts?.trim()).toBe(`script-src 'self' ${HASH}`);
    expect((await get('/products')).headers.get('content-security-policy')).toContain(
      `script-src 'self' ${HASH}`,
    );
  });

  it('answers a prerendered path with where to go next (read at run time) with its page', async () => {
    const withNext = await get('/login?next=%2Fproducts', { 'accept-language': 'es' });
    expect(withNext.headers.get('content-language')).toBe('es');
    expect(withNext.body).toContain('<html lang="es"');
  });

  it('leaves a path with another query, and every other path, to the web app', async () => {
    for (const query of ['?tab=2', '?next=%2Fproducts&tab=2']) {
      const withQuery = await get(`/login${query}`, { 'accept-language': 'es' });
      expect(withQuery.body).toBe('<!doctype html><div id="root"></div>');
      expect(withQuery.headers.get('content-language')).toBeNull();
    }
    expect((await get('/products')).body).toBe('<!doctype html><div id="root"></div>');
  });

  it('does not answer a prerendered page at its file name, only at its path', async () => {
    expect((await get('/prerendered/es/login.html')).status).toBe(404);
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${base}/login`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('sends the new page once a build has replaced it', async () => {
    const file = path.join(dist, 'prerendered', 'en', 'login.html');
    await writeFile(file, page('en', 'Log in to CreatorHub'));
    expect((await get('/login', { 'accept-language': 'en' })).body).toContain('Log in to CreatorHub');
  });
});

describe('a build without prerendered pages (development)', () => {
  it('sends index.html for the logged-out paths, with no script hash to allow', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'creatorhub-static-dev-'));
    await writeFile(path.join(bare, 'index.html'), '<!doctype html><div id="root"></div>');
    const serve = createStaticHandler(bare);
    const dev = createServer(
      (request, response) => void serve(request, response, requestPath(request.url) ?? '/'),
    );
    await new Promise<void>((resolve) => dev.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(dev.address() as AddressInfo).port}/login`);
      expect(await response.text()).toBe('<!doctype html><div id="root"></div>');
      expect(response.headers.get('content-security-policy')).not.toContain('script-src');
    } finally {
      await new Promise((resolve) => dev.close(resolve));
      await rm(bare, { recursive: true, force: true });
    }
  });
});
