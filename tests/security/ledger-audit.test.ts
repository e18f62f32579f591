/**
 * `staff ledger audit` checks every account that ever had a posting, and every guarded account, of open and
 * closed companies: it passes on a ledger that real money paths wrote, and finds each fault written behind the
 * database's back (its triggers set aside, as a bad restore or a hand-made fix would): an unbalanced or one-legged
 * transaction, a kept balance that is not its postings', a balance below zero, a posting to no account, an account
 * of no owner, money stranded in an account of a company that is gone. Each finding is printed, and the command
 * exits non-zero.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { activeCampaign, brandCompany, productOf, staffCommand, testCreator } from '../support/deals';
import { hire } from '../support/deal-calls';
import { moveWallet } from '../support/ledger';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../server/db/schema';
import { ledgerAccount, openAccount } from '../../server/services/ledger';
import { atomically } from '../../server/services/unit-of-work';
import type { Database } from '../../server/db/client';
import { call } from '../api/account-helpers';
import { CompanyDeleteDocument } from '../../src/graphql/generated/graphql';

const api = serverForTests();

/** Writes with the ledger's triggers set aside (balances kept, balanced legs, nothing changed). */
async function behindTheLedger(write: (db: Database) => Promise<void>): Promise<void> {
  await api.server.app.services.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.execute(sql`set local session_replication_role = replica`);
    await write(db);
  });
}

async function transactionOf(db: Database, postings: Array<{ account: string; amount: number }>) {
  const [row] = await db
    .insert(ledgerTransactions)
    .values({ company_id: null, kind: 'opening_balance', idempotency_key: randomUUID() })
    .returning();
  if (postings.length > 0)
    await db
      .insert(ledgerPostings)
      .values(
        postings.map((leg) => ({ transaction_id: row!.id, account: leg.account, amount_cents: leg.amount })),
      );
  return row!.id;
}

describe('staff ledger audit', () => {
  it('finds the ledger sound after top-ups, a campaign, a hire and a closed company', async () => {
    const brand = await brandCompany(api.server, 'audit-sound');
    const product = await productOf(api.server, brand);
    const campaign = await activeCampaign(api.server, brand, { productIds: [product] });
    await hire(api.server, brand, campaign.id, product, (await testCreator(api.server)).id);
    const leaving = await brandCompany(api.server, 'audit-closed');
    await moveWallet(api.server.app.services, leaving.companyId, 12_00);
    const payout = await staffCommand(api.server, [
      'wallet',
      'payout',
      leaving.email,
      '12',
      `PO-${randomUUID()}`,
    ]);
    expect(payout.code).toBe(0);
    const closed = await call(api.server, CompanyDeleteDocument, {}, leaving.token);
    expect(closed.data?.CompanyDelete.status).toBe(true);
    const audit = await staffCommand(api.server, ['ledger', 'audit']);
    expect(audit.err).toBe('');
    expect(audit.code).toBe(0);
    expect(audit.out).toMatch(/^Ledger sound: \d+ transactions, \d+ accounts checked\.$/);
  });

  it('finds every fault written behind its back, prints each, and exits non-zero', async () => {
    const { services } = api.server.app;
    const brand = await brandCompany(api.server, 'audit-faults');
    await moveWallet(services, brand.companyId, 300_00);
    // Money in the account of a company that no longer exists.
    const gone = randomUUID();
    await atomically(services, (work) => openAccount(work, ledgerAccount.wallet(gone), gone));
    await moveWallet(services, gone, 40_00);
    const strayWallet = `wallet:${randomUUID()}`;
    const ownerless = `campaign:${randomUUID()}`;
    let unbalanced = '';
    let oneLegged = '';
    await behindTheLedger(async (db) => {
      unbalanced = await transactionOf(db, [
        { account: ledgerAccount.cardFees, amount: 5_00 },
        { account: ledgerAccount.cardClearing, amount: -4_00 },
      ]);
      oneLegged = await transactionOf(db, []);
      // A posting to a wallet nobody opened, and one taking the platform's fees below zero.
      await transactionOf(db, [
        { account: strayWallet, amount: 7_00 },
        { account: ledgerAccount.platformFees, amount: -7_00 },
      ]);
      // The company's wallet: its kept balance moved without a posting.
      await db
        .update(ledgerAccounts)
        .set({ balance_cents: 350_00 })
        .where(eq(ledgerAccounts.id, ledgerAccount.wallet(brand.companyId)));
      // An escrow of no company, with postings taking it below zero.
      await db.insert(ledgerAccounts).values({ id: ownerless, company_id: null, balance_cents: 0 });
      await transactionOf(db, [
        { account: ownerless, amount: -2_00 },
        { account: ledgerAccount.openingBalances, amount: 2_00 },
      ]);
    });

    const audit = await staffCommand(api.server, ['ledger', 'audit']);
    expect(audit.code).toBe(1);
    const lines = audit.out.split('\n');
    expect(lines[0]).toMatch(/^\d+ findings in \d+ transactions, \d+ accounts:$/);
    const wallet = ledgerAccount.wallet(brand.companyId);
    for (const expected of [
      new RegExp(`^unbalanced +transactionId=${unbalanced} total=100$`),
      new RegExp(`^incomplete +transactionId=${oneLegged} postings=0$`),
      new RegExp(`^balance_mismatch +account=${wallet} kept=35000 summed=30000$`),
      new RegExp(`^orphan_posting +account=${strayWallet} summed=700$`),
      /^negative +account=platform:platform_fees balance=-\d+$/,
      new RegExp(`^negative +account=${ownerless} balance=-200$`),
      new RegExp(`^orphan_account +account=${ownerless} companyId=null$`),
      new RegExp(`^stranded +account=${ledgerAccount.wallet(gone)} companyId=${gone} balance=4000$`),
    ])
      expect(
        lines.some((line) => expected.test(line)),
        String(expected),
      ).toBe(true);
  });
});
