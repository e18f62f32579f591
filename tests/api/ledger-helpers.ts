/**
 * Shared steps of the ledger tests (tests/api/ledger-*.test.ts): a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), companies with a wallet, top-ups and charges as movements, and the sum of an account's legs.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { companies, ledgerPostings, wallets } from '../../server/db/schema';
import { ledgerAccount, type Movement, openAccount, post } from '../../server/services/ledger';
import { atomically, type UnitServices } from '../../server/services/unit-of-work';
import { createLogger } from '../../server/services/log';
import { freshDatabase } from '../support/database';

export type LedgerDatabase = { handle: Awaited<ReturnType<typeof freshDatabase>>; services: UnitServices };

/** A fresh database of the engine under test, and the services a unit of work needs on it. */
export async function openLedgerDatabase(): Promise<LedgerDatabase> {
  const handle = await freshDatabase();
  const services: UnitServices = {
    db: handle.db,
    log: createLogger('silent'),
    mail: { send: async () => undefined },
    notifications: { publish: async () => undefined },
  };
  return { handle, services };
}

export const topUp = (companyId: string, cents: number, key: string | null = randomUUID()): Movement => ({
  companyId,
  kind: 'card_top_up',
  idempotencyKey: key,
  legs: [
    { account: ledgerAccount.wallet(companyId), amount: cents },
    { account: ledgerAccount.cardClearing, amount: -cents },
  ],
});

export const charge = (
  companyId: string,
  campaignId: string,
  cents: number,
  key: string = randomUUID(),
): Movement => ({
  companyId,
  kind: 'campaign_charge',
  idempotencyKey: key,
  legs: [
    { account: ledgerAccount.wallet(companyId), amount: -cents },
    { account: ledgerAccount.campaign(campaignId), amount: cents },
  ],
});

/** Steps on the file's database: a company with its wallet, a movement posted now, the sum of an account's legs. */
export function ledgerSteps(current: () => LedgerDatabase) {
  async function newCompany(): Promise<string> {
    return atomically(current().services, async (work) => {
      const [row] = await work.db
        .insert(companies)
        .values({ email: `${randomUUID()}@ledger.example`, password_hash: 'x' })
        .returning();
      await work.db.insert(wallets).values({ company_id: row!.id });
      await openAccount(work, ledgerAccount.wallet(row!.id), row!.id);
      return row!.id;
    });
  }

  const postNow = (movement: Movement) => atomically(current().services, (work) => post(work, movement));

  async function sumOfLegs(account: string): Promise<number> {
    const [row] = await current()
      .handle.db.select({ total: sql<string | null>`sum(${ledgerPostings.amount_cents})` })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.account, account));
    return Number(row?.total ?? 0);
  }

  return { newCompany, postNow, sumOfLegs };
}

export function sameMovement(a: Movement, b: Movement): boolean {
  return (
    a.kind === b.kind &&
    a.legs.length === b.legs.length &&
    a.legs.every(
      (leg, index) => leg.account === b.legs[index]?.account && leg.amount === b.legs[index]?.amount,
    )
  );
}
