/**
 * The ledger kept by the database itself (PGlite, or PostgreSQL with TEST_DATABASE_URL): an unbalanced, negative
 * or changed ledger is refused, whoever writes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ledgerPostings, ledgerTransactions } from '../../server/db/schema';
import { balanceOf, ledgerAccount } from '../../server/services/ledger';
import type { UnitServices } from '../../server/services/unit-of-work';
import { type LedgerDatabase, ledgerSteps, openLedgerDatabase, topUp } from './ledger-helpers';

let handle: LedgerDatabase['handle'], services: UnitServices;
beforeAll(async () => ({ handle, services } = await openLedgerDatabase()));
afterAll(() => handle?.dispose());
const { newCompany, postNow } = ledgerSteps(() => ({ handle, services }));

describe('the ledger', () => {
  describe('kept by the database, whoever writes', () => {
    async function writeLegs(companyId: string, legs: Array<[string, number]>) {
      await handle.db.transaction(async (tx) => {
        const [transaction] = await tx
          .insert(ledgerTransactions)
          .values({ company_id: companyId, kind: 'opening_balance' })
          .returning();
        await tx.insert(ledgerPostings).values(
          legs.map(([account, amount]) => ({
            transaction_id: transaction!.id,
            account,
            amount_cents: amount,
          })),
        );
      });
    }

    it('refuses legs that do not sum to zero', async () => {
      const companyId = await newCompany();
      await expect(
        writeLegs(companyId, [
          [ledgerAccount.wallet(companyId), 500],
          [ledgerAccount.cardClearing, -499],
        ]),
      ).rejects.toThrow();
      expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(0);
    });

    it('refuses to take a wallet below zero', async () => {
      const companyId = await newCompany();
      await expect(
        writeLegs(companyId, [
          [ledgerAccount.wallet(companyId), -1],
          [ledgerAccount.cardClearing, 1],
        ]),
      ).rejects.toThrow();
    });

    it('refuses legs on an account never opened', async () => {
      const companyId = await newCompany();
      await expect(
        writeLegs(companyId, [
          [ledgerAccount.campaign(randomUUID()), 1],
          [ledgerAccount.cardClearing, -1],
        ]),
      ).rejects.toThrow();
    });

    it('refuses to change or delete what was written', async () => {
      const companyId = await newCompany();
      await postNow(topUp(companyId, 300));
      await expect(handle.db.update(ledgerPostings).set({ amount_cents: 3 })).rejects.toThrow();
      await expect(handle.db.delete(ledgerPostings)).rejects.toThrow();
      await expect(handle.db.update(ledgerTransactions).set({ kind: 'refund' })).rejects.toThrow();
      expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(300);
    });
  });
});
