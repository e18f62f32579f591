/**
 * The ledger's rules on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): random sequences of
 * movements keep every balance equal to the sum of its legs, all legs sum to zero, no guarded balance goes below
 * zero and no key moves money twice; parallel movements are decided one after the other; and a refused movement
 * writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ledgerPostings, ledgerTransactions } from '../../server/db/schema';
import {
  auditLedger,
  balanceOf,
  IdempotencyKeyReused,
  ledgerAccount,
  type Movement,
  openAccount,
} from '../../server/services/ledger';
import { atomically, type UnitServices } from '../../server/services/unit-of-work';
import {
  charge,
  type LedgerDatabase,
  ledgerSteps,
  openLedgerDatabase,
  sameMovement,
  topUp,
} from './ledger-helpers';

let handle: LedgerDatabase['handle'], services: UnitServices;
beforeAll(async () => ({ handle, services } = await openLedgerDatabase()));
afterAll(() => handle?.dispose());
const { newCompany, postNow, sumOfLegs } = ledgerSteps(() => ({ handle, services }));

describe('the ledger', () => {
  it('keeps balances equal to their legs, legs summing to zero, none below zero, and each key once', async () => {
    const step = fc.oneof(
      fc.record({
        op: fc.constant('topUp' as const),
        cents: fc.integer({ min: 1, max: 50_000 }),
        key: fc.nat(7),
      }),
      fc.record({
        op: fc.constant('charge' as const),
        cents: fc.integer({ min: 1, max: 60_000 }),
        key: fc.nat(7),
      }),
      fc.record({
        op: fc.constant('refund' as const),
        cents: fc.integer({ min: 1, max: 30_000 }),
        key: fc.nat(7),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const companyId = await newCompany();
        const campaignId = randomUUID();
        await atomically(services, (work) =>
          openAccount(work, ledgerAccount.campaign(campaignId), companyId),
        );
        const wallet = ledgerAccount.wallet(companyId);
        const escrow = ledgerAccount.campaign(campaignId);
        // The model: what each key moved the first time, and the balances that follow.
        const seen = new Map<string, Movement>();
        let expectedWallet = 0;
        let expectedEscrow = 0;
        for (const { op, cents, key: keyIndex } of steps) {
          const key = `${op}-${keyIndex}-${companyId}`;
          const movement =
            op === 'topUp'
              ? topUp(companyId, cents, key)
              : op === 'charge'
                ? charge(companyId, campaignId, cents, key)
                : {
                    companyId,
                    kind: 'campaign_refund' as const,
                    idempotencyKey: key,
                    legs: [
                      { account: escrow, amount: -cents },
                      { account: wallet, amount: cents },
                    ],
                  };
          const first = seen.get(key);
          if (first && !sameMovement(first, movement)) {
            await expect(postNow(movement)).rejects.toBeInstanceOf(IdempotencyKeyReused);
            continue;
          }
          const outcome = await postNow(movement);
          if (first) {
            expect(outcome).toMatchObject({ posted: true, replayed: true });
            continue;
          }
          const walletDelta = movement.legs.find((leg) => leg.account === wallet)?.amount ?? 0;
          const escrowDelta = movement.legs.find((leg) => leg.account === escrow)?.amount ?? 0;
          const affordable = expectedWallet + walletDelta >= 0 && expectedEscrow + escrowDelta >= 0;
          expect(outcome.posted).toBe(affordable);
          if (outcome.posted) {
            seen.set(key, movement);
            expectedWallet += walletDelta;
            expectedEscrow += escrowDelta;
          }
        }
        expect(await balanceOf(handle.db, wallet)).toBe(expectedWallet);
        expect(await balanceOf(handle.db, escrow)).toBe(expectedEscrow);
        expect(await sumOfLegs(wallet)).toBe(expectedWallet);
        expect(await sumOfLegs(escrow)).toBe(expectedEscrow);
        expect(await auditLedger(handle.db)).toEqual([]);
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 30) },
    );
    const [all] = await handle.db
      .select({ total: sql<string | null>`coalesce(sum(${ledgerPostings.amount_cents}), 0)` })
      .from(ledgerPostings);
    expect(Number(all?.total)).toBe(0);
  });

  it('moves money once for 50 identical top-ups sent at once', async () => {
    const companyId = await newCompany();
    const key = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => postNow(topUp(companyId, 10_000, key))),
    );
    expect(outcomes.filter((outcome) => outcome.posted && !outcome.replayed)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.posted)).toBe(true);
    expect(new Set(outcomes.map((outcome) => outcome.posted && outcome.transaction.id)).size).toBe(1);
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(10_000);
  });

  it('lets 50 charges sent at once take only what the wallet holds', async () => {
    const companyId = await newCompany();
    await postNow(topUp(companyId, 10_000));
    const campaignId = randomUUID();
    await atomically(services, (work) => openAccount(work, ledgerAccount.campaign(campaignId), companyId));
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => postNow(charge(companyId, campaignId, 700))),
    );
    // 10,000 ¢ pays for 14 charges of 700 ¢, leaving 200 ¢.
    expect(outcomes.filter((outcome) => outcome.posted)).toHaveLength(14);
    expect(outcomes.filter((outcome) => !outcome.posted).map((outcome) => outcome.reason)).toEqual(
      Array.from({ length: 36 }, () => 'insufficient_funds'),
    );
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(200);
    expect(await balanceOf(handle.db, ledgerAccount.campaign(campaignId))).toBe(9_800);
    expect(await auditLedger(handle.db)).toEqual([]);
  });

  it('answers a repeated charge with the first one even when the wallet could not pay it again', async () => {
    const companyId = await newCompany();
    await postNow(topUp(companyId, 1_000));
    const campaignId = randomUUID();
    await atomically(services, (work) => openAccount(work, ledgerAccount.campaign(campaignId), companyId));
    const key = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => postNow(charge(companyId, campaignId, 800, key))),
    );
    expect(outcomes.every((outcome) => outcome.posted)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.posted && !outcome.replayed)).toHaveLength(1);
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(200);
  });

  it('moves money both ways between two accounts at once without a deadlock', async () => {
    const companyId = await newCompany();
    await postNow(topUp(companyId, 50_000));
    const campaignId = randomUUID();
    await atomically(services, (work) => openAccount(work, ledgerAccount.campaign(campaignId), companyId));
    await postNow(charge(companyId, campaignId, 25_000));
    const refund = (): Movement => ({
      companyId,
      kind: 'campaign_refund',
      idempotencyKey: randomUUID(),
      legs: [
        { account: ledgerAccount.campaign(campaignId), amount: -100 },
        { account: ledgerAccount.wallet(companyId), amount: 100 },
      ],
    });
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postNow(index % 2 === 0 ? charge(companyId, campaignId, 100) : refund()),
      ),
    );
    expect(outcomes.every((outcome) => outcome.posted)).toBe(true);
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(25_000);
    expect(await balanceOf(handle.db, ledgerAccount.campaign(campaignId))).toBe(25_000);
  });

  it('refuses a key used again for another movement', async () => {
    const companyId = await newCompany();
    const key = randomUUID();
    await postNow(topUp(companyId, 500, key));
    await expect(postNow(topUp(companyId, 600, key))).rejects.toBeInstanceOf(IdempotencyKeyReused);
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(500);
  });

  it('writes nothing of a refused movement', async () => {
    const companyId = await newCompany();
    const campaignId = randomUUID();
    await atomically(services, (work) => openAccount(work, ledgerAccount.campaign(campaignId), companyId));
    const before = await handle.db.$count(ledgerTransactions);
    const outcome = await postNow(charge(companyId, campaignId, 1));
    expect(outcome).toMatchObject({ posted: false, reason: 'insufficient_funds', balance: 0, needed: 1 });
    expect(await handle.db.$count(ledgerTransactions)).toBe(before);
  });

  it('refuses a movement on an account never opened, writing nothing', async () => {
    const companyId = await newCompany();
    await postNow(topUp(companyId, 100));
    await expect(postNow(charge(companyId, randomUUID(), 50))).rejects.toThrow(/is not open/);
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(100);
  });
});
