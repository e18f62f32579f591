/**
 * The whole billing history for the CSV export (issue 24): every movement the filter keeps, the oldest first,
 * read `pageSize` at a time by keyset from the index (ledger_transactions_company_created_idx, or with a kind
 * ledger_transactions_company_kind_created_idx), each page sought from where the one before ended, so the export
 * costs the same per row however long the history is.
 *
 * The wallet's balance after each movement is counted forward: the balance after the last transaction the walk
 * has passed, plus the wallet legs of every transaction of the company since, up to the page's newest. Each
 * transaction is summed once, whatever the filter hides, and no page reads what the pages before it read.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerTransactions } from '../db/schema';
import type { BillingFilter } from '../../src/domain/billing';
import { afterCursor, type KeyOrder } from './keyset';
import { movementAmounts, movementConditions, movementRows } from './billing-pages';
import { entryOf, type BillingMovement } from './billing';

const t = ledgerTransactions;

/** The export's order: the oldest first, the id breaking ties. */
const OLDEST_FIRST: KeyOrder = { key: sql`${t.created_at}`, type: 'timestamptz', descending: false };

/** Where the walk has reached: a transaction (its time as the database writes it, and id) and the balance after it. */
type Walked = { key: string; id: string; balance: number };

const after = (walked: Walked | null) =>
  walked ? afterCursor(OLDEST_FIRST, t.id, { sort: 'oldest', ...walked }) : undefined;

/**
 * The wallet's balance after each of `ids`, the page's movements, the newest of which is `newest`: the walk's
 * balance plus the wallet legs of the company's transactions after it, up to the movement.
 */
function forwardBalancesQuery(
  db: Database,
  companyId: string,
  walked: Walked | null,
  newest: { key: string; id: string },
  ids: string[],
) {
  const legs = movementAmounts(companyId);
  const span = db
    .select({
      id: t.id,
      balance:
        sql<string>`${walked?.balance ?? 0}::bigint + sum(coalesce(${legs.wallet}, 0)) over (order by ${t.created_at}, ${t.id})`.as(
          'balance',
        ),
    })
    .from(t)
    .where(
      and(
        eq(t.company_id, companyId),
        after(walked),
        sql`(${t.created_at}, ${t.id}) <= (${newest.key}::timestamptz, ${newest.id}::uuid)`,
      ),
    )
    .as('span');
  return db.select().from(span).where(inArray(span.id, ids));
}

/** Every movement the filter keeps, the oldest first, a page at a time, each with the wallet's balance after it. */
export async function* billingRows(
  db: Database,
  companyId: string,
  filter: BillingFilter,
  pageSize = 10_000,
): AsyncGenerator<BillingMovement[]> {
  const where = movementConditions(companyId, filter, 'billing');
  let walked: Walked | null = null;
  for (;;) {
    const rows = await movementRows(db, companyId)
      .where(and(where, after(walked)))
      .orderBy(asc(t.created_at), asc(t.id))
      .limit(pageSize);
    const newest = rows.at(-1);
    if (!newest) return;
    const balances = new Map<string, number>();
    const found = await forwardBalancesQuery(
      db,
      companyId,
      walked,
      newest,
      rows.map((row) => row.id),
    );
    for (const row of found) balances.set(row.id, Number(row.balance));
    yield rows.map((row) => entryOf({ ...row, balance: balances.get(row.id) ?? 0 }));
    if (rows.length < pageSize) return;
    walked = { key: newest.key, id: newest.id, balance: balances.get(newest.id) ?? 0 };
  }
}
