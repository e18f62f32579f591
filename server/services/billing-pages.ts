/**
 * The billing history a page at a time (issue 24), paged by keyset (src/domain/paging.ts) over the company's
 * ledger transactions, newest first: a page read on from the one before is sought from its cursor in
 * ledger_transactions_company_created_idx (or, filtered by kind, ledger_transactions_company_kind_created_idx), and
 * each transaction's legs are looked up by ledger_postings_transaction_idx, so no page reads the whole history.
 *
 * The wallet's balance after each movement of the page is the wallet's kept balance (ledger_accounts) less the
 * wallet's legs of every transaction after it, summed in one backward walk of the same index down to the page's
 * oldest row: exact whatever the filters hide, and read in the same statement as the kept balance.
 */
import { and, desc, eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { campaigns, creators, deals, ledgerAccounts, ledgerPostings, ledgerTransactions } from '../db/schema';
import { BILLING_PAGE_SIZE, type BillingFilter } from '../../src/domain/billing';
import { decodeCursor, encodeCursor } from '../../src/domain/paging';
import { afterCursor, cursorKey, searchTotal, type KeyOrder } from './keyset';
import { ledgerAccount } from './ledger';
import { entryOf, type BillingMovement, type MovementScope } from './billing';

const t = ledgerTransactions;
const leg = alias(ledgerPostings, 'leg');

/** The history's one order, as its cursors name it: newest first, the id breaking ties. */
export const BILLING_ORDER = 'newest';
const ORDER: KeyOrder = { key: sql`${t.created_at}`, type: 'timestamptz', descending: true };

/**
 * The transaction's id written with its table's name: drizzle leaves a column of a one-table query unqualified in
 * an unnamed field, where inside the legs' subquery "id" would be the leg's own.
 */
const transactionId = sql`${sql.identifier(getTableName(t))}.${sql.identifier(t.id.name)}`;

/**
 * What the transaction's legs on the accounts `which` add up to (null without such a leg). The legs are found by
 * their transaction only (ledger_postings_transaction_idx), the accounts picked among them: a planner without
 * statistics (PGlite after a bulk load, never analyzed) would otherwise intersect it with the account's index,
 * reading every leg of the wallet for each movement.
 */
const legsOf = (which: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select sum(${leg.amount_cents}) filter (where ${which}) from ${ledgerPostings} as ${leg} where ${leg.transaction_id} = ${transactionId})`;

/** What a transaction moved on the company's wallet, on a card, and in its escrow. */
export function movementAmounts(companyId: string) {
  return {
    wallet: legsOf(sql`${leg.account} = ${ledgerAccount.wallet(companyId)}`),
    card: legsOf(sql`${leg.account} = ${ledgerAccount.cardClearing}`),
    // The company's escrow: its campaigns' accounts and its deals' reserves.
    escrow: legsOf(
      or(sql`${leg.account} like ${`${ledgerAccount.campaign('')}%`}`, sql`${leg.account} like 'deal:%'`)!,
    ),
  };
}

/** The start of a day in UTC, and of the day after it, counted by the database. */
export const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const nextDay = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;

/**
 * The transactions the history shows under the filter: the company's, of the kind and days asked, that moved its
 * wallet, or a card, or (billing's scope) its escrow.
 */
export function movementConditions(companyId: string, filter: BillingFilter, scope: MovementScope): SQL {
  const legs = movementAmounts(companyId);
  const conditions: SQL[] = [eq(t.company_id, companyId)];
  if (filter.kind) conditions.push(eq(t.kind, filter.kind));
  if (filter.from) conditions.push(sql`${t.created_at} >= ${dayStart(filter.from)}`);
  if (filter.to) conditions.push(sql`${t.created_at} < ${nextDay(filter.to)}`);
  conditions.push(
    or(
      sql`${legs.wallet} is not null`,
      sql`${t.detail}->>'method' = 'card'`,
      scope === 'billing' ? sql`coalesce(${legs.escrow}, 0) <> 0` : sql`false`,
    )!,
  );
  return and(...conditions)!;
}

/**
 * The statement of the company's movements as billing shows them (without their balances), each with its sort
 * value as a cursor keeps it; the caller adds which ones and in what order.
 */
export function movementRows(db: Database, companyId: string) {
  const legs = movementAmounts(companyId);
  return db
    .select({
      id: t.id,
      created_at: t.created_at,
      kind: t.kind,
      reference: t.reference,
      receipt_number: t.receipt_number,
      detail: t.detail,
      wallet_amount: legs.wallet,
      card_amount: legs.card,
      escrow_amount: legs.escrow,
      deal_campaign: sql<string | null>`${campaigns.name}`,
      deal_creator: sql<string | null>`${creators.name}`,
      key: cursorKey(ORDER),
    })
    .from(t)
    .leftJoin(deals, and(sql`${deals.id} = (${t.detail}->>'deal_id')::uuid`, eq(deals.company_id, companyId)))
    .leftJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .leftJoin(creators, eq(creators.id, deals.creator_id));
}

/** The statement of one page's movements (without their balances): after `after` when given, else by offset. */
export function billingPageQuery(
  db: Database,
  companyId: string,
  filter: BillingFilter,
  scope: MovementScope = 'billing',
) {
  const page = filter.page ?? 1;
  const pageSize = filter.page_size ?? BILLING_PAGE_SIZE;
  const cursor = filter.after ? decodeCursor(filter.after) : null;
  const seek = cursor?.sort === BILLING_ORDER ? cursor : null;
  const where = movementConditions(companyId, filter, scope);
  return movementRows(db, companyId)
    .where(seek ? and(where, afterCursor(ORDER, t.id, seek)) : where)
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(pageSize)
    .offset(seek ? 0 : (page - 1) * pageSize);
}

/**
 * The statement of the wallet's balance after each of `ids`, the page's movements, whose oldest is `oldest`: the
 * kept balance less the wallet legs of every later transaction of the company.
 */
export function billingBalancesQuery(
  db: Database,
  companyId: string,
  oldest: { key: string; id: string },
  ids: string[],
) {
  const wallet = ledgerAccount.wallet(companyId);
  const legs = movementAmounts(companyId);
  const span = db
    .select({
      id: t.id,
      later:
        sql<string>`coalesce(sum(${legs.wallet}) over (order by ${t.created_at} desc, ${t.id} desc rows between unbounded preceding and 1 preceding), 0)`.as(
          'later',
        ),
    })
    .from(t)
    .where(
      and(
        eq(t.company_id, companyId),
        sql`(${t.created_at}, ${t.id}) >= (${oldest.key}::timestamptz, ${oldest.id}::uuid)`,
      ),
    )
    .as('span');
  return db
    .select({
      id: span.id,
      balance: sql<string>`coalesce((select ${ledgerAccounts.balance_cents} from ${ledgerAccounts} where ${ledgerAccounts.id} = ${wallet}), 0) - ${span.later}`,
    })
    .from(span)
    .where(inArray(span.id, ids));
}

export type BillingPage = {
  items: BillingMovement[];
  total: number;
  /** Whether the total is the planner's estimate (past SEARCH_COUNT_LIMIT movements). */
  total_estimated: boolean;
  /** Where this page ended when it is full: the next page's cursor. */
  next_cursor: string | null;
  page: number;
  page_size: number;
};

/**
 * One page of the company's billing history, the newest first: after the cursor of the page before when the
 * caller has it, else counted to by its number over the index. The total is counted up to SEARCH_COUNT_LIMIT
 * movements and estimated beyond.
 */
export async function billingHistory(
  db: Database,
  companyId: string,
  filter: BillingFilter,
  scope: MovementScope = 'billing',
): Promise<BillingPage> {
  const page = filter.page ?? 1;
  const pageSize = filter.page_size ?? BILLING_PAGE_SIZE;
  const [rows, counted] = await Promise.all([
    billingPageQuery(db, companyId, filter, scope),
    searchTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(t)
        .where(movementConditions(companyId, filter, scope))
        .getSQL(),
    ),
  ]);
  const last = rows.at(-1);
  const balances = new Map<string, number>();
  if (last) {
    const found = await billingBalancesQuery(
      db,
      companyId,
      last,
      rows.map((row) => row.id),
    );
    for (const row of found) balances.set(row.id, Number(row.balance));
  }
  return {
    items: rows.map((row) => entryOf({ ...row, balance: balances.get(row.id) ?? 0 })),
    total: counted.total,
    total_estimated: counted.estimated,
    next_cursor:
      last && rows.length === pageSize
        ? encodeCursor({ sort: BILLING_ORDER, key: last.key, id: last.id })
        : null,
    page,
    page_size: pageSize,
  };
}

/** One movement of the company (its receipt) with its balance, or null; another company's id answers null. */
export async function billingEntry(
  db: Database,
  companyId: string,
  id: string,
): Promise<BillingMovement | null> {
  const [row] = await movementRows(db, companyId)
    .where(and(movementConditions(companyId, {}, 'billing'), eq(t.id, id)))
    .limit(1);
  if (!row) return null;
  const [found] = await billingBalancesQuery(db, companyId, row, [row.id]);
  return entryOf({ ...row, balance: found?.balance ?? 0 });
}
