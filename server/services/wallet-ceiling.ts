/**
 * The wallet's ceiling (WALLET_MAX_CENTS, src/domain/billing.ts), counted first and atomically like every limit:
 * in the transaction that writes a top-up request (a wire announced, a card charge about to be made), the wallet's
 * ledger account is locked, and its balance, the wires still on their way and the card top-ups still pending are
 * added to the amount asked for. Two requests of one company so wait for each other; neither can slip past.
 */
import { eq, sql } from 'drizzle-orm';
import { cardCharges, ledgerAccounts, wireTransfers } from '../db/schema';
import { WALLET_MAX_CENTS } from '../../src/domain/billing';
import { ledgerAccount, openAccount } from './ledger';
import type { Work } from './unit-of-work';

/** A top-up that would take the wallet past its ceiling: nothing of it was written. */
export class WalletLimitReached extends Error {
  constructor(readonly room: number) {
    super('the wallet would pass its ceiling');
    this.name = 'WalletLimitReached';
  }
}

/** The wallet's balance with the wires still on their way and the card top-ups still pending, its row locked. */
async function heldAndComing(work: Work, companyId: string, wallet: string) {
  const [row] = await work.db
    .select({
      balance: ledgerAccounts.balance_cents,
      wires: sql<
        string | number
      >`(select coalesce(sum(${wireTransfers.amount_cents}), 0) from ${wireTransfers}
        where ${wireTransfers.company_id} = ${companyId} and ${wireTransfers.status} = 'pending')`,
      cards: sql<string | number>`(select coalesce(sum(${cardCharges.amount_cents}), 0) from ${cardCharges}
        where ${cardCharges.company_id} = ${companyId} and ${cardCharges.kind} = 'card_top_up'
        and ${cardCharges.status} = 'pending')`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, wallet))
    .for('update', { of: ledgerAccounts });
  return row ? Number(row.balance) + Number(row.wires) + Number(row.cards) : null;
}

/** Refuses (WalletLimitReached) a top-up of `amount` that would take the wallet past WALLET_MAX_CENTS. */
export async function admitTopUp(work: Work, companyId: string, amount: number): Promise<void> {
  const wallet = ledgerAccount.wallet(companyId);
  // One statement locks the wallet and counts what it holds and what is coming; a first top-up opens it first.
  let counted = await heldAndComing(work, companyId, wallet);
  if (counted === null) {
    await openAccount(work, wallet, companyId);
    counted = (await heldAndComing(work, companyId, wallet)) ?? 0;
  }
  const room = WALLET_MAX_CENTS - counted;
  if (amount > room) throw new WalletLimitReached(Math.max(0, room));
}
