/**
 * The wallet: a company's balance is the sum of its ledger entries (in cents), kept next to its bank transfer
 * details. Read on every dashboard load, so it is served from the finances cache (company-cache.ts) while the
 * change feed listens; every write here forgets the company's entry once it has committed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankTransferInformations, companies, ledgerEntries } from '../db/schema';
import { cachesOf, forgetCompany, type Finances } from './company-cache';
import type { MaybePromise } from './maybe-promise';

export type LedgerEntry = typeof ledgerEntries.$inferInsert;

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
      balance: sql<
        string | number | null
      >`(select coalesce(sum(${ledgerEntries.amount_cents}), 0) from ${ledgerEntries} where ${ledgerEntries.company_id} = ${companyId})`,
      bank: bankTransferInformations,
    })
    .from(companies)
    .leftJoin(bankTransferInformations, eq(bankTransferInformations.company_id, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  // Shared by every request of the company until forgotten: frozen so no request can alter another's.
  return Object.freeze({
    balance: Number(row?.balance ?? 0),
    bank: row?.bank ? Object.freeze(row.bank) : null,
  });
}

/** Writes entries to the ledger in one transaction; the balances they change are seen at once. */
export async function recordLedgerEntries(db: Database, entries: LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  try {
    await db.insert(ledgerEntries).values(entries);
  } finally {
    for (const companyId of new Set(entries.map((entry) => entry.company_id))) forgetCompany(db, companyId);
  }
}
