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
 * guarded accounts a movement takes from, so parallel charges on one wallet are decided one after the other.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, type LedgerTransactionRow } from '../db/schema';
import type { LedgerKind } from '../../src/domain/ledger';
import type { Work } from './unit-of-work';
import { isPlatformAccount, ledgerAccount } from './ledger-names';

export { auditLedger, type LedgerProblem } from './ledger-audit';

export { ledgerAccount };

/** One leg of a movement: whole cents into (positive) or out of (negative) an account. */
export type Leg = { account: string; amount: number };

export type Movement = {
  /** The transaction's id when the caller chose it (to refer to it before it is written); else one is drawn. */
  id?: string;
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
 *
 * A movement that takes money out of a guarded account, or touches several, locks them first, in one order for
 * every caller: two movements between the same accounts in opposite directions (a charge and a refund) then wait
 * for each other instead of deadlocking, and the balance check reads balances no one else can change meanwhile.
 * A movement that only pays into one guarded account (a top-up) cannot take it below zero: it locks nothing up
 * front, and the account's row is held only from its posting to the commit, the shortest a hot wallet allows.
 */
export async function post(work: Work, movement: Movement): Promise<Posted | Refused> {
  checkLegs(movement.legs);
  const { db } = work;
  const net = netByAccount(movement.legs);
  const touched = [...net.keys()].filter((account) => !isPlatformAccount(account)).sort();
  const creditOnly = touched.length <= 1 && touched.every((account) => (net.get(account) ?? 0) > 0);
  const accounts = await guardedAccounts(db, touched, !creditOnly);
  const key = movement.idempotencyKey;
  if (!creditOnly) {
    // A parallel movement with the same key waited for the locks above until the first committed: told its answer.
    const first = key === null ? null : await existingMovement(db, movement.companyId, key, movement);
    if (first) return first;
    for (const [account, { balance }] of accounts) {
      const needed = -(net.get(account) ?? 0);
      if (needed > 0 && balance < needed)
        return { posted: false, reason: 'insufficient_funds', account, balance, needed };
    }
  }
  const [transaction] = await db
    .insert(ledgerTransactions)
    .values({
      ...(movement.id ? { id: movement.id } : {}),
      company_id: movement.companyId,
      kind: movement.kind,
      idempotency_key: key,
      reference: movement.reference ?? null,
      detail: movement.detail ?? {},
    })
    .onConflictDoNothing()
    .returning();
  if (!transaction) {
    // The key's movement exists (a parallel one with the same key waited on its index entry until it committed).
    const first = key === null ? null : await existingMovement(db, movement.companyId, key, movement);
    if (!first) throw new Error('a ledger transaction could not be written');
    return first;
  }
  // The postings last: each moves its account's kept balance (a trigger), which holds the account until commit.
  await db.insert(ledgerPostings).values(
    movement.legs.map((leg) => ({
      transaction_id: transaction.id,
      account: leg.account,
      amount_cents: leg.amount,
    })),
  );
  for (const companyId of new Set([...accounts.values()].flatMap(({ companyId }) => companyId ?? [])))
    work.forgetCompany(companyId);
  return { posted: true, transaction, legs: movement.legs, replayed: false };
}

/** The guarded accounts a movement touches, with their balances and companies; locked when asked, in id order. */
async function guardedAccounts(
  db: Database,
  ids: string[],
  lock: boolean,
): Promise<Map<string, { balance: number; companyId: string | null }>> {
  const found = new Map<string, { balance: number; companyId: string | null }>();
  if (ids.length === 0) return found;
  const query = db
    .select({
      id: ledgerAccounts.id,
      balance: ledgerAccounts.balance_cents,
      companyId: ledgerAccounts.company_id,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id));
  for (const row of await (lock ? query.for('update') : query))
    found.set(row.id, { balance: Number(row.balance), companyId: row.companyId });
  const missing = ids.find((account) => !found.has(account));
  if (missing) throw new Error(`ledger account ${missing} is not open`);
  return found;
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
