/**
 * The dashboard's figures (issue 23) that no other page counts: what the company spent this month, and its content
 * received this month and waiting for its review. Every count is of the company's own rows.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentItems, ledgerTransactions } from '../db/schema';
import { CONTENT_TO_REVIEW_STATUS, SPEND_KINDS, monthOf, spentIn } from '../../src/domain/dashboard';
import { amountOf } from './billing';
import { movementAmounts, movementConditions } from './billing-pages';

/**
 * What the company spent in the calendar month of `now` (spentIn of src/domain/dashboard.ts): its campaign
 * payments of the month, less what came back of them in the month, each as billing shows it. Only the month's
 * movements of the spend kinds are read, from ledger_transactions_company_kind_created_idx; no balance is counted.
 */
export async function spentThisMonth(db: Database, companyId: string, now: Date): Promise<number> {
  const legs = movementAmounts(companyId);
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      detail: ledgerTransactions.detail,
      wallet_amount: legs.wallet,
      card_amount: legs.card,
    })
    .from(ledgerTransactions)
    .where(
      and(
        movementConditions(companyId, monthOf(now), 'billing'),
        inArray(ledgerTransactions.kind, [...SPEND_KINDS]),
      ),
    );
  return spentIn(rows.map((row) => ({ kind: row.kind, amount: amountOf(row) })));
}

/** The content creators delivered this calendar month (every upload, a new version too), and what awaits review. */
export async function contentCounts(
  db: Database,
  companyId: string,
  now: Date,
): Promise<{ received: number; toReview: number }> {
  const { from, to } = monthOf(now);
  const [row] = await db
    .select({
      received: sql<string>`count(*) filter (where ${contentItems.created_at} >= ${from}::date::timestamp at time zone 'UTC' and ${contentItems.created_at} < (${to}::date + 1)::timestamp at time zone 'UTC')`,
      toReview: sql<string>`count(*) filter (where ${contentItems.status} = ${CONTENT_TO_REVIEW_STATUS})`,
    })
    .from(contentItems)
    .where(eq(contentItems.company_id, companyId));
  return { received: Number(row?.received ?? 0), toReview: Number(row?.toReview ?? 0) };
}
