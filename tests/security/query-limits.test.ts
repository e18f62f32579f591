/**
 * Operations are bounded in every mode: the alias bomb that once took 7.8 s and grew memory to 1.9 GB, and the
 * 5,000-level nesting that answered 500, now answer 4xx at once with bounded memory, while /healthz keeps
 * answering; each of tokens, depth, aliases, directives and cost refuses just past its limit; and the body limit
 * lets the largest request the web app sends through, and not a byte more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { readyCompany, uniqueEmail, PASSWORD } from '../api/account-helpers';
import { BrandCreateDocument, ProductCreateDocument } from '../../src/graphql/generated/graphql';
import { operationText } from '../../src/graphql/persisted';
import { MAX_GRAPHQL_BODY_BYTES } from '../../server/graphql/body-limit';
import { QUERY_LIMITS, QUERY_LIMIT_EXCEEDED } from '../../server/graphql/query-limits';
import { MAX_IMAGE_BYTES } from '../../src/domain/constants';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../../src/domain/catalog';
import { URL_MAX } from '../../src/domain/validation';
import { studioPng } from '../support/png';

const URQL_ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json';

type Raw = { status: number; body: string; ms: number };

async function post(server: TestServer, body: string, headers: Record<string, string> = {}): Promise<Raw> {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text, ms: performance.now() - started };
}

const query = (text: string) => JSON.stringify({ query: text });

/** A query of `count` aliased fields, as the probe sent it. */
const aliasBomb = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: __typename`).join(' ')} }`;

/** Nested selections `levels` deep. */
const nesting = (levels: number) => `{ ${'CompanyData { '.repeat(levels)}id${' }'.repeat(levels + 1)}`;

const errorCodes = (raw: Raw): unknown[] =>
  (JSON.parse(raw.body) as { errors?: Array<{ extensions?: { code?: unknown } }> }).errors?.map(
    (error) => error.extensions?.code,
  ) ?? [];

/** Both modes: the default one runs any text, production only the web app's own operations. */
const modes = [
  ['the default mode', {}],
  ['production', { production: true }],
] as const;

