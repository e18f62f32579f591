/**
 * Putting money into a company's wallet (issue 12): by card, charged with the card fee through card-charges.ts
 * (once per idempotency key, finished after a crash), or by wire transfer: the company asks for a reference,
 * sends the money quoting it, and staff confirm it once it has arrived, which credits the wallet exactly once.
 * Both send the company a live notification once committed.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, wireTransfers, type CardChargeRow, type WireTransferRow } from '../db/schema';
import {
  WIRE_REFERENCE_ALPHABET,
  WIRE_REFERENCE_LENGTH,
  normalizeWireReference,
  wireShort,
  type WireArrival,
} from '../../src/domain/billing';
import {
  chargeCard,
  type CardChargeOutcome,
  type ChargeCompletion,
  type CardChargeServices,
} from './payments/card-charges';
import { findCard } from './cards';
import { ledgerAccount, post } from './ledger';
import { codedNotice } from './notifications';
import { atomically, type UnitServices } from './unit-of-work';
import { admitTopUp } from './wallet-ceiling';

/** What the card statement says of a top-up. */
const TOP_UP_DESCRIPTION = 'CreatorHub wallet top-up';

/** A card top-up tells the company once its money is in the wallet, also when it is finished after a crash. */
export const cardToppedUp: ChargeCompletion = async (work, charge: CardChargeRow) => {
  const origin = typeof charge.detail.origin === 'string' ? charge.detail.origin : undefined;
  await work.notify(
    charge.company_id,
    codedNotice({
      code: 'wallet.toppedUp',
      params: { cents: charge.amount_cents },
      origin,
      subject: 'wallet',
    }),
  );
};

export type CardTopUp = { status: 'card_not_found' } | CardChargeOutcome;

/** Tops up the wallet from one of the company's cards: `amount` into the wallet, plus the card fee charged. */
export async function topUpByCard(
  services: CardChargeServices,
  companyId: string,
  input: { amount: number; cardId: string; idempotencyKey: string; origin?: string },
): Promise<CardTopUp> {
  const card = await findCard(services.db, companyId, input.cardId);
  if (!card) return { status: 'card_not_found' };
  return chargeCard(services, {
    companyId,
    card,
    idempotencyKey: input.idempotencyKey,
    amount: input.amount,
    kind: 'card_top_up',
    creditAccount: ledgerAccount.wallet(companyId),
    description: TOP_UP_DESCRIPTION,
    detail: input.origin ? { origin: input.origin } : {},
    admit: (work) => admitTopUp(work, companyId, input.amount),
  });
}

/** A fresh wire reference, CH- and 8 characters without look-alikes. */
export function newWireReference(): string {
  let code = '';
  for (let index = 0; index < WIRE_REFERENCE_LENGTH; index += 1)
    code += WIRE_REFERENCE_ALPHABET[randomInt(WIRE_REFERENCE_ALPHABET.length)];
  return `CH-${code}`;
}

/**
 * Asks for a wire top-up of `amount`: a pending request with a unique reference to quote. The same key twice is
 * the same request. Nothing moves until staff confirm it. A request that would take the wallet past its ceiling
 * throws WalletLimitReached.
 */
export async function requestWire(
  services: UnitServices,
  companyId: string,
  input: { amount: number; idempotencyKey: string },
): Promise<WireTransferRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await atomically(services, async (work) => {
      const [existing] = await work.db
        .select()
        .from(wireTransfers)
        .where(
          and(
            eq(wireTransfers.company_id, companyId),
            eq(wireTransfers.idempotency_key, input.idempotencyKey),
          ),
        );
      if (existing) return existing;
      await admitTopUp(work, companyId, input.amount);
      const [inserted] = await work.db
        .insert(wireTransfers)
        .values({
          company_id: companyId,
          reference: newWireReference(),
          idempotency_key: input.idempotencyKey,
          amount_cents: input.amount,
        })
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    });
    if (row) return row;
    // A parallel request with the same key, or (rarely) a reference already given: look again, or draw again.
  }
  throw new Error('a wire reference could not be drawn');
}

/** The company's wire requests still waiting for their money, the newest first. */
export function pendingWires(db: Database, companyId: string): Promise<WireTransferRow[]> {
  return db
    .select()
    .from(wireTransfers)
    .where(and(eq(wireTransfers.company_id, companyId), eq(wireTransfers.status, 'pending')))
    .orderBy(desc(wireTransfers.created_at), desc(wireTransfers.id));
}

