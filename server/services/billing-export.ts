/**
 * The whole billing history for the CSV export (issue 24): every movement the filter keeps, the oldest first. The
 * company's transactions are walked `pageSize` at a time by keyset from ledger_transactions_company_created_idx,
 * each chunk sought from where the one before ended, and the chunk's movements that the filter keeps are read by
 * id; so the export costs the same per row however long the history is, whatever statistics the planner has.
 *
 * The wallet's balance after each movement is counted forward over the walk: the balance after the chunk before,
 * plus the wallet legs of every transaction of the chunk up to the movement. Each transaction is summed once,
 * whatever the filter hides.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerTransactions } from '../db/schema';
import type { BillingFilter } from '../../src/domain/billing';
import { afterCursor, cursorKey, type KeyOrder } from './keyset';
import { movementAmounts, movementConditions, movementRows } from './billing-pages';
import { entryOf, type BillingMovement } from './billing';

const t = ledgerTransactions;

/** The export's order: the oldest first, the id breaking ties. */
const OLDEST_FIRST: KeyOrder = { key: sql`${t.created_at}`, type: 'timestamptz', descending: false };

/** Where the walk has reached: a transaction (its time as the database writes it, and id) and the balance after it. */
type Walked = { key: string; id: string; balance: number };

const after = (walked: Walked | null) =>
  walked ? afterCursor(OLDEST_FIRST, t.id, { sort: 'oldest', ...walked }) : undefined;

/** The next `pageSize` transactions of the company after the walk's end, each with the wallet's balance after it. */
function chunkQuery(db: Database, companyId: string, walked: Walked | null, pageSize: number) {
  const legs = movementAmounts(companyId);
  return db
    .select({
      id: t.id,
      key: cursorKey(OLDEST_FIRST),
      balance:
        sql<string>`${walked?.balance ?? 0}::bigint + sum(coalesce(${legs.wallet}, 0)) over (order by ${t.created_at}, ${t.id})`.as(
          'balance',
        ),
    })
    .from(t)
    .where(and(eq(t.company_id, companyId), after(walked)))
    .orderBy(asc(t.created_at), asc(t.id))
    .limit(pageSize);
}

/** Every movement the filter keeps, the oldest first, a chunk at a time, each with the wallet's balance after it. */
export async function* billingRows(
  db: Database,
  companyId: string,
  filter: BillingFilter,
  pageSize = 10_000,
): AsyncGenerator<BillingMovement[]> {
  const where = movementConditions(companyId, filter, 'billing');
  let walked: Walked | null = null;
  for (;;) {
    const chunk = await chunkQuery(db, companyId, walked, pageSize);
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
    walked = { key: last.key, id: last.id, balance: balances.get(last.id) ?? 0 };
  }
}
