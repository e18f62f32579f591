/**
 * `npm run bench:deals`: the deal listing (the web app's `Deals` operation) with BENCH_DEALS deals (100,000 by
 * default) for one company, p99 latency per page, on embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; a throwaway database is made there and dropped), beside a bare node:http server in the same
 * run. The real API is started in-process as `npm start` runs it; the load comes from autocannon in a child
 * process. Pages measured: the first page (what needs the brand first), a status tab, a search, and a deep page.
 * Every answer carries the status counts of the tabs, as the listing asks for them.
 *
 * Options (environment): BENCH_DEALS, BENCH_DURATION seconds per page (default 5), BENCH_CONNECTIONS (default 10).
 */
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../server/config';
import { startApp, type App } from '../server/app';
import { brands, companies, products } from '../server/db/schema';
import { createCreator } from '../server/services/creators';
import { CompanyCreateDocument, CompanyLoginDocument, DealsDocument } from '../src/graphql/generated/graphql';
import { DEAL_STATUSES } from '../src/domain/deal';
import { ACCENT_FOLD } from '../src/domain/creators';
import { autocannon, connections, duration, graphql, listen, report } from './bench-deals-http';

const DEALS = Number(process.env.BENCH_DEALS ?? 100_000);
const CREATORS = 50;

