/**
 * The request-body limit of /graphql, checked on the Content-Length header alone. graphql-yoga's own limit
 * (maxRequestBodySize) also re-streams every body through a counting TransformStream, which cost about a
 * tenth of the time of a small request; with a declared length Node's HTTP parser already refuses to read
 * past it (and refuses Content-Length together with Transfer-Encoding), so the count adds no safety. A POST
 * without a length (chunked) is answered 411: every client of this API (browsers, fetch) sends one.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { MAX_IMAGE_BYTES } from '../../src/domain/constants';

/** Length of the base64 text of `bytes` bytes. */
const base64Length = (bytes: number): number => 4 * Math.ceil(bytes / 3);

/**
 * Sized to the largest request the web app sends: a product with a picture of MAX_IMAGE_BYTES as a data URL
 * (2,796,204 bytes of base64 for 2 MB), plus its texts and the operation, which the field rules keep to a few
 * kilobytes even JSON-escaped; 64 KiB covers them with room to spare. A larger body is refused unread.
 */
export const MAX_GRAPHQL_BODY_BYTES = base64Length(MAX_IMAGE_BYTES) + 64 * 1024;

const DIGITS = /^\d+$/;

function refuse(message: string, status: number, code: string) {
  return createGraphQLError(message, { extensions: { http: { status }, code } });
}

export function bodyLimitPlugin(limit = MAX_GRAPHQL_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method !== 'POST') return;
      const length = request.headers.get('content-length');
      if (length === null) throw refuse('Content-Length is required', 411, 'LENGTH_REQUIRED');
      if (!DIGITS.test(length)) throw refuse('Content-Length header is invalid.', 400, 'BAD_REQUEST');
      if (Number(length) > limit) throw refuse('Request body too large', 413, 'REQUEST_ENTITY_TOO_LARGE');
    },
  };
}
