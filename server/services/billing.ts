/**
 * Billing history (issue 12): every movement of a company's money, the newest first, with its method, amount, fee
 * and the wallet's balance right after it. A movement is a ledger transaction of the company that moved its
 * wallet, or that a card paid (a campaign paid by card never touches the wallet). The running balance is the sum
 * of the wallet's legs up to and including the movement, computed in the database over the company's movements
 * (index ledger_transactions_company_created_idx); filters and pages are applied after it, so a page shows the
 * balance of the whole history.
 *
 * The company's campaign escrow is money it already paid (the campaign charge): what leaves it for a creator
 * (`creator_payout`) is shown too, but in a column of its own (`escrow`), with no wallet amount and the balance
 * unchanged, so that the amounts of the history add up to what the company paid and received, and the escrow
 * column to what its campaigns hold. A deal's reserve moves money within the escrow and is not shown.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  billingProfiles,
  campaigns,
  companies,
  creators,
  deals,
  ledgerPostings,
  ledgerTransactions,
} from '../db/schema';
import type { BillingFilter, PaymentMethodKind } from '../../src/domain/billing';
import { receiptNumber } from '../../src/domain/billing';
import type { LedgerKind } from '../../src/domain/ledger';
import { ledgerAccount } from './ledger';

export type BillingMovement = {
  id: string;
  created_at: Date;
  kind: LedgerKind;
  method: PaymentMethodKind;
  /** Into the wallet (positive) or out of it (negative); for a card payment, what the card paid, negative. */
  amount: number;
  /** The card fee paid with it (0 without a card). */
  fee: number;
  /** Into the company's campaign escrow (positive: a campaign paid) or out of it (negative: a creator paid, a
   * deal or campaign refunded); 0 when the escrow did not move. */
  escrow: number;
  /** The wallet's balance right after the movement. */
  balance: number;
  card_brand: string | null;
  card_last4: string | null;
  reference: string | null;
  /** The receipt's number of money paid in (CH-2026-000123), null for any other movement. */
  receipt_number: string | null;
  /** What it was for: a campaign's name, a wire's reference. */
  description: string | null;
  /** The creator of the deal it was for (a payout, a deal refund). */
  creator_name: string | null;
  /** How much a wire arrived short of what the company announced; 0 for every other movement. */
  short: number;
};

/** Which movements: all that billing shows, or only those that moved the wallet or a card (the wallet's activity). */
export type MovementScope = 'billing' | 'wallet';

/** Where an export has reached: the last movement written (its time at full precision, as the database keeps it). */
type Cursor = { at: string; id: string; balance: number };

/**
 * The company's movements with the wallet's balance after each; after a cursor, only the later movements, their
 * balance counted on from the cursor's.
 */