/** A ready company with a brand, a product, an active campaign and DEALS deals over CREATORS creators. */
export async function seed(app: App): Promise<string> {
  const { db } = app.services;
  const email = `bench-deals-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Benchmark-Password-1';
  await graphql(app.url, String(CompanyCreateDocument), { email, password });
  const [company] = await db
    .update(companies)
    .set({ has_verified_email: true, onboard_position: 1, company_name: 'Bench Co', first_name: 'Ben' })
    .where(eq(companies.email, email))
    .returning();
  const login = await graphql<{ CompanyLogin: { authorization: { token: string } | null } }>(
    app.url,
    String(CompanyLoginDocument),
    { email, password },
  );
  const token = login.CompanyLogin.authorization!.token;
  const [brand] = await db
    .insert(brands)
    .values({ company_id: company!.id, name: 'Bench brand', description: 'A brand to bench deals' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      company_id: company!.id,
      brand_id: brand!.id,
      name: 'Lavender soap',
      price_cents: 25_00,
      link: 'https://example.com',
      description: 'A product to bench deals',
      category: 'beauty',
    })
    .returning();
  // A creator is hired once per campaign: the deals are spread over DEALS / CREATORS campaigns.
  await db.execute(sql`
    INSERT INTO campaigns (company_id, brand_id, name, kind, status, settings)
    SELECT ${company!.id}::uuid, ${brand!.id}::uuid, 'Spring glow campaign ' || k, 'ugc_image', 'active',
      '{"delivery": "refund"}'::jsonb
    FROM generate_series(0, ${Math.ceil(DEALS / CREATORS) - 1}::int) AS k`);
  const creatorIds: string[] = [];
  for (let index = 0; index < CREATORS; index += 1) {
    const created = await createCreator(
      db,
      {
        name: `Bench Creator ${index}`,
        handle: `bench_creator_${randomBytes(3).toString('hex')}_${index}`,
        tier: 'basic',
        categories: ['beauty'],
        country: 'US',
        languages: ['en'],
        gender: 'female',
        age: 30,
        ethnicity: 'white',
        bio: 'A creator to bench deals.',
        address: null,
      },
      [],
    );
    if (created !== 'handle_taken') creatorIds.push(created.id);
  }
  // The counts trigger is set aside for the bulk load and its table filled once after, as a restore would.
  await db.execute(sql`ALTER TABLE deals DISABLE TRIGGER deals_counts_follow`);
  const statuses = `ARRAY[${DEAL_STATUSES.map((status) => `'${status}'`).join(',')}]`;
  // One statement per chunk, every row written the way hiring writes it (search words, cost, whose turn).
  const CHUNK = 20_000;
  for (let from = 0; from < DEALS; from += CHUNK) {
    const to = Math.min(DEALS, from + CHUNK) - 1;
    await db.execute(sql`
      INSERT INTO deals (company_id, campaign_id, product_id, creator_id, status, delivery, delivery_status,
        awaiting, needs_brand, cost, hire_key, search, created_at, updated_at)
      SELECT ${company!.id}::uuid, c.id, ${product!.id}::uuid,
        (${sql.raw(`ARRAY[${creatorIds.map((id) => `'${id}'::uuid`).join(',')}]`)})[1 + n % ${CREATORS}],
        (${sql.raw(statuses)})[1 + n % ${DEAL_STATUSES.length}], 'refund', 'pending_shipping',
        CASE WHEN n % 10 = 0 THEN 'company' ELSE 'creator' END, n % 10 = 0,
        '{"total": 8420}'::jsonb, 'bench-' || n,
        to_tsvector('simple', translate(lower('Bench Creator ' || (n % ${CREATORS}) || ' Spring glow campaign Lavender soap'),
          ${ACCENT_FOLD.from}, ${ACCENT_FOLD.to})),
        now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
      FROM generate_series(${from}::int, ${to}::int) AS n
      JOIN (SELECT id, (substring(name from '[0-9]+$'))::int AS k FROM campaigns WHERE company_id = ${company!.id}::uuid) c
        ON c.k = n / ${CREATORS}`);
  }
  await db.execute(sql`ALTER TABLE deals ENABLE TRIGGER deals_counts_follow`);
  await db.execute(sql`
    INSERT INTO deal_counts (company_id, campaign_id, status, needs_brand, n)
    SELECT company_id, campaign_id, status, needs_brand, count(*) FROM deals
    WHERE company_id = ${company!.id}::uuid GROUP BY company_id, campaign_id, status, needs_brand
    UNION ALL
    SELECT company_id, '00000000-0000-0000-0000-000000000000', status, needs_brand, count(*) FROM deals
    WHERE company_id = ${company!.id}::uuid GROUP BY company_id, status, needs_brand`);
  await db.execute(sql`ANALYZE deals`);
  return token;
}

async function freshPostgres(adminUrl: string) {
  const { default: pg } = await import('pg');
  const name = `creatorhub_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const PAGES: Array<{ name: string; variables: Record<string, unknown>; afterPage?: number }> = [
  { name: 'page 1 (brand first)', variables: { page: 1, page_size: 12 } },
  {
    name: 'status tab, page 3',
    variables: { statuses: ['content_approved_by_admin'], page: 3, page_size: 12 },
  },
  { name: 'search "creator 7", page 1', variables: { search: 'creator 7', page: 1, page_size: 12 } },
  { name: 'page 500', variables: { page: 500, page_size: 12 } },
  { name: 'page 500 by cursor', variables: { page: 500, page_size: 12 }, afterPage: 499 },
];

async function benchEngine(engine: string, overrides: Partial<Config>, bare: string): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-bench-deals-'));
  const app = await startApp(
    loadConfig(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BROKER_PORT: '0' },
      { demoCreators: false, pgliteDir: undefined, ...overrides },
    ),
  );
  let ok = true;
  try {
    const started = Date.now();
    const token = await seed(app);
    console.log(`\n${engine}: ${DEALS} deals seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const check = await graphql<{ Deals: { total: number } }>(
      app.url,
      String(DealsDocument),
      PAGES[0]!.variables,
      token,
    );
    if (check.Deals.total !== DEALS) throw new Error(`Deals answered ${check.Deals.total} deals`);
    report(`${engine}: bare node:http`, await autocannon(bare));
    for (const page of PAGES) {
      // A deep page read on from the cursor of the page before, as "next" reads it.
      const after = page.afterPage
        ? (
            await graphql<{ Deals: { next_cursor: string } }>(
              app.url,
              String(DealsDocument),
              { ...page.variables, page: page.afterPage },
              token,
            )
          ).Deals.next_cursor
        : undefined;
      const body = JSON.stringify({
        operationName: 'Deals',
        query: String(DealsDocument),
        variables: { ...page.variables, ...(after ? { after } : {}) },
      });
      await autocannon(`${app.url}/graphql`, body, headers, 1);
      const run = await autocannon(`${app.url}/graphql`, body, headers);
      ok &&= run.non2xx === 0 && run.errors === 0;
      report(`${engine}: Deals ${page.name}`, run);
    }
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return ok;
}

async function main(): Promise<void> {
  console.log(
    `bench:deals — ${DEALS} deals for one company, ${connections} connections, ${duration} s per page, loopback`,
  );
  const payload = JSON.stringify({ status: 'ok', message: 'hello' });
  const bareServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(payload);
  });
  const bare = await listen(bareServer);
  let ok = true;
  try {
    ok &&= await benchEngine('PGlite', { databaseUrl: undefined }, bare);
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const database = await freshPostgres(adminUrl);
      try {
        ok &&= await benchEngine('PostgreSQL', { databaseUrl: database.url }, bare);
      } finally {
        await database.drop();
      }
    } else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
  } finally {
    bareServer.close();
  }
  if (!ok) {
    console.log('WARNING: some requests failed; the figures above are not meaningful.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
