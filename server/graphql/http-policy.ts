/**
 * Who may call /graphql from a browser, with what, and the headers every answer carries:
 * - Origins: a request without an Origin header (a server, the staff tools) or from the API's own origin is
 *   served; so is one from an origin of ALLOWED_ORIGINS (default: the origin of PUBLIC_URL), which also gets the
 *   CORS headers it needs. Any other origin is refused with 403 before anything runs, so a page elsewhere cannot
 *   make a signed-in browser act, even with a request the browser sends without asking first. Bearer tokens, not
 *   cookies, carry the session: no answer allows credentials.
 * - Media types: an operation is a JSON body (application/json, or application/graphql+json); a form
 *   (urlencoded, multipart) or plain text is refused with 415, since browsers send those across origins without a
 *   preflight. GET carries only queries (yoga refuses mutations over GET).
 * - Every answer: `X-Content-Type-Options: nosniff` and `Cache-Control: no-store` (account data is never kept
 *   by a browser or a proxy).
 * The fast path (fast-path.ts) serves only requests this policy lets through and adds the same headers.
 */
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config';

/** Headers of every /graphql answer. */
export const API_RESPONSE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
} as const;

const OPERATION_MEDIA_TYPES = new Set(['application/json', 'application/graphql+json']);

/** What the web app and API clients send; anything else is not needed across origins. */
const ALLOWED_REQUEST_HEADERS = 'authorization, content-type, accept, accept-language';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export type OriginVerdict = 'none' | 'same' | 'allowed' | 'refused';

/** The origins allowed besides the API's own: ALLOWED_ORIGINS, else the origin of PUBLIC_URL. */
export const allowedOriginsOf = (config: Pick<Config, 'allowedOrigins' | 'publicUrl'>): readonly string[] =>
  config.allowedOrigins ?? [new URL(config.publicUrl).origin];

/** Judges a request's Origin header against its Host header and the allowed origins. */
export function judgeOrigin(
  origin: string | null | undefined,
  host: string | null | undefined,
  allowed: readonly string[],
): OriginVerdict {
  if (origin === null || origin === undefined) return 'none';
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return 'same';
  return allowed.includes(origin) ? 'allowed' : 'refused';
}

/** The media type of a Content-Type header, lower case, without parameters. */
export const mediaTypeOf = (contentType: string | null | undefined): string =>
  (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();

export const isOperationMediaType = (contentType: string | null | undefined): boolean =>
  OPERATION_MEDIA_TYPES.has(mediaTypeOf(contentType));

type Fetch = { Response: typeof Response };

function refusal(
  fetchAPI: Fetch,
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
) {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...API_RESPONSE_HEADERS, ...extra },
  });
}

export function httpPolicyPlugin(config: Pick<Config, 'allowedOrigins' | 'publicUrl'>): Plugin {
  const verdicts = new WeakMap<Request, OriginVerdict>();
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const origin = request.headers.get('origin');
      const verdict = judgeOrigin(origin, request.headers.get('host'), allowedOriginsOf(config));
      verdicts.set(request, verdict);
      if (verdict === 'refused') {
        return endResponse(refusal(fetchAPI, 403, 'ORIGIN_NOT_ALLOWED', 'This origin may not call the API'));
      }
      if (request.method === 'OPTIONS' && verdict !== 'none') {
        return endResponse(
          new fetchAPI.Response(null, {
            status: 204,
            headers: {
              'access-control-allow-origin': origin ?? '',
              'access-control-allow-methods': 'GET, POST',
              'access-control-allow-headers': ALLOWED_REQUEST_HEADERS,
              'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
              vary: 'Origin',
              ...API_RESPONSE_HEADERS,
            },
          }),
        );
      }
      if (request.method === 'POST' && !isOperationMediaType(request.headers.get('content-type'))) {
        return endResponse(
          refusal(
            fetchAPI,
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the operation as JSON (Content-Type: application/json)',
            {
              accept: 'application/json',
            },
          ),
        );
      }
    },
    onResponse({ request, response }) {
      for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) response.headers.set(name, value);
      if (verdicts.get(request) === 'allowed') {
        response.headers.set('access-control-allow-origin', request.headers.get('origin') ?? '');
        response.headers.append('vary', 'Origin');
      }
    },
  };
}
