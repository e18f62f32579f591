/**
 * What a company holds when it asks to close (src/domain/closing.ts): read within the unit that would delete it,
 * with its ledger accounts locked, so that no movement of its money can slip in between the count and the delete.
 */
import { and, eq, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cardCharges, deals, ledgerAccounts, wireTransfers } from '../db/schema';
import { DEAL_FINAL_STATUSES } from '../../src/domain/deal';
import type { MoneyHeld } from '../../src/domain/closing';
import { ledgerAccount } from './ledger';

const count = sql<string | number>`count(*)`;

export async function moneyHeld(db: Database, companyId: string): Promise<MoneyHeld> {
  // Locked in the order every movement locks accounts (ledger.ts), so a payment meanwhile waits for the answer.
  const accounts = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance_cents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.company_id, companyId))
    .orderBy(ledgerAccounts.id)
    .for('update');
  const wallet = ledgerAccount.wallet(companyId);
  let walletBalance = 0;
  let campaigns = 0;
  for (const account of accounts) {
    if (account.id === wallet) walletBalance += Number(account.balance);
    else campaigns += Number(account.balance);
  }
  const [wires] = await db
    .select({ count })
    .from(wireTransfers)
    .where(and(eq(wireTransfers.company_id, companyId), eq(wireTransfers.status, 'pending')));
  const [payments] = await db
    .select({ count })
    .from(cardCharges)
    .where(
      and(
        eq(cardCharges.company_id, companyId),
        or(
          eq(cardCharges.status, 'pending'),
          and(isNotNull(cardCharges.refund_requested_at), isNull(cardCharges.refunded_at)),
        ),
      ),
    );
  const [open] = await db
    .select({ count })
    .from(deals)
    .where(and(eq(deals.company_id, companyId), notInArray(deals.status, [...DEAL_FINAL_STATUSES])));
  return {
    wallet: walletBalance,
    campaigns,
    pending_wires: Number(wires?.count ?? 0),
    pending_payments: Number(payments?.count ?? 0),
    open_deals: Number(open?.count ?? 0),
  };
}
