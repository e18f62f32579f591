/**
 * The ledger (DESIGN.md §6 "Money"): every movement of money is one transaction of two or more legs that sum to
 * zero, written within a unit of work (unit-of-work.ts) and told once by its idempotency key. The database keeps
 * the rules too (migration 0006): balanced legs, no balance of a guarded account below zero, nothing changed.
 *
 * Accounts are names:
 * - `wallet:<company>`: what the platform owes a company, its wallet balance;
 * - `campaign:<campaign>`: a campaign's escrow, paid in at submission and spent on its deals;
 * - `creator:<creator>`: what is owed to a creator for accepted content;
 * - `platform:…`: the platform's own (money arriving from the card gateway or by wire, fees earned).
 * Every account but the platform's is guarded: it has a row in `ledger_accounts` (open it with `openAccount`), and
 * its balance may not go below zero. A leg is positive when money goes into the account, negative when it leaves.
 *
 * `post` decides whether a movement may happen by the balances it locks, never by a cached one: it locks the
 * guarded accounts it touches, so parallel charges on one wallet are decided one after the other.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, type LedgerTransactionRow } from '../db/schema';
import type { LedgerKind } from '../../src/domain/ledger';
import type { Work } from './unit-of-work';

export const ledgerAccount = {
  wallet: (companyId: string) => `wallet:${companyId}`,
  campaign: (campaignId: string) => `campaign:${campaignId}`,
  creator: (creatorId: string) => `creator:${creatorId}`,
  /** Money charged on cards, on its way from the card gateway. */
  cardClearing: 'platform:card_clearing',
  /** Money sent by wire transfer, received in the platform's bank account. */
  wireClearing: 'platform:wire_clearing',
  /** Card processing fees the platform earned. */
  cardFees: 'platform:card_fees',
  /** The platform's fee on deals (pricing.ts). */
  platformFees: 'platform:platform_fees',
  /** Balances carried over from the single-entry ledger. */
  openingBalances: 'platform:opening_balances',
} as const;

const isPlatformAccount = (account: string) => account.startsWith('platform:');

/** One leg of a movement: whole cents into (positive) or out of (negative) an account. */
export type Leg = { account: string; amount: number };

export type Movement = {
  /** The company the movement belongs to (whose billing shows it). */
  companyId: string;
  kind: LedgerKind;
  legs: Leg[];
  /** The caller's key for this attempt: a repeat answers the first movement and moves nothing. */
  idempotencyKey: string | null;
  reference?: string | null;
  detail?: Record<string, unknown>;
};

export type Posted = {
  posted: true;
  transaction: LedgerTransactionRow;
  legs: Leg[];
  /** True when the key had been used already: this is the first movement, and nothing moved now. */
  replayed: boolean;
};

/** Refused before anything was written: an account would go below zero. */
export type Refused = {
  posted: false;
  reason: 'insufficient_funds';
  account: string;
  balance: number;
  /** What the movement would take out of the account. */
  needed: number;
};

/** The same idempotency key sent again for a different movement: a fault of the caller, not a repeat. */
export class IdempotencyKeyReused extends Error {
  constructor(readonly key: string) {
    super(`idempotency key ${key} was used for a different movement`);
    this.name = 'IdempotencyKeyReused';
  }
}

function checkLegs(legs: Leg[]): void {
  if (legs.length < 2) throw new Error('a ledger movement needs two legs or more');
  let total = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0)
      throw new Error(`a leg must be a non-zero whole number of cents: ${leg.amount}`);
    total += leg.amount;
  }
  if (total !== 0) throw new Error(`the legs of a movement must sum to zero, not ${total}`);
}

/** What each account's legs add up to, in the order accounts first appear. */
function netByAccount(legs: Leg[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const leg of legs) net.set(leg.account, (net.get(leg.account) ?? 0) + leg.amount);
  return net;
}

const sameLegs = (a: Leg[], b: Leg[]) => {
  const left = netByAccount(a);
  const right = netByAccount(b);
  return left.size === right.size && [...left].every(([account, amount]) => right.get(account) === amount);
};

async function existingMovement(db: Database, companyId: string, key: string, movement: Movement) {
  const [transaction] = await db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.company_id, companyId), eq(ledgerTransactions.idempotency_key, key)))
    .limit(1);
  if (!transaction) return null;
  const legs = await db
    .select({ account: ledgerPostings.account, amount: ledgerPostings.amount_cents })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transaction_id, transaction.id))
    .orderBy(asc(ledgerPostings.created_at), asc(ledgerPostings.id));
  if (transaction.kind !== movement.kind || !sameLegs(legs, movement.legs))
    throw new IdempotencyKeyReused(key);
  return { posted: true as const, transaction, legs, replayed: true };
}

/**
 * Writes a movement in the unit's transaction, or answers the movement its key already made, or refuses it when
 * a guarded account would go below zero (then nothing is written). A repeat of a key with other legs throws
 * IdempotencyKeyReused.
 */
