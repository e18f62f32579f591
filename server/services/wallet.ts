/**
 * The wallet: a company's balance is the sum of its ledger entries (in cents), kept next to its bank transfer
 * details. Read on every dashboard load, so it is served from the finances cache (company-cache.ts) while the
 * change feed listens; every write here forgets the company's entry once it has committed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankTransferInformations, companies, ledgerEntries } from '../db/schema';
import { cachesOf, forgetCompany, type Finances } from './company-cache';

export type LedgerEntry = typeof ledgerEntries.$inferInsert;

/** The wallet balance and the bank transfer details of a company, in one database round trip when not cached. */
export async function companyFinances(db: Database, companyId: string): Promise<Finances> {
  const caches = cachesOf(db);
  if (caches.feedListening) {
    const cached = caches.finances.get(companyId, Date.now());
    if (cached) return cached;
  }
  const generation = caches.finances.currentGeneration();
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
  const finances: Finances = Object.freeze({
    balance: Number(row?.balance ?? 0),
    bank: row?.bank ? Object.freeze(row.bank) : null,
  });
  if (caches.feedListening) caches.finances.set(companyId, finances, generation);
  return finances;
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
