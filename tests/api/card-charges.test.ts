/**
 * Charging saved cards into the ledger (services/payments/card-charges.ts) on a real database with the sandbox
 * gateway: the fee, one charge per key even when sent at once, declines that move nothing, a charge finished after
 * the request died half-way, and full refunds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  cardCharges,
  cards,
  companies,
  ledgerPostings,
  ledgerTransactions,
  wallets,
  type CardRow,
} from '../../server/db/schema';
import {
  auditLedger,
  balanceOf,
  IdempotencyKeyReused,
  ledgerAccount,
  openAccount,
} from '../../server/services/ledger';
import { chargeCard, type CardChargeServices } from '../../server/services/payments/card-charges';
import { refundCardCharge } from '../../server/services/payments/card-refunds';
import {
  PENDING_CHARGE_GRACE_MS,
  resumePendingCardCharges,
} from '../../server/services/payments/card-charge-recovery';
import { createSandboxGateway } from '../../server/services/payments/sandbox';
import type { PaymentGateway } from '../../server/services/payments/gateway';
import { createSealer } from '../../server/services/crypto';
import { atomically } from '../../server/services/unit-of-work';
import { createLogger } from '../../server/services/log';
import { freshDatabase } from '../support/database';

let handle: Awaited<ReturnType<typeof freshDatabase>>;
let services: CardChargeServices;
const sandbox = createSandboxGateway('card charges test');
let gatewayCalls = 0;

beforeAll(async () => {
  handle = await freshDatabase();
  const counted: PaymentGateway = {
    ...sandbox,
    charge: (input) => {
      gatewayCalls += 1;
      return sandbox.charge(input);
    },
  };
  services = {
    db: handle.db,
    log: createLogger('silent'),
    mail: { send: async () => undefined },
    notifications: { publish: async () => undefined },
    payments: counted,
    sealer: createSealer('card charges test secret', 'card tokens'),
    // Each kind's completion is the test's own: nothing beyond the ledger unless a test says what.
    chargeCompletions: { card_top_up: async () => undefined, campaign_charge: async () => undefined },
  };
});

afterAll(async () => {
  await handle?.dispose();
});

async function newCompany(): Promise<string> {
  return atomically(services, async (work) => {
    const [row] = await work.db
      .insert(companies)
      .values({ email: `${randomUUID()}@charges.example`, password_hash: 'x' })
      .returning();
    await work.db.insert(wallets).values({ company_id: row!.id });
    await openAccount(work, ledgerAccount.wallet(row!.id), row!.id);
    return row!.id;
  });
}

async function saveCard(companyId: string, number = '4242424242424242'): Promise<CardRow> {
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

const topUp = (companyId: string, card: CardRow, amount: number, key = randomUUID()) =>
  chargeCard(services, {
    companyId,
    card,
    idempotencyKey: key,
    amount,
    kind: 'card_top_up',
    creditAccount: ledgerAccount.wallet(companyId),
    description: 'CreatorHub wallet top-up',
  });

describe('charging a saved card', () => {
  it('charges the amount plus the 4% fee and credits the amount', async () => {
    const companyId = await newCompany();
    const card = await saveCard(companyId);
    const outcome = await topUp(companyId, card, 100_00);
    expect(outcome).toMatchObject({
      status: 'succeeded',
      replayed: false,
      charge: { amount_cents: 100_00, fee_cents: 4_00, gateway_charge_id: expect.stringMatching(/^ch_/) },
    });
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(100_00);
    expect(await auditLedger(handle.db)).toEqual([]);
  });

  it('charges once for 20 identical requests sent at once, and answers a repeat with the first', async () => {
    const companyId = await newCompany();
    const card = await saveCard(companyId);
    const key = randomUUID();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => topUp(companyId, card, 50_00, key)));
    expect(outcomes.every((outcome) => outcome.status === 'succeeded')).toBe(true);
    expect(new Set(outcomes.map((outcome) => outcome.charge.gateway_charge_id)).size).toBe(1);
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(50_00);
    expect(await topUp(companyId, card, 50_00, key)).toMatchObject({ status: 'succeeded', replayed: true });
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(50_00);
  });

  it('moves nothing for a declined card, and answers its repeat with the decline', async () => {
    const companyId = await newCompany();
    const card = await saveCard(companyId, '4000000000000341');
    const key = randomUUID();
    expect(await topUp(companyId, card, 10_00, key)).toMatchObject({
      status: 'declined',
      decline: 'card_declined',
    });
    const calls = gatewayCalls;
    expect(await topUp(companyId, card, 10_00, key)).toMatchObject({ status: 'declined', replayed: true });
    expect(gatewayCalls).toBe(calls);
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(0);
  });

  it('refuses a key used again for another amount', async () => {
    const companyId = await newCompany();
    const card = await saveCard(companyId);
    const key = randomUUID();
    await topUp(companyId, card, 10_00, key);
    await expect(topUp(companyId, card, 20_00, key)).rejects.toBeInstanceOf(IdempotencyKeyReused);
  });

  it('finishes a charge whose request died after the gateway charged the card', async () => {
    const companyId = await newCompany();
    const card = await saveCard(companyId);
    const dying: CardChargeServices = {
      ...services,
      payments: {
        ...sandbox,
        charge: async (input) => {
          await sandbox.charge(input);
          throw new Error('connection reset');
        },
      },
    };
    const key = randomUUID();
    await expect(
      chargeCard(dying, {
        companyId,
        card,
        idempotencyKey: key,
        amount: 30_00,
        kind: 'card_top_up',
        creditAccount: ledgerAccount.wallet(companyId),
        description: 'top-up',
      }),
    ).rejects.toThrow('connection reset');
    const [pending] = await handle.db.select().from(cardCharges).where(eq(cardCharges.idempotency_key, key));
    expect(pending?.status).toBe('pending');
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(0);
    // Too young yet: its request may still be running.
    await resumePendingCardCharges(services);
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(0);
    await resumePendingCardCharges(services, new Date(Date.now() + PENDING_CHARGE_GRACE_MS + 1_000));
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(30_00);
    // The client asking again with its key is told it was charged, once.
    expect(await topUp(companyId, card, 30_00, key)).toMatchObject({ status: 'succeeded', replayed: true });
    expect(await balanceOf(handle.db, ledgerAccount.wallet(companyId))).toBe(30_00);
    expect(await auditLedger(handle.db)).toEqual([]);
  });

  it('runs what completes a kind in the same transaction as its movement', async () => {
    const companyId = await newCompany();
    const card = await saveCard(companyId);
    const campaignId = randomUUID();
    await atomically(services, (work) => openAccount(work, ledgerAccount.campaign(campaignId), companyId));
    const completed: string[] = [];
    const completing: CardChargeServices = {
      ...services,
      chargeCompletions: {
        ...services.chargeCompletions,
        campaign_charge: async (work, charge) => {
          expect(await balanceOf(work.db, charge.credit_account)).toBe(charge.amount_cents);
          completed.push(charge.id);
        },
      },
    };
    const outcome = await chargeCard(completing, {
      companyId,
      card,
      idempotencyKey: randomUUID(),
      amount: 1_234_56,
      kind: 'campaign_charge',
      creditAccount: ledgerAccount.campaign(campaignId),
      detail: { campaign_id: campaignId, campaign_name: 'Spring launch' },
      description: 'Campaign Spring launch',
    });
    expect(outcome.status).toBe('succeeded');
    expect(completed).toEqual([outcome.charge.id]);
    expect(outcome.charge.fee_cents).toBe(49_38);
    expect(await balanceOf(handle.db, ledgerAccount.campaign(campaignId))).toBe(1_234_56);
  });

  it('refunds a charge in full, fee included, once, and only while the money is there', async () => {
    const companyId = await newCompany();
    const card = await saveCard(companyId);
    const campaignId = randomUUID();
    await atomically(services, (work) => openAccount(work, ledgerAccount.campaign(campaignId), companyId));
    const outcome = await chargeCard(services, {
      companyId,
      card,
      idempotencyKey: randomUUID(),
      amount: 200_00,
      kind: 'campaign_charge',
      creditAccount: ledgerAccount.campaign(campaignId),
      description: 'Campaign',
    });
    const refundKey = randomUUID();
    const refund = () =>
      atomically(services, (work) =>
        refundCardCharge(work, services, outcome.charge, {
          idempotencyKey: refundKey,
          kind: 'campaign_refund',
        }),
      );
    expect(await refund()).toEqual({ refunded: true });
    expect(await refund()).toEqual({ refunded: true });
    expect(await balanceOf(handle.db, ledgerAccount.campaign(campaignId))).toBe(0);
    const legs = await handle.db
      .select({ account: ledgerPostings.account, amount: ledgerPostings.amount_cents })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transaction_id))
      .where(
        and(eq(ledgerTransactions.company_id, companyId), eq(ledgerTransactions.kind, 'campaign_refund')),
      );
    expect(legs).toEqual(
      expect.arrayContaining([
        { account: ledgerAccount.campaign(campaignId), amount: -200_00 },
        { account: ledgerAccount.cardClearing, amount: 208_00 },
        { account: ledgerAccount.cardFees, amount: -8_00 },
      ]),
    );
    expect(legs).toHaveLength(3);
    await expect
      .poll(async () => {
        const [row] = await handle.db.select().from(cardCharges).where(eq(cardCharges.id, outcome.charge.id));
        return row?.gateway_refund_id ?? null;
      })
      .toMatch(/^re_/);
    // Another refund of the same charge finds no money left in the escrow.
    expect(
      await atomically(services, (work) =>
        refundCardCharge(work, services, outcome.charge, {
          idempotencyKey: randomUUID(),
          kind: 'campaign_refund',
        }),
      ),
    ).toEqual({ refunded: false, reason: 'insufficient_funds' });
    expect(await auditLedger(handle.db)).toEqual([]);
  });
});
