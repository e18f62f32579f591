/**
 * CampaignListing for `npm run bench:api` (issue 13): 10,000 campaigns of one company, and the `Campaigns` query
 * as the web app sends it (persisted hash, bearer token) for pages across the listing: the first page of the
 * largest tab, a page deep in it, sorted by name, and a search. p99 per page, on embedded PGlite and on a fresh
 * PostgreSQL database when DATABASE_URL or TEST_DATABASE_URL names a server, printed beside the bare node:http
 * figure of the same run. BENCH_CAMPAIGNS sets the count (default 10,000).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startApp } from '../server/app';
import { brands, campaigns, companies, products } from '../server/db/schema';
import { eq, sql } from 'drizzle-orm';
import {
  CampaignsDocument,
  CompanyCreateDocument,
  CompanyLoginDocument,
} from '../src/graphql/generated/graphql';
import { operationText } from '../src/graphql/persisted';
import { CAMPAIGN_STATUSES } from '../src/domain/campaign';
import { priceCampaign } from '../src/domain/pricing';

type Run = { rps: number; p99: number; p50: number; total: number; non2xx: number; errors: number };
type Load = (url: string, options: { body?: string; headers?: Record<string, string> }) => Promise<Run>;

const COUNT = Number(process.env.BENCH_CAMPAIGNS ?? 10_000);

async function graphql<T>(url: string, query: string, variables: object, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || !body.data || body.errors)
    throw new Error(`GraphQL call failed: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** A ready company with COUNT campaigns spread over the statuses (half of them active), written in batches. */
export async function seed(app: Awaited<ReturnType<typeof startApp>>): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Benchmark-Password-1';
  await graphql(app.url, String(CompanyCreateDocument), { email, password });
  const login = await graphql<{ CompanyLogin: { authorization: { token: string } | null } }>(
    app.url,
    String(CompanyLoginDocument),
    { email, password },
  );
  const token = login.CompanyLogin.authorization!.token;
  const { db } = app.services;
  const [company] = await db
    .update(companies)
    .set({
      has_verified_email: true,
      onboard_position: 1,
      company_name: 'Bench Co',
      first_name: 'Ada',
      last_name: 'Bench',
    })
    .where(eq(companies.email, email))
    .returning();
  const [brand] = await db
    .insert(brands)
    .values({ company_id: company!.id, name: 'Lumen', description: 'Bench brand' })
    .returning();
  await db.insert(products).values({
    company_id: company!.id,
    brand_id: brand!.id,
    name: 'Glow serum',
    price_cents: 2499,
    link: 'https://example.com',
    description: 'Bench product',
    category: 'beauty',
  });
  const price = priceCampaign({
    kind: 'ugc_video',
    delivery: 'shipping',
    creator_tier: 'basic',
    video_duration: '15s',
    products: [{ product_id: 'p', price: 2499, deals: 4 }],
  });
  const words = ['Spring', 'Summer', 'Glow', 'Night', 'Launch', 'Promo', 'Daily', 'Holiday'];
  for (let start = 0; start < COUNT; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, COUNT - start) }, (_, offset) => {
      const index = start + offset;
      const status = index % 2 === 0 ? 'active' : CAMPAIGN_STATUSES[index % CAMPAIGN_STATUSES.length]!;
      return {
        company_id: company!.id,
        brand_id: brand!.id,
        name: `${words[index % words.length]} ${words[(index >> 3) % words.length]} campaign ${index}`,
        kind: 'ugc_video',
        status,
        settings: {},
        price_breakdown: price,
        payment_method: 'wallet',
        deals_total: 4,
        total_cents: price.total,
        created_at: new Date(Date.now() - index * 60_000),
      };
    });
    await db.insert(campaigns).values(rows);
  }
  // Statistics and the visibility map as a settled database has them (PostgreSQL's autovacuum would gather them
  // after such a load), so the pages counted to by number read the index alone.
  await db.execute(sql`VACUUM ANALYZE campaigns`);
  return token;
}

type BenchPage = { name: string; variables: Record<string, unknown>; afterPage?: number };

/** Deep pages both ways: by number alone (a typed address) and read on from the cursor of the page before. */
const PAGES: BenchPage[] = [
  { name: 'active, page 1', variables: { tab: 'active', page: 1 } },
  { name: 'active, page 250', variables: { tab: 'active', page: 250 } },
  { name: 'active, page 250 by cursor', variables: { tab: 'active', page: 250 }, afterPage: 249 },
  {
    name: 'by name, page 100 by cursor',
    variables: { tab: 'active', sort: 'name', page: 100 },
    afterPage: 99,
  },
  { name: 'active by name, page 100', variables: { tab: 'active', sort: 'name', page: 100 } },
  { name: 'active by total, page 100', variables: { tab: 'active', sort: 'total', page: 100 } },
  { name: 'active, search "glow"', variables: { tab: 'active', search: 'glow', page: 1 } },
];

async function measureOn(
  label: string,
  env: Record<string, string>,
  load: Load,
  bareP99: () => Promise<number>,
) {
  const app = await startApp(
    loadConfig(
      { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', BROKER_PORT: '0', ...env },
      { demoCreators: false },
    ),
  );
  try {
    const started = Date.now();
    const token = await seed(app);
    console.log(
      `\nCampaignListing on ${label}: ${COUNT} campaigns seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const sha256Hash = createHash('sha256').update(operationText(CampaignsDocument)).digest('hex');
    for (const page of PAGES) {
      const after = page.afterPage
        ? (
            await graphql<{ Campaigns: { next_cursor: string } }>(
              app.url,
              String(CampaignsDocument),
              { page_size: 10, ...page.variables, page: page.afterPage },
              token,
            )
          ).Campaigns.next_cursor
        : undefined;
      const options = {
        body: JSON.stringify({
          operationName: 'Campaigns',
          variables: { page_size: 10, ...page.variables, ...(after ? { after } : {}) },
          extensions: { persistedQuery: { version: 1, sha256Hash } },
        }),
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/graphql+json, application/json',
          authorization: `Bearer ${token}`,
        },
      };
      const run = await load(`${app.url}/graphql`, options);
      const bare = await bareP99();
      console.log(
        `  ${page.name.padEnd(30)} p99 ${String(run.p99).padStart(4)} ms  p50 ${String(run.p50).padStart(4)} ms  ` +
          `${run.rps.toFixed(0).padStart(6)} req/s  (bare node:http p99 ${bare} ms; ${run.non2xx} non-2xx, ${run.errors} errors)`,
      );
    }
  } finally {
    await app.stop();
  }
}

/** Runs CampaignListing on PGlite and, when a server is named, PostgreSQL. */
export async function benchCampaignListing(load: Load, bareP99: () => Promise<number>): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-listing-'));
  try {
    await measureOn('PGlite (embedded)', { DATA_DIR: dataDir }, load, bareP99);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const server = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!server) {
    console.log('\nCampaignListing on PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const { freshPostgresDatabase } = await import('../tests/support/database');
  const database = await freshPostgresDatabase(server);
  const pgDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-listing-pg-'));
  try {
    await measureOn('PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: database.url }, load, bareP99);
  } finally {
    await database.drop();
    await rm(pgDir, { recursive: true, force: true });
  }
}
