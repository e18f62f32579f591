/**
 * The money's guarantees on both engines (issue 12), through the services the API uses: PGlite, and PostgreSQL
 * (TEST_DATABASE_URL, else the local server when one answers):
 * - a fast-check property over random sequences of card top-ups (some cards decline), wallet charges into a
 *   campaign's escrow, refunds and repeated keys: every balance is the sum of its legs, all legs sum to zero, no
 *   balance goes below zero, and no key moves money twice (the balances equal a model that counts each key once);
 * - 50 concurrent identical top-ups (one key) charge once;
 * - 50 concurrent charges that together exceed the balance succeed exactly as far as it allows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import {
  cardCharges,
  cards,
  companies,
  ledgerPostings,
  ledgerTransactions,
  wallets,
  type CardRow,
} from '../../server/db/schema';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { auditLedger, balanceOf, ledgerAccount, openAccount, post } from '../../server/services/ledger';
import { chargeCard, type CardChargeServices } from '../../server/services/payments/card-charges';
import { createSandboxGateway } from '../../server/services/payments/sandbox';
import { createSealer } from '../../server/services/crypto';
import { chargeCompletions } from '../../server/services/charge-completions';
import { atomically } from '../../server/services/unit-of-work';
import { createLogger } from '../../server/services/log';
import { freshPostgresDatabase, migratedPglite } from '../support/database';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const engines = [
  {
    name: 'PGlite',
    open: async () => ({
      handle: await openDatabase({ pgliteFrom: await migratedPglite() }),
      drop: async () => undefined,
    }),
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const database = await freshPostgresDatabase(POSTGRES_URL);
      return { handle: await openDatabase({ url: database.url }), drop: database.drop };
    },
  },
];

const reachable = await postgresAnswers();

for (const engine of engines) {
  describe.skipIf(engine.name === 'PostgreSQL' && !reachable)(`money on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void>;
    let services: CardChargeServices;
    const sandbox = createSandboxGateway('money ledger test');

    beforeAll(async () => {
      ({ handle, drop } = await engine.open());
      services = {
        db: handle.db,
        log: createLogger('silent'),
        mail: { send: async () => undefined },
        notifications: { publish: async () => undefined },
        payments: sandbox,
        sealer: createSealer('money ledger test secret', 'card tokens'),
        chargeCompletions,
      };
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await drop?.();
    });

    async function newCompany(): Promise<string> {
      return atomically(services, async (work) => {
        const [row] = await work.db
          .insert(companies)
          .values({ email: `${randomUUID()}@money.example`, password_hash: 'x' })
          .returning();
        await work.db.insert(wallets).values({ company_id: row!.id });
        await openAccount(work, ledgerAccount.wallet(row!.id), row!.id);
        await openAccount(work, ledgerAccount.campaign(row!.id), row!.id);
        return row!.id;
      });
    }

    async function saveCard(companyId: string, number: string): Promise<CardRow> {
      const tokenized = sandbox.tokenize({ number, exp_month: 12, exp_year: 2031, cvc: '123' });
      if (!tokenized.ok) throw new Error(tokenized.decline);
      const [card] = await handle.db
        .insert(cards)
        .values({
          company_id: companyId,
          gateway_token: services.sealer.seal(tokenized.method.id),
          brand: tokenized.method.card.brand,
          last4: tokenized.method.card.last4,
          exp_month: 12,
          exp_year: 2031,
          cardholder_name: 'Ada Lovelace',
          address_name: 'Head office',
          address: '1 Main Street',
          city: 'New York',
          state: 'NY',
          country: 'US',
          zip_code: '10001',
        })
        .returning();
      return card!;
    }

    const topUp = (companyId: string, card: CardRow, amount: number, key: string) =>
      chargeCard(services, {
        companyId,
        card,
        idempotencyKey: key,
        amount,
        kind: 'card_top_up',
        creditAccount: ledgerAccount.wallet(companyId),
        description: 'CreatorHub wallet top-up',
      });

    /** Wallet → the company's escrow (a campaign paid from the wallet), or back (a refund). */
    const move = (
      companyId: string,
      kind: 'campaign_charge' | 'campaign_refund',
      amount: number,
      key: string,
    ) =>
      atomically(services, (work) =>
        post(work, {
          companyId,
          kind,
          idempotencyKey: key,
          legs:
            kind === 'campaign_charge'
              ? [
                  { account: ledgerAccount.wallet(companyId), amount: -amount },
                  { account: ledgerAccount.campaign(companyId), amount },
                ]
              : [
                  { account: ledgerAccount.campaign(companyId), amount: -amount },
                  { account: ledgerAccount.wallet(companyId), amount },
                ],
        }),
      );

    it('keeps every rule over random top-ups, charges, refunds, declines and repeated keys', async () => {
      const operation = fc.record({
        op: fc.constantFrom('topUp', 'topUpDeclined', 'charge', 'refund'),
        amount: fc.integer({ min: 1, max: 50_000 }),
        // A small pool of keys, so that keys repeat (for the same operation and amount, or not).
        key: fc.integer({ min: 0, max: 6 }),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (operations) => {
          const companyId = await newCompany();
          const good = await saveCard(companyId, '4242424242424242');
          const bad = await saveCard(companyId, '4000000000000341');
          const keys = new Map<string, string>();
          const model = { wallet: 0, escrow: 0 };
          for (const { op, amount, key: keyIndex } of operations) {
            // Card top-ups and wallet movements keep their keys apart, as the API does (card_charges, ledger).
            const family = op === 'topUp' || op === 'topUpDeclined' ? 'card' : 'wallet';
            const key = `${family}:${companyId}:${keyIndex}`;
            const signature = `${op}:${amount}`;
            const seen = keys.get(key);
            if (op === 'topUp' || op === 'topUpDeclined') {
              const outcome = await topUp(companyId, op === 'topUp' ? good : bad, amount, key).catch(
                (error: Error) => error,
              );
              if (seen === undefined) {
                keys.set(key, signature);
                if (op === 'topUp') model.wallet += amount;
                expect(outcome).toMatchObject({
                  status: op === 'topUp' ? 'succeeded' : 'declined',
                  replayed: false,
                });
              } else if (seen === signature) {
                expect(outcome).toMatchObject({ replayed: true });
              } else {
                // The same key for another movement is refused (card charges keep their own keys).
                if (!(outcome instanceof Error)) expect(outcome.replayed).toBe(true);
              }
            } else {
              const outcome = await move(
                companyId,
                op === 'charge' ? 'campaign_charge' : 'campaign_refund',
                amount,
                key,
              ).catch((error: Error) => error);
              const from = op === 'charge' ? 'wallet' : 'escrow';
              const to = op === 'charge' ? 'escrow' : 'wallet';
              if (outcome instanceof Error) {
                expect(seen).toBeDefined();
              } else if (outcome.posted && !outcome.replayed) {
                expect(seen).toBeUndefined();
                keys.set(key, signature);
                model[from] -= amount;
                model[to] += amount;
              } else if (!outcome.posted) {
                expect(model[from]).toBeLessThan(amount);
              }
            }
            expect(model.wallet).toBeGreaterThanOrEqual(0);
          }
          expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(model.wallet);
          expect(await balanceOf(handle.db, ledgerAccount.campaign(companyId))).toBe(model.escrow);
          expect(await auditLedger(handle.db)).toEqual([]);
          const [sum] = await handle.db
            .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount_cents}), 0)` })
            .from(ledgerPostings);
          expect(Number(sum?.total ?? 0)).toBe(0);
        }),
        { numRuns: 12 },
      );
    }, 240_000);

    it('charges once for 50 identical top-ups sent at once', async () => {
      const companyId = await newCompany();
      const card = await saveCard(companyId, '4242424242424242');
      const key = randomUUID();
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, () => topUp(companyId, card, 10_000, key)),
      );
      expect(outcomes.every((outcome) => outcome.status === 'succeeded')).toBe(true);
      expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
      expect(new Set(outcomes.map((outcome) => outcome.charge.gateway_charge_id)).size).toBe(1);
      expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(10_000);
      const rows = await handle.db.select().from(cardCharges).where(eq(cardCharges.company_id, companyId));
      expect(rows).toHaveLength(1);
      const movements = await handle.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.company_id, companyId));
      expect(movements).toHaveLength(1);
      expect(await auditLedger(handle.db)).toEqual([]);
    }, 60_000);

    it('lets 50 charges sent at once take only what the balance holds', async () => {
      const companyId = await newCompany();
      const card = await saveCard(companyId, '4242424242424242');
      await topUp(companyId, card, 1_000, randomUUID());
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, () => move(companyId, 'campaign_charge', 70, randomUUID())),
      );
      const posted = outcomes.filter((outcome) => outcome.posted).length;
      expect(posted).toBe(Math.floor(1_000 / 70));
      expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(1_000 - posted * 70);
      expect(await balanceOf(handle.db, ledgerAccount.campaign(companyId))).toBe(posted * 70);
      expect(await auditLedger(handle.db)).toEqual([]);
    }, 60_000);
  });
}