/**
 * What arrived of the company's wires of `references` that staff confirmed, read by reference
 * (wire_transfers_reference_unique) whatever came since; another company's reference answers nothing.
 */
export async function wireArrivals(
  db: Database,
  companyId: string,
  references: string[],
): Promise<WireArrival[]> {
  if (references.length === 0) return [];
  const rows = await db
    .select()
    .from(wireTransfers)
    .where(
      and(
        eq(wireTransfers.company_id, companyId),
        eq(wireTransfers.status, 'confirmed'),
        inArray(wireTransfers.reference, references),
      ),
    );
  return rows.map((wire) => {
    const credited = wire.confirmed_amount_cents ?? wire.amount_cents;
    return { reference: wire.reference, amount: credited, short: wireShort(wire.amount_cents, credited) };
  });
}

export type StaffWire = WireTransferRow & { email: string; company_name: string | null };

/** Every pending wire request, the oldest first, with its company (staff `wire list`). */
export function allPendingWires(db: Database): Promise<StaffWire[]> {
  return db
    .select({
      id: wireTransfers.id,
      company_id: wireTransfers.company_id,
      reference: wireTransfers.reference,
      idempotency_key: wireTransfers.idempotency_key,
      amount_cents: wireTransfers.amount_cents,
      status: wireTransfers.status,
      confirmed_amount_cents: wireTransfers.confirmed_amount_cents,
      ledger_transaction_id: wireTransfers.ledger_transaction_id,
      confirmed_at: wireTransfers.confirmed_at,
      created_at: wireTransfers.created_at,
      email: companies.email,
      company_name: companies.company_name,
    })
    .from(wireTransfers)
    .innerJoin(companies, eq(companies.id, wireTransfers.company_id))
    .where(eq(wireTransfers.status, 'pending'))
    .orderBy(asc(wireTransfers.created_at), asc(wireTransfers.id))
    .limit(500);
}

/** A wire request by its reference (normalized), whatever its company. */
export async function findWire(db: Database, reference: string): Promise<WireTransferRow | null> {
  const [row] = await db.select().from(wireTransfers).where(eq(wireTransfers.reference, reference));
  return row ?? null;
}

export type WireConfirmation =
  { status: 'not_found' } | { status: 'confirmed'; wire: WireTransferRow; already: boolean };

/**
 * Staff saw a wire arrive: credits the wallet with what arrived (`amount`, else the announced amount) and marks
 * the request confirmed, in one transaction, the row locked: confirming twice, even at once, credits once.
 */
export async function confirmWire(
  services: UnitServices,
  reference: string,
  amount?: number,
): Promise<WireConfirmation> {
  return atomically(services, async (work) => {
    const [wire] = await work.db
      .select()
      .from(wireTransfers)
      .where(eq(wireTransfers.reference, normalizeWireReference(reference)))
      .for('update');
    if (!wire) return { status: 'not_found' as const };
    if (wire.status === 'confirmed') return { status: 'confirmed' as const, wire, already: true };
    const credited = amount ?? wire.amount_cents;
    // Less than announced: the company is told by how much, in its notice and on the billing line.
    const short = wireShort(wire.amount_cents, credited);
    const posted = await post(work, {
      companyId: wire.company_id,
      kind: 'wire_top_up',
      idempotencyKey: `wire:${wire.id}`,
      reference: wire.reference,
      legs: [
        { account: ledgerAccount.wireClearing, amount: -credited },
        { account: ledgerAccount.wallet(wire.company_id), amount: credited },
      ],
      detail: {
        method: 'wire',
        wire_reference: wire.reference,
        fee_cents: 0,
        ...(short > 0 ? { announced_cents: wire.amount_cents, short_cents: short } : {}),
      },
    });
    if (!posted.posted) throw new Error(`a wire could not be credited: ${posted.reason}`);
    const [confirmed] = await work.db
      .update(wireTransfers)
      .set({
        status: 'confirmed',
        confirmed_amount_cents: credited,
        confirmed_at: new Date(),
        ledger_transaction_id: posted.transaction.id,
      })
      .where(eq(wireTransfers.id, wire.id))
      .returning();
    await work.notify(
      wire.company_id,
      codedNotice({
        code: short > 0 ? 'wallet.wireConfirmedShort' : 'wallet.wireConfirmed',
        params: {
          cents: credited,
          reference: wire.reference,
          ...(short > 0 ? { short, announced: wire.amount_cents } : {}),
        },
        subject: 'billing',
      }),
    );
    return { status: 'confirmed' as const, wire: confirmed!, already: false };
  });
}
