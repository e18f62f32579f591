/**
 * The listings' plans at depth (issue 24): on a database loaded like a large customer's and analysed, every
 * statement a listing issues for a deep page, read on from a cursor, is taken as it runs (the driver's logger) and
 * explained; none may read a listed table whole (a Seq Scan) nor sort more than a page. PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../support/database';
import { seedListings } from '../support/listing-seed';
import type { Database } from '../../server/db/client';
import { decodeCursor, encodeCursor, SEARCH_COUNT_LIMIT } from '../../src/domain/paging';
import { listCampaigns } from '../../server/services/campaigns/listing';
import { DEAL_ORDER, listDeals } from '../../server/services/deals/listing';
import { CONTENT_ORDER, listContent } from '../../server/services/deals/content';
import { BILLING_ORDER, billingHistory } from '../../server/services/billing-pages';
import { CREATORS_ORDER, listCreators } from '../../server/services/creators';
import { listNotifications } from '../../server/services/notification-centre';

const ROWS = 10_000;
const BIG_TABLES = [
  'campaigns',
  'deals',
  'content_items',
  'ledger_transactions',
  'ledger_postings',
  'notifications',
  'creators',
];

type Statement = { query: string; params: unknown[] };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Plan Rows': number; Plans?: PlanNode[] };

let handle: Awaited<ReturnType<typeof freshDatabase>>;
let db: Database;
let company: string;

beforeAll(async () => {
  handle = await freshDatabase();
  db = handle.db;
  company = await seedListings(db, ROWS);
}, 240_000);
afterAll(() => handle?.dispose());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The statements `run` issues, as the driver is handed them. */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const session = (db as unknown as { session: { logger: unknown } }).session;
  const statements: Statement[] = [];
  const before = session.logger;
  session.logger = { logQuery: (query: string, params: unknown[]) => statements.push({ query, params }) };
  try {
    await run();
  } finally {
    session.logger = before;
  }
  return statements.filter((statement) => !/^\s*explain/i.test(statement.query));
}

/** Every node of a statement's plan, through the driver with the statement's own parameters. */
async function planOf(statement: Statement): Promise<PlanNode[]> {
  const client = (
    db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
  ).$client;
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await client.query(`explain (format json) ${statement.query}`, statement.params),
  );
  const plan = row!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(parsed[0]!.Plan);
  return nodes;
}

/**
 * The scans of a listed table in a plan, except those under a Limit of at most SEARCH_COUNT_LIMIT + 1 rows: a total
 * counted up to there stops at that many matches, wherever the planner finds them cheapest.
 */
function tableScans(node: PlanNode, limited = false): PlanNode[] {
  const stops = limited || (node['Node Type'] === 'Limit' && node['Plan Rows'] <= SEARCH_COUNT_LIMIT + 1);
  const own =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? '') && !stops
      ? [node]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => tableScans(child, stops))];
}

/** Checks each statement of a listing's page: no whole table read, no sort of more than a few pages' rows. */
async function expectIndexedPages(run: () => Promise<unknown>, pageSize: number) {
  const statements = await statementsOf(run);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    const nodes = await planOf(statement);
    const where = `${statement.query}\n${JSON.stringify(nodes.map((node) => node['Node Type']))}`;
    const seqScans = tableScans(nodes[0]!);
    expect(seqScans, where).toEqual([]);
    const bigSorts = nodes.filter((node) => node['Node Type'] === 'Sort' && node['Plan Rows'] > pageSize * 5);
    expect(bigSorts, where).toEqual([]);
  }
}

/** The cursor of the row `depth` rows into a listing's order (what the page ending there hands out). */
async function cursorAt(order: string, query: ReturnType<typeof sql>, depth: number): Promise<string> {
  const [row] = rowsOf<{ key: string; id: string }>(
    await db.execute(sql`select key, id from (${query}) as listed offset ${depth} limit 1`),
  );
  return encodeCursor({ sort: order, key: row!.key, id: row!.id });
}

const DEPTH = Math.floor(ROWS * 0.8);

describe('deep pages of the listings read from their indexes', () => {
  it('campaigns', async () => {
    const after = await cursorAt(
      'newest',
      sql`select created_at::text as key, id from campaigns where company_id = ${company}::uuid
        and status = 'active' order by created_at desc, id desc`,
      DEPTH,
    );
    await expectIndexedPages(
      () => listCampaigns(db, company, { tab: 'active', sort: 'newest', page: 800, page_size: 10, after }),
      10,
    );
  });

  it('deals', async () => {
    const [row] = rowsOf<{ needs_brand: boolean; moved: string; id: string }>(
      await db.execute(sql`select needs_brand, updated_at::text as moved, id from deals
        where company_id = ${company}::uuid order by needs_brand desc, updated_at desc, id desc
        offset ${DEPTH} limit 1`),
    );
    const after = { sort: DEAL_ORDER, key: `${row!.needs_brand ? 't' : 'f'} ${row!.moved}`, id: row!.id };
    await expectIndexedPages(() => listDeals(db, company, { page: 700, page_size: 12, after }), 12);
  });

  it('content', async () => {
    const after = await cursorAt(
      CONTENT_ORDER,
      sql`select created_at::text as key, id from content_items where company_id = ${company}::uuid
        order by created_at desc, id desc`,
      DEPTH,
    );
    await expectIndexedPages(
      () => listContent(db, company, { page: 300, page_size: 24, after: decodeCursor(after)! }),
      24,
    );
  });

  it('billing, all movements and one kind', async () => {
    const after = await cursorAt(
      BILLING_ORDER,
      sql`select created_at::text as key, id from ledger_transactions where company_id = ${company}::uuid
        order by created_at desc, id desc`,
      DEPTH,
    );
    await expectIndexedPages(() => billingHistory(db, company, { page: 400, page_size: 20, after }), 20);
    await expectIndexedPages(
      () => billingHistory(db, company, { kind: 'campaign_charge', page: 80, page_size: 20, after }),
      20,
    );
  });

  it('creators, all and filtered', async () => {
    const after = await cursorAt(
      CREATORS_ORDER,
      sql`select lower(name) as key, id from creators order by lower(name), id`,
      DEPTH,
    );
    await expectIndexedPages(() => listCreators(db, { page: 700, page_size: 12, after }), 12);
    await expectIndexedPages(
      () => listCreators(db, { tiers: ['pro'], country: 'US', page: 100, page_size: 12, after }),
      12,
    );
  });

  it('notifications, all and unread', async () => {
    const [row] = rowsOf<{ position: string; id: string }>(
      await db.execute(sql`select created_at::text as position, id from notifications
        where company_id = ${company}::uuid order by created_at desc, id desc offset ${DEPTH} limit 1`),
    );
    const before = { position: row!.position, id: row!.id };
    await expectIndexedPages(() => listNotifications(db, company, { before, pageSize: 20 }, 'en'), 20);
    await expectIndexedPages(
      () => listNotifications(db, company, { before, pageSize: 20, unreadOnly: true }, 'en'),
      20,
    );
  });
});
