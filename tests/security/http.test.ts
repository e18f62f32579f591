/**
 * HTTP around the API: no 500 from a malformed path, nosniff on every answer of /graphql (both paths, errors
 * included), CORS only for the API's own origin and ALLOWED_ORIGINS (a foreign page is refused before anything
 * runs), and operations only as JSON, in the default mode and in production, where a form-encoded persisted
 * mutation once ran.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitorAddress, startTestServer, type TestServer } from '../support/server';
import { PASSWORD, call, logIn, mailTo, readyCompany, RESET_LINK, uniqueEmail } from '../api/account-helpers';
import {
  CompanyCreateDocument,
  CompanyDataDocument,
  CompanyLogoutDocument,
  RequestResetPasswordDocument,
} from '../../src/graphql/generated/graphql';
import { operationText } from '../../src/graphql/persisted';

const ALLOWED = 'https://app.example';
const FOREIGN = 'https://evil.example';

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: [ALLOWED] });
  production = await startTestServer({ production: true });
});
afterAll(async () => {
  await server?.stop();
  await production?.stop();
});

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (document: { toString(): string }) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operationText(document)) } },
});

/** Calls one of the web app's operations as the web app does, by hash: the only way in production. */
async function byHash(api: TestServer, document: { toString(): string }, variables: Record<string, unknown>) {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newVisitorAddress() },
    body: JSON.stringify({ ...persisted(document), variables }),
  });
  return { status: response.status, body: (await response.json()) as { errors?: unknown[] } };
}

describe('malformed paths', () => {
  for (const path of [
    '/%zz',
    '/assets/%E0%A4%A',
    '/%E0%A4%A',
    '/files/%zz',
    '/staff/%zz',
    '/%00',
    '/a%00b.js',
  ]) {
    it(`answers ${path} with 400`, async () => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  }

  it('still serves well-formed escapes', async () => {
    const response = await fetch(`${server.url}/%68ealthz`);
    expect(response.status).toBe(200);
  });
});

describe('nosniff on /graphql', () => {
  it('is on every answer: the fast path, yoga, refusals and errors', async () => {
    const token = await readyCompany(server, uniqueEmail('nosniff'));
    const answers = await Promise.all([
      // The fast path: a manifest query by hash, signed in.
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(persisted(CompanyDataDocument)),
      }),
      // Yoga: the same by text with a space, then 401, then a syntax error, then 413, 415 and 403.
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: ` ${operationText(CompanyDataDocument)}` }),
      }),
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(persisted(CompanyDataDocument)),
      }),
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": "{"}',
      }),
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(4_000_000),
      }),
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      }),
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: FOREIGN },
        body: '{}',
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 200, 413, 415, 403]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('CORS', () => {
  it('refuses an operation from a foreign origin before it runs, without CORS headers', async () => {
    const email = uniqueEmail('cors-victim');
    const token = await readyCompany(server, email);
    const logout = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: FOREIGN, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: operationText(CompanyLogoutDocument) }),
    });
    expect(logout.status).toBe(403);
    expect(logout.headers.get('access-control-allow-origin')).toBeNull();
    expect(logout.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await logout.json()).errors[0].extensions.code).toBe('ORIGIN_NOT_ALLOWED');
    expect((await call(server, CompanyDataDocument, {}, token)).status).toBe(200);

    const reset = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: FOREIGN },
      body: JSON.stringify({ query: operationText(RequestResetPasswordDocument), variables: { email } }),
    });
    expect(reset.status).toBe(403);
    await expect(mailTo(server, email, RESET_LINK)).rejects.toThrow(/No e-mail/);
  });

  it('refuses a foreign preflight, and the origin "null" of sandboxed pages', async () => {
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const sandboxed = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'null' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(sandboxed.status).toBe(403);
  });

  it('serves an allowed origin with its CORS headers, and never allows credentials', async () => {
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('vary')).toContain('Origin');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows the origin of PUBLIC_URL when ALLOWED_ORIGINS is not set, and the API’s own origin always', async () => {
    const publicOrigin = new URL(production.app.services.config.publicUrl).origin;
    const fromPublic = await fetch(`${production.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicOrigin },
      body: JSON.stringify(persisted(CompanyDataDocument)),
    });
    expect(fromPublic.status).toBe(401); // through the policy, to the missing session
    const own = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(own.status).toBe(200);
  });
});

describe('media types of operations', () => {
  for (const [mode, target] of [
    ['the default mode', () => server],
    ['production', () => production],
  ] as const) {
    it(`refuses form-encoded, multipart and text bodies in ${mode}, and runs nothing`, async () => {
      const api = target();
      const email = uniqueEmail('form');
      const created = await byHash(api, CompanyCreateDocument, { email, password: PASSWORD });
      expect(created.body.errors).toBeUndefined();
      const form = new URLSearchParams({
        extensions: JSON.stringify(persisted(RequestResetPasswordDocument).extensions),
        variables: JSON.stringify({ email }),
        query: operationText(RequestResetPasswordDocument),
      });
      const multipart = new FormData();
      multipart.set(
        'operations',
        JSON.stringify({ ...persisted(RequestResetPasswordDocument), variables: { email } }),
      );
      const bodies: Array<[string | undefined, BodyInit]> = [
        ['application/x-www-form-urlencoded', form.toString()],
        [undefined, multipart],
        ['text/plain', JSON.stringify({ ...persisted(RequestResetPasswordDocument), variables: { email } })],
      ];
      for (const [type, body] of bodies) {
        const headers: Record<string, string> = {};
        if (type) headers['content-type'] = type;
        const response = await fetch(`${api.url}/graphql`, { method: 'POST', headers, body });
        expect(response.status, type ?? 'multipart').toBe(415);
        expect((await response.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      await expect(mailTo(api, email, RESET_LINK)).rejects.toThrow(/No e-mail/);
      // The same mutation as JSON runs.
      const json = await byHash(api, RequestResetPasswordDocument, { email });
      expect(json.status).toBe(200);
      expect(json.body.errors).toBeUndefined();
      expect((await mailTo(api, email, RESET_LINK)).links[0]).toContain('/new-password/');
    });
  }

  it('runs no mutation sent with GET', async () => {
    const email = uniqueEmail('get');
    const token = await readyCompany(server, email);
    await logIn(server, email);
    const query = encodeURIComponent(operationText(CompanyLogoutDocument));
    const response = await fetch(`${server.url}/graphql?query=${query}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(response.status).toBe(405);
    expect((await call(server, CompanyDataDocument, {}, token)).status).toBe(200);
  });
});