export async function post(work: Work, movement: Movement): Promise<Posted | Refused> {
  checkLegs(movement.legs);
  const { db } = work;
  const net = netByAccount(movement.legs);
  // Lock every guarded account the movement touches, in one order for every caller: two movements between the
  // same accounts in opposite directions (a charge and a refund) then wait for each other instead of deadlocking.
  // A parallel movement with the same key waits here until the first commits, and is told its answer below.
  const touched = [...net.keys()].filter((account) => !isPlatformAccount(account)).sort();
  const balances = new Map<string, number>();
  if (touched.length > 0) {
    const rows = await db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance_cents })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, touched))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    for (const row of rows) balances.set(row.id, Number(row.balance));
    const missing = touched.find((account) => !balances.has(account));
    if (missing) throw new Error(`ledger account ${missing} is not open`);
  }
  const key = movement.idempotencyKey;
  if (key !== null) {
    const first = await existingMovement(db, movement.companyId, key, movement);
    if (first) return first;
  }
  for (const [account, balance] of balances) {
    const needed = -(net.get(account) ?? 0);
    if (needed > 0 && balance < needed)
      return { posted: false, reason: 'insufficient_funds', account, balance, needed };
  }
  const [transaction] = await db
    .insert(ledgerTransactions)
    .values({
      company_id: movement.companyId,
      kind: movement.kind,
      idempotency_key: key,
      reference: movement.reference ?? null,
      detail: movement.detail ?? {},
    })
    .onConflictDoNothing()
    .returning();
  if (!transaction) {
    // The same key was written by a movement that took nothing from a guarded account, committed meanwhile.
    const first = key === null ? null : await existingMovement(db, movement.companyId, key, movement);
    if (!first) throw new Error('a ledger transaction could not be written');
    return first;
  }
  await db.insert(ledgerPostings).values(
    movement.legs.map((leg) => ({
      transaction_id: transaction.id,
      account: leg.account,
      amount_cents: leg.amount,
    })),
  );
  const companies = await companiesOf(
    db,
    [...net.keys()].filter((account) => !isPlatformAccount(account)),
  );
  for (const companyId of companies) work.forgetCompany(companyId);
  return { posted: true, transaction, legs: movement.legs, replayed: false };
}

async function companiesOf(db: Database, accounts: string[]): Promise<string[]> {
  if (accounts.length === 0) return [];
  const rows = await db
    .selectDistinct({ companyId: ledgerAccounts.company_id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accounts));
  return rows.flatMap((row) => (row.companyId ? [row.companyId] : []));
}

/** Opens a guarded account (a wallet, a campaign's escrow, a creator's) if it is not open yet. */
export async function openAccount(work: Work, account: string, companyId: string | null): Promise<void> {
  if (isPlatformAccount(account)) throw new Error(`the platform's accounts are not opened: ${account}`);
  await work.db.insert(ledgerAccounts).values({ id: account, company_id: companyId }).onConflictDoNothing();
}

/** An account's balance: the guarded account's kept balance, or the sum of a platform account's legs. */
export async function balanceOf(db: Database, account: string): Promise<number> {
  if (!isPlatformAccount(account)) {
    const [row] = await db
      .select({ balance: ledgerAccounts.balance_cents })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, account));
    return Number(row?.balance ?? 0);
  }
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${ledgerPostings.amount_cents}), 0)` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, account));
  return Number(row?.total ?? 0);
}

/** What is wrong with the ledger as a whole; empty when it is sound. For tests, staff checks and after crashes. */
export type LedgerProblem =
  | { problem: 'unbalanced'; transactionId: string; total: number }
  | { problem: 'balance_mismatch'; account: string; kept: number; summed: number }
  | { problem: 'negative'; account: string; balance: number };

export async function auditLedger(db: Database): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const unbalanced = await db
    .select({
      transactionId: ledgerPostings.transaction_id,
      total: sql<string>`sum(${ledgerPostings.amount_cents})`,
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.transaction_id)
    .having(sql`sum(${ledgerPostings.amount_cents}) <> 0`);
  for (const row of unbalanced)
    problems.push({ problem: 'unbalanced', transactionId: row.transactionId, total: Number(row.total) });
  const sums = db
    .select({
      account: ledgerPostings.account,
      total: sql<string>`sum(${ledgerPostings.amount_cents})`.as('total'),
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.account)
    .as('sums');
  const kept = await db
    .select({
      account: ledgerAccounts.id,
      kept: ledgerAccounts.balance_cents,
      summed: sql<string | number>`coalesce(${sums.total}, 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(sums, eq(sums.account, ledgerAccounts.id));
  for (const row of kept) {
    const summed = Number(row.summed);
    const balance = Number(row.kept);
    if (summed !== balance)
      problems.push({ problem: 'balance_mismatch', account: row.account, kept: balance, summed });
    if (balance < 0) problems.push({ problem: 'negative', account: row.account, balance });
  }
  return problems;
}
