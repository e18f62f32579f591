/**
 * The wallet: a company's balance is the balance of its ledger account (the sum of its legs, ledger.ts), shown
 * next to its bank transfer details. Read on every dashboard load, so it is served from the finances cache
 * (company-cache.ts) while the change feed listens; a movement forgets the company's entry once it has committed.
 * The cached balance is for showing only: the ledger decides every charge by the balance it locks.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankTransferInformations, companies, ledgerAccounts } from '../db/schema';
import { cachesOf, type Finances } from './company-cache';
import type { MaybePromise } from './maybe-promise';
import { ledgerAccount } from './ledger';

/** The wallet balance and the bank transfer details of a company, in one database round trip when not cached. */
export function companyFinances(db: Database, companyId: string): MaybePromise<Finances> {
  const caches = cachesOf(db);
  // readFinances never answers null
  return caches.finances.load(
    companyId,
    () => readFinances(db, companyId),
    caches.feedListening,
  ) as MaybePromise<Finances>;
}

async function readFinances(db: Database, companyId: string): Promise<Finances> {
  const [row] = await db
    .select({
      balance: ledgerAccounts.balance_cents,
      bank: bankTransferInformations,
    })
    .from(companies)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerAccount.wallet(companyId)))
    .leftJoin(bankTransferInformations, eq(bankTransferInformations.company_id, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  // Shared by every request of the company until forgotten: frozen so no request can alter another's.
  return Object.freeze({
    balance: Number(row?.balance ?? 0),
    bank: row?.bank ? Object.freeze(row.bank) : null,
  });
}
