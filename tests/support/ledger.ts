/**
 * Money for tests: moves a company's wallet balance through the ledger, balanced against the platform's account
 * of opening balances, as a top-up or a charge would, without a card or a campaign.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/client';
import { ledgerPostings, ledgerTransactions } from '../../server/db/schema';
import { ledgerAccount, post } from '../../server/services/ledger';
import { atomically, type UnitServices } from '../../server/services/unit-of-work';

/** Puts `cents` into (or, negative, takes them out of) the wallet, through the ledger service. */
export async function moveWallet(services: UnitServices, companyId: string, cents: number): Promise<void> {
  const outcome = await atomically(services, (work) =>
    post(work, {
      companyId,
      kind: 'opening_balance',
      idempotencyKey: randomUUID(),
      legs: [
        { account: ledgerAccount.wallet(companyId), amount: cents },
        { account: ledgerAccount.openingBalances, amount: -cents },
      ],
    }),
  );
  if (!outcome.posted) throw new Error(`the wallet of ${companyId} cannot give ${-cents} cents`);
}

/**
 * The same movement written straight into the database, as another API instance or a staff tool would: this
 * process hears of it only through the change feed.
 */
export async function moveWalletElsewhere(db: Database, companyId: string, cents: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({ company_id: companyId, kind: 'opening_balance', idempotency_key: randomUUID() })
      .returning();
    await tx.insert(ledgerPostings).values([
      { transaction_id: transaction!.id, account: ledgerAccount.wallet(companyId), amount_cents: cents },
      { transaction_id: transaction!.id, account: ledgerAccount.openingBalances, amount_cents: -cents },
    ]);
  });
}