function movements(db: Database, companyId: string, scope: MovementScope = 'billing', after?: Cursor) {
  const wallet = ledgerAccount.wallet(companyId);
  const legs = db
    .select({
      transaction_id: ledgerPostings.transaction_id,
      amount: sql<string>`sum(${ledgerPostings.amount_cents})`.as('wallet_amount'),
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, wallet))
    .groupBy(ledgerPostings.transaction_id)
    .as('wallet_legs');
  const card = db
    .select({
      transaction_id: ledgerPostings.transaction_id,
      amount: sql<string>`sum(${ledgerPostings.amount_cents})`.as('card_amount'),
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, ledgerAccount.cardClearing))
    .groupBy(ledgerPostings.transaction_id)
    .as('card_legs');
  // The company's escrow: its campaigns' accounts and its deals' reserves, summed per movement of the company.
  const escrow = db
    .select({
      transaction_id: ledgerPostings.transaction_id,
      amount: sql<string>`sum(${ledgerPostings.amount_cents})`.as('escrow_amount'),
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transaction_id))
    .where(
      and(
        eq(ledgerTransactions.company_id, companyId),
        after
          ? sql`(${ledgerTransactions.created_at}, ${ledgerTransactions.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
        or(
          sql`${ledgerPostings.account} like ${`${ledgerAccount.campaign('')}%`}`,
          sql`${ledgerPostings.account} like 'deal:%'`,
        ),
      ),
    )
    .groupBy(ledgerPostings.transaction_id)
    .as('escrow_legs');
  return db
    .select({
      id: ledgerTransactions.id,
      created_at: ledgerTransactions.created_at,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      receipt_number: ledgerTransactions.receipt_number,
      detail: ledgerTransactions.detail,
      wallet_amount: sql<string | null>`${legs.amount}`.as('wallet_amount'),
      card_amount: sql<string | null>`${card.amount}`.as('card_amount'),
      escrow_amount: sql<string | null>`${escrow.amount}`.as('escrow_amount'),
      deal_campaign: sql<string | null>`${campaigns.name}`.as('deal_campaign'),
      deal_creator: sql<string | null>`${creators.name}`.as('deal_creator'),
      balance:
        sql<string>`${after?.balance ?? 0}::bigint + sum(coalesce(${legs.amount}, 0)) over (order by ${ledgerTransactions.created_at}, ${ledgerTransactions.id})`.as(
          'balance',
        ),
      at: sql<string>`${ledgerTransactions.created_at}::text`.as('at'),
    })
    .from(ledgerTransactions)
    .leftJoin(legs, eq(legs.transaction_id, ledgerTransactions.id))
    .leftJoin(card, eq(card.transaction_id, ledgerTransactions.id))
    .leftJoin(escrow, eq(escrow.transaction_id, ledgerTransactions.id))
    .leftJoin(
      deals,
      and(
        sql`${deals.id} = (${ledgerTransactions.detail}->>'deal_id')::uuid`,
        eq(deals.company_id, companyId),
      ),
    )
    .leftJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .leftJoin(creators, eq(creators.id, deals.creator_id))
    .where(
      and(
        eq(ledgerTransactions.company_id, companyId),
        after
          ? sql`(${ledgerTransactions.created_at}, ${ledgerTransactions.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
        or(
          sql`${legs.amount} is not null`,
          sql`${ledgerTransactions.detail}->>'method' = 'card'`,
          scope === 'billing' ? sql`coalesce(${escrow.amount}, 0) <> 0` : sql`false`,
        ),
      ),
    )
    .as('movements');
}

/** The start of a day in UTC, and of the day after it, counted by the database (the last day has one too). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const nextDay = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;

/** A movement as billing shows it, from its row (the balance counted by the caller). */
export function entryOf(row: {
  id: string;
  created_at: Date;
  kind: string;
  reference: string | null;
  receipt_number: number | null;
  detail: Record<string, unknown>;
  wallet_amount: string | number | null;
  card_amount: string | number | null;
  escrow_amount: string | number | null;
  deal_campaign: string | null;
  deal_creator: string | null;
  balance: string | number;
}): BillingMovement {
  const detail = row.detail ?? {};
  const walletAmount = row.wallet_amount === null ? null : Number(row.wallet_amount);
  const escrow = Number(row.escrow_amount ?? 0);
  const method: PaymentMethodKind =
    detail.method === 'card'
      ? 'card'
      : detail.method === 'wire'
        ? 'wire'
        : walletAmount === null && escrow !== 0
          ? 'escrow'
          : 'wallet';
  const fee = Math.abs(Number(detail.fee_cents ?? 0));
  // A campaign paid by card (or its refund): what the card paid for, the fee aside, out (or back).
  const cardLeg = Number(row.card_amount ?? 0);
  const amount = walletAmount ?? (cardLeg > 0 ? cardLeg - fee : cardLeg + fee);
  const description =
    typeof detail.campaign_name === 'string'
      ? detail.campaign_name
      : typeof detail.wire_reference === 'string'
        ? detail.wire_reference
        : (row.deal_campaign ?? null);
  return {
    id: row.id,
    created_at: new Date(row.created_at),
    kind: row.kind as LedgerKind,
    method,
    amount,
    fee,
    escrow,
    balance: Number(row.balance),
    card_brand: typeof detail.card_brand === 'string' ? detail.card_brand : null,
    card_last4: typeof detail.card_last4 === 'string' ? detail.card_last4 : null,
    reference: row.reference,
    receipt_number:
      row.receipt_number === null
        ? null
        : receiptNumber(new Date(row.created_at), Number(row.receipt_number)),
    description,
    creator_name: row.deal_creator ?? null,
    short: Math.max(0, Number(detail.short_cents ?? 0)),
  };
}

export function filtered(
  db: Database,
  companyId: string,
  filter: BillingFilter,
  scope: MovementScope = 'billing',
  after?: Cursor,
) {
  const all = movements(db, companyId, scope, after);
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(all.kind, filter.kind));
  if (filter.from) conditions.push(sql`${all.created_at} >= ${dayStart(filter.from)}`);
  if (filter.to) conditions.push(sql`${all.created_at} < ${nextDay(filter.to)}`);
  return { all, where: conditions.length > 0 ? and(...conditions) : undefined };
}

/**
 * Every movement the filter keeps, the oldest first (for the CSV export), read `pageSize` at a time from the
 * index: each page starts after the last movement written, so the whole history is read however long it is.
 */
export async function* billingRows(
  db: Database,
  companyId: string,
  filter: BillingFilter,
  pageSize = 10_000,
): AsyncGenerator<BillingMovement[]> {
  let after: Cursor | undefined;
  for (;;) {
    const { all, where } = filtered(db, companyId, filter, 'billing', after);
    const rows = await db
      .select()
      .from(all)
      .where(where)
      .orderBy(asc(all.created_at), asc(all.id))
      .limit(pageSize);
    if (rows.length > 0) yield rows.map(entryOf);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { at: last.at, id: last.id, balance: Number(last.balance) };
  }
}

/** One movement of the company (its receipt), or null; another company's id answers null. */
export async function billingEntry(
  db: Database,
  companyId: string,
  id: string,
): Promise<BillingMovement | null> {
  const all = movements(db, companyId);
  const [row] = await db.select().from(all).where(eq(all.id, id)).limit(1);
  return row ? entryOf(row) : null;
}

/** The company's billing profile (tax ID), or null before it saves one. */
export async function billingProfile(db: Database, companyId: string): Promise<{ tax_id: string } | null> {
  const [row] = await db
    .select({ tax_id: billingProfiles.tax_id })
    .from(billingProfiles)
    .where(eq(billingProfiles.company_id, companyId));
  return row ?? null;
}

/** What a receipt shows of the company that paid. */
export async function receiptParty(db: Database, companyId: string) {
  const [row] = await db
    .select({
      company_name: companies.company_name,
      first_name: companies.first_name,
      last_name: companies.last_name,
      email: companies.email,
      language: companies.language,
      tax_id: billingProfiles.tax_id,
    })
    .from(companies)
    .leftJoin(billingProfiles, eq(billingProfiles.company_id, companies.id))
    .where(eq(companies.id, companyId));
  return row ?? null;
}
