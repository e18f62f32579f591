/**
 * The whole billing history for the CSV export (issue 24): every movement the filter keeps, the oldest first. The
 * company's transactions are walked `pageSize` at a time by keyset from ledger_transactions_company_created_idx,
 * each chunk sought from where the one before ended, and the chunk's movements that the filter keeps are read by
 * id; so the export costs the same per row however long the history is, whatever statistics the planner has.
 *
 * The wallet's balance after each movement is counted forward over the walk: the balance after the chunk before,
 * plus the wallet legs of every transaction of the chunk up to the movement. Each transaction is summed once,
 * whatever the filter hides. An export from a day starts its walk on that day, from the wallet's balance then: its
 * balance now less what moved it since (openingBalance), so nothing older than the day is read.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../db/schema';
import type { BillingFilter } from '../../src/domain/billing';
import { afterCursor, cursorKey, type KeyOrder } from './keyset';
import { dayStart, movementAmounts, movementConditions, movementRows } from './billing-pages';
import { ledgerAccount } from './ledger';
import { entryOf, type BillingMovement } from './billing';

const t = ledgerTransactions;

/** The export's order: the oldest first, the id breaking ties. */
const OLDEST_FIRST: KeyOrder = { key: sql`${t.created_at}`, type: 'timestamptz', descending: false };

/** Where the walk has reached: a transaction (its time as the database writes it, and its id). */
type Walked = { key: string; id: string };

const after = (walked: Walked | null) =>
  walked ? afterCursor(OLDEST_FIRST, t.id, { sort: 'oldest', ...walked }) : undefined;

/**
 * The wallet's balance at the start of `day`: its balance now (kept by the database with every posting) less its
 * postings in the company's transactions since, in one statement, so both are read at the same moment. It reads
 * the movements from the day on, which the export reads anyway, and none before.
 */
async function openingBalance(db: Database, companyId: string, day: string): Promise<number> {
  const wallet = ledgerAccount.wallet(companyId);
  const p = ledgerPostings;
  const [row] = await db
    .select({
      balance: sql<string>`coalesce((select ${ledgerAccounts.balance_cents} from ${ledgerAccounts} where ${ledgerAccounts.id} = ${wallet}), 0)
        - coalesce(sum(${p.amount_cents}), 0)`,
    })
    .from(t)
    .innerJoin(p, and(eq(p.transaction_id, t.id), eq(p.account, wallet)))
    .where(and(eq(t.company_id, companyId), sql`${t.created_at} >= ${dayStart(day)}`));
  return Number(row?.balance ?? 0);
}

/**
 * The next `pageSize` transactions of the company after the walk's end (from the start of `from`, when given),
 * each with the wallet's balance after it.
 */
function chunkQuery(db: Database, companyId: string, walk: Walk, pageSize: number) {
  const legs = movementAmounts(companyId);
  return db
    .select({
      id: t.id,
      key: cursorKey(OLDEST_FIRST),
      balance:
        sql<string>`${walk.balance}::bigint + sum(coalesce(${legs.wallet}, 0)) over (order by ${t.created_at}, ${t.id})`.as(
          'balance',
        ),
    })
    .from(t)
    .where(
      and(
        eq(t.company_id, companyId),
        walk.from ? sql`${t.created_at} >= ${dayStart(walk.from)}` : undefined,
        after(walk.walked),
      ),
    )
    .orderBy(asc(t.created_at), asc(t.id))
    .limit(pageSize);
}

/** The walk so far: its first day, if any, the last transaction reached, and the wallet's balance after it. */
type Walk = { from?: string; walked: Walked | null; balance: number };

/** Every movement the filter keeps, the oldest first, a chunk at a time, each with the wallet's balance after it. */
export async function* billingRows(
  db: Database,
  companyId: string,
  filter: BillingFilter,
  pageSize = 10_000,
): AsyncGenerator<BillingMovement[]> {
  const where = movementConditions(companyId, filter, 'billing');
  const walk: Walk = {
    from: filter.from,
    walked: null,
    balance: filter.from ? await openingBalance(db, companyId, filter.from) : 0,
  };
  for (;;) {
    const chunk = await chunkQuery(db, companyId, walk, pageSize);
    const last = chunk.at(-1);
    if (!last) return;
    const balances = new Map(chunk.map((row) => [row.id, Number(row.balance)]));
    const rows = await movementRows(db, companyId)
      .where(
        and(
          where,
          inArray(
            t.id,
            chunk.map((row) => row.id),
          ),
        ),
      )
      .orderBy(asc(t.created_at), asc(t.id));
    if (rows.length > 0) yield rows.map((row) => entryOf({ ...row, balance: balances.get(row.id) ?? 0 }));
    if (chunk.length < pageSize) return;
    walk.balance = balances.get(last.id) ?? 0;
    walk.walked = { key: last.key, id: last.id };
  }
}