for (const [mode, overrides] of modes) {
  describe(`bombs, in ${mode}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(overrides);
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('answers a 13 MB body of 700,000 aliases with 413 at once', async () => {
      const body = query(aliasBomb(700_000));
      expect(body.length).toBeGreaterThan(13_000_000);
      const answer = await post(server, body);
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(3000);
    });

    it('answers twelve alias bombs just under the body limit with 4xx, fast, in bounded memory, /healthz still quick', async () => {
      let count = 100_000;
      while (query(aliasBomb(count + 1000)).length < MAX_GRAPHQL_BODY_BYTES) count += 1000;
      const body = query(aliasBomb(count));
      const rssBefore = process.memoryUsage().rss;
      const bombs = Promise.all(
        Array.from({ length: 12 }, () => post(server, body, { accept: URQL_ACCEPT })),
      );
      const health = (async () => {
        const started = performance.now();
        const response = await fetch(`${server.url}/healthz`);
        return { status: response.status, ms: performance.now() - started };
      })();
      const answers = await bombs;
      const rssGrowth = process.memoryUsage().rss - rssBefore;
      for (const answer of answers) {
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.ms).toBeLessThan(5000);
      }
      expect(rssGrowth).toBeLessThan(400 * 1024 * 1024);
      expect(await health).toMatchObject({ status: 200 });
      expect((await health).ms).toBeLessThan(3000);
    });

    it('answers a 5,000-level nesting with 400, whatever the client accepts', async () => {
      for (const accept of ['application/json', URQL_ACCEPT]) {
        const answer = await post(server, query(nesting(5000)), { accept });
        expect(answer.status).toBe(400);
        expect(answer.ms).toBeLessThan(3000);
      }
    });
  });
}

describe('each limit', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await readyCompany(server, uniqueEmail('limits'));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const refusedFor = async (text: string) => {
    const answer = await post(server, query(text), { authorization: `Bearer ${token}` });
    expect(answer.status, answer.body).toBe(400);
    expect(errorCodes(answer)).toContain(QUERY_LIMIT_EXCEEDED);
  };
  const acceptedFor = async (text: string) => {
    const answer = await post(server, query(text), { authorization: `Bearer ${token}` });
    expect(answer.status, answer.body).toBe(200);
    expect(errorCodes(answer), answer.body.slice(0, 500)).toEqual([]);
  };

  it('tokens', async () => {
    // `{ … }` is 2 tokens, each __typename 1. (So many equal fields then meet graphql-js's own bound on
    // comparing fields, which is not this limit's business.)
    const atLimit = await post(server, query(`{ ${'__typename '.repeat(QUERY_LIMITS.tokens - 2)}}`));
    expect(errorCodes(atLimit)).not.toContain(QUERY_LIMIT_EXCEEDED);
    await refusedFor(`{ ${'__typename '.repeat(QUERY_LIMITS.tokens - 1)}}`);
  });

  it('depth', async () => {
    const nested = (levels: number) => `{ ${'a { '.repeat(levels - 1)}b${' }'.repeat(levels)}`;
    await refusedFor(nested(QUERY_LIMITS.depth + 1));
  });

  it('aliases', async () => {
    const aliased = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `s${index}: DashboardSummary { brands }`).join(' ')} }`;
    await acceptedFor(aliased(QUERY_LIMITS.aliases));
    await refusedFor(aliased(QUERY_LIMITS.aliases + 1));
  });

  it('directives', async () => {
    const directed = (count: number) =>
      `{ DashboardSummary { brands ${'@include(if: true) '.repeat(count)}} }`;
    await refusedFor(directed(QUERY_LIMITS.directives + 1));
  });

  it('cost, even when a few tokens spread one fragment a hundred times', async () => {
    const spreads = (name: string, count: number) =>
      Array.from({ length: count }, () => `...${name}`).join(' ');
    await refusedFor(
      `query { ...A } fragment A on Query { ${spreads('B', 10)} } fragment B on Query { ${spreads('C', 10)} } ` +
        'fragment C on Query { Products { items { name brand { name } } } }',
    );
  });
});

describe('the body limit', () => {
  let server: TestServer;
  let token: string;
  let brandId: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await readyCompany(server, uniqueEmail('body'), PASSWORD);
    const brand = await server.gql<{ BrandCreate: { id: string } }>(
      String(BrandCreateDocument),
      { name: 'Acme', description: 'Everyday goods' },
      token,
    );
    brandId = brand.data!.BrandCreate.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The largest product the web app can send: the biggest picture and every text at its longest, in € signs. */
  function largestProduct(): string {
    // A real picture (pictures are decoded), padded after its end to the largest size a picture may have.
    const picture = Buffer.alloc(MAX_IMAGE_BYTES);
    picture.set(studioPng(64, 64, [240, 220, 200], [200, 180, 160], [40, 40, 40]));
    const link = `https://example.com/${'p'.repeat(URL_MAX - 'https://example.com/'.length)}`;
    return JSON.stringify({
      operationName: 'ProductCreate',
      query: operationText(ProductCreateDocument),
      variables: {
        brand_id: brandId,
        name: '€'.repeat(PRODUCT_NAME.max),
        price: 2499,
        link,
        description: '€'.repeat(PRODUCT_DESCRIPTION.max),
        category: 'beauty',
        image: `data:image/png;base64,${picture.toString('base64')}`,
      },
    });
  }

  it('takes the largest request the web app sends', async () => {
    const body = largestProduct();
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_GRAPHQL_BODY_BYTES);
    const answer = await post(server, body, { authorization: `Bearer ${token}` });
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
    expect(errorCodes(answer)).toEqual([]);
  });

  it('refuses a body one byte over the limit, unread', async () => {
    const body = largestProduct();
    const padded = body + ' '.repeat(MAX_GRAPHQL_BODY_BYTES + 1 - Buffer.byteLength(body));
    expect(Buffer.byteLength(padded)).toBe(MAX_GRAPHQL_BODY_BYTES + 1);
    const answer = await post(server, padded, { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(413);
  });
});
