/**
 * The due-time runner and brand actions on the same deals, on PostgreSQL where they truly run at once: hundreds of
 * hired deals whose creators did not accept in time come due together, and the brand cancels them while the runner
 * cancels them too. Every call answers without a server error, PostgreSQL counts no deadlock for the database
 * (`pg_stat_database.deadlocks`), each deal is canceled and refunded once, and the ledger balances. PGlite has one
 * connection, on which nothing runs at once: this test needs TEST_DATABASE_URL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../support/server';
import { activeCampaign, brandCompany, productOf, testCreator } from '../support/deals';
import { hire } from '../support/deal-calls';
import { call } from './account-helpers';
import { DealCancelDocument } from '../../src/graphql/generated/graphql';
import { manualClock } from '../../server/services/clock';
import { auditLedger } from '../../server/services/ledger';
import { deals, jobs, ledgerTransactions } from '../../server/db/schema';
import { DEAL_DUE_JOB } from '../../server/services/deals/due-times';
import { CREATOR_ACCEPT_WITHIN_MS } from '../../src/domain/deal';

const DEALS = 300;
const PARALLEL_CALLS = 16;
const START = new Date('2031-06-02T08:00:00.000Z');

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

async function deadlocks(server: TestServer): Promise<number> {
  const result = (await server.app.services.db.execute(
    sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

let server: TestServer | undefined;
afterAll(async () => server?.stop());

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the due-time runner beside brand actions on PostgreSQL',
  () => {
    it('cancels hundreds of due deals while the brand cancels them: no 5xx, no deadlock, one refund each', async () => {
      const clock = manualClock(START);
      server = await startTestServer({}, { clock });
      const live = server;
      const brand = await brandCompany(live, 'runner-deadlocks');
      const productId = await productOf(live, brand);
      const campaign = await activeCampaign(live, brand, { productIds: [productId], deals: DEALS });
      const creators = await Promise.all(Array.from({ length: DEALS }, () => testCreator(live)));
      const dealIds: string[] = [];
      await inParallel(creators, 8, async (creator) => {
        dealIds.push((await hire(live, brand, campaign.id, productId, creator.id)).id);
      });
      // The runner takes the deals in the order they came due: the brand cancels them in that order too.
      const byDue = await live.app.services.db
        .select({ id: sql<string>`${jobs.payload}->>'deal_id'` })
        .from(jobs)
        .where(eq(jobs.kind, DEAL_DUE_JOB))
        .orderBy(jobs.run_at, jobs.id);
      expect(byDue).toHaveLength(DEALS);
      const before = await deadlocks(live);

      const answers: number[] = [];
      const serverErrors: string[] = [];
      clock.advance(CREATOR_ACCEPT_WITHIN_MS + 60_000);
      const started = Date.now();
      await Promise.all([
        live.app.jobs.runDue(),
        inParallel(byDue, PARALLEL_CALLS, async ({ id }) => {
          const answer = await call(live, DealCancelDocument, { id }, brand.token);
          answers.push(answer.status);
          for (const error of answer.errors ?? []) {
            const code = String(error.extensions?.code);
            if (answer.status >= 500 || code === 'INTERNAL_SERVER_ERROR')
              serverErrors.push(`${code}: ${error.message}`);
          }
        }),
      ]);
      await live.app.jobs.runDue();
      const seconds = (Date.now() - started) / 1000;
      // The statistics of other connections reach pg_stat_database within a second of their transactions.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const after = await deadlocks(live);

      console.info(
        `${DEALS} due deals, ${answers.length} cancels in ${seconds.toFixed(1)} s; deadlocks ${after - before}`,
      );
      expect(serverErrors).toEqual([]);
      expect(answers.every((status) => status < 500)).toBe(true);
      expect(after - before).toBe(0);
      const statuses = await live.app.services.db
        .select({ status: deals.status })
        .from(deals)
        .where(inArray(deals.id, dealIds));
      expect(statuses.every((row) => row.status === 'canceled')).toBe(true);
      const refunds = await live.app.services.db
        .select({ reference: ledgerTransactions.reference })
        .from(ledgerTransactions)
        .where(
          and(eq(ledgerTransactions.kind, 'deal_refund'), inArray(ledgerTransactions.reference, dealIds)),
        );
      expect(refunds).toHaveLength(DEALS);
      expect(new Set(refunds.map((row) => row.reference)).size).toBe(DEALS);
      expect(await auditLedger(live.app.services.db)).toEqual([]);
    }, 60_000);
  },
);
