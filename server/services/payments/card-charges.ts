/**
 * Charging a saved card into the ledger, once per idempotency key, without losing money in a crash. Every card
 * payment of the product goes through here: a wallet top-up (the wallet is credited) and a campaign paid by card
 * (the campaign's escrow is credited).
 *
 * 1. A `card_charges` row is written for the key before the gateway is called (a repeat of the key finds it and
 *    answers its outcome, or resumes it while it is pending).
 * 2. The gateway charges the card the amount plus the card fee (cardFee, src/domain/ledger.ts), with a key of its
 *    own derived from the row, so asking again answers the same charge.
 * 3. In one database transaction the ledger records it (the card clearing account pays the credited account and
 *    the fee), the kind's completion runs (e.g. the paid campaign goes to approval) and the row is marked
 *    succeeded; or the row is marked declined.
 * A crash between 2 and 3 leaves the row pending; `resumePendingCardCharges` (run by the API at start and every
 * minute) asks the gateway again and finishes it, so a card is never charged without its money being recorded.
 */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { cardCharges, type CardChargeRow, type CardRow } from '../../db/schema';
import { cardFee, type LedgerKind } from '../../../src/domain/ledger';
import type { DeclineCode, PaymentGateway } from './gateway';
import type { Sealer } from '../crypto';
import { IdempotencyKeyReused, ledgerAccount, post, type Leg } from '../ledger';
import { atomically, type UnitServices, type Work } from '../unit-of-work';

export type CardChargeServices = UnitServices & { payments: PaymentGateway; sealer: Sealer };

export type CardChargeRequest = {
  companyId: string;
  /** The company's own card (the caller has checked it belongs to the company). */
  card: CardRow;
  /** The caller's key for this attempt (made by the web app per attempt). */
  idempotencyKey: string;
  /** What is paid for, in cents, before the card fee. */
  amount: number;
  kind: LedgerKind;
  /** The account the money goes to: a wallet, a campaign's escrow. */
  creditAccount: string;
  /** What billing shows of it (the campaign's name, …); the card and the fee are added here. */
  detail?: Record<string, unknown>;
  /** The text on the card statement. */
  description: string;
};

export type CardChargeOutcome =
  | {
      status: 'succeeded';
      charge: CardChargeRow;
      /** True when the key had been charged already: nothing was charged now. */
      replayed: boolean;
    }
  | { status: 'declined'; decline: DeclineCode; charge: CardChargeRow; replayed: boolean };

/** What must happen in the same transaction as the ledger movement of a kind (registered by its module). */
export type ChargeCompletion = (work: Work, charge: CardChargeRow) => Promise<void>;
const completions = new Map<LedgerKind, ChargeCompletion>();

/**
 * Registers what completes a card charge of `kind` besides its ledger movement, e.g. a paid campaign going to
 * approval. It runs in the movement's transaction, also when a charge is finished after a crash.
 */
export function whenCardCharged(kind: LedgerKind, completion: ChargeCompletion): void {
  completions.set(kind, completion);
}

const gatewayKey = (charge: CardChargeRow) => `card-charge:${charge.id}`;

function sameRequest(row: CardChargeRow, request: CardChargeRequest): boolean {
  return (
    row.amount_cents === request.amount &&
    row.kind === request.kind &&
    row.credit_account === request.creditAccount &&
    row.card_id === request.card.id
  );
}

function outcomeOf(row: CardChargeRow, replayed: boolean): CardChargeOutcome | null {
  if (row.status === 'succeeded') return { status: 'succeeded', charge: row, replayed };
  if (row.status === 'declined')
    return {
      status: 'declined',
      decline: (row.decline_code ?? 'card_declined') as DeclineCode,
      charge: row,
      replayed,
    };
  return null;
}

/** Charges a saved card `amount` plus the card fee into `creditAccount`, once per idempotency key. */
export async function chargeCard(
  services: CardChargeServices,
  request: CardChargeRequest,
): Promise<CardChargeOutcome> {
  const fee = cardFee(request.amount);
  const { row, created } = await atomically(services, async (work) => {
    const [inserted] = await work.db
      .insert(cardCharges)
      .values({
        company_id: request.companyId,
        idempotency_key: request.idempotencyKey,
        card_id: request.card.id,
        gateway_token: request.card.gateway_token,
        amount_cents: request.amount,
        fee_cents: fee,
        kind: request.kind,
        credit_account: request.creditAccount,
        detail: {
          ...request.detail,
          method: 'card',
          card_brand: request.card.brand,
          card_last4: request.card.last4,
          description: request.description,
        },
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await work.db
      .select()
      .from(cardCharges)
      .where(
        and(
          eq(cardCharges.company_id, request.companyId),
          eq(cardCharges.idempotency_key, request.idempotencyKey),
        ),
      );
    if (!existing) throw new Error('a card charge could not be written');
    return { row: existing, created: false };
  });
  if (!created && !sameRequest(row, request)) throw new IdempotencyKeyReused(request.idempotencyKey);
  return outcomeOf(row, true) ?? settle(services, row, !created);
}

/** Asks the gateway to charge a pending row (again: the same gateway key is the same charge) and records it. */
async function settle(
  services: CardChargeServices,
  row: CardChargeRow,
  replayed: boolean,
): Promise<CardChargeOutcome> {
  const charged = await services.payments.charge({
    paymentMethod: services.sealer.open(row.gateway_token),
    amount: row.amount_cents + row.fee_cents,
    idempotencyKey: gatewayKey(row),
    description: String(row.detail.description ?? ''),
  });
  return atomically(services, async (work) => {
    const [current] = await work.db
      .select()
      .from(cardCharges)
      .where(eq(cardCharges.id, row.id))
      .for('update');
    if (!current) throw new Error('a card charge vanished');
    // A parallel request with the same key may have finished it meanwhile.
    const finished = outcomeOf(current, true);
    if (finished) return finished;
    if (!charged.ok) {
      const [declined] = await work.db
        .update(cardCharges)
        .set({ status: 'declined', decline_code: charged.decline, updated_at: new Date() })
        .where(eq(cardCharges.id, row.id))
        .returning();
      return { status: 'declined', decline: charged.decline, charge: declined!, replayed };
    }
    const total = row.amount_cents + row.fee_cents;
    const legs: Leg[] = [
      { account: ledgerAccount.cardClearing, amount: -total },
      { account: row.credit_account, amount: row.amount_cents },
    ];
    if (row.fee_cents > 0) legs.push({ account: ledgerAccount.cardFees, amount: row.fee_cents });
    const posted = await post(work, {
      companyId: row.company_id,
      kind: row.kind as LedgerKind,
      idempotencyKey: gatewayKey(row),
      reference: charged.charge.id,
      legs,
      detail: { ...row.detail, fee_cents: row.fee_cents, card_charge: row.id },
    });
    if (!posted.posted) throw new Error(`a card charge could not be recorded: ${posted.reason}`);
    const [succeeded] = await work.db
      .update(cardCharges)
      .set({
        status: 'succeeded',
        gateway_charge_id: charged.charge.id,
        ledger_transaction_id: posted.transaction.id,
        updated_at: new Date(),
      })
      .where(eq(cardCharges.id, row.id))
      .returning();
    await completions.get(row.kind as LedgerKind)?.(work, succeeded!);
    return { status: 'succeeded', charge: succeeded!, replayed };
  });
}

/**
 * Refunds a succeeded charge in full, card fee included (a rejected campaign: DESIGN.md §6), once per key. The
 * ledger movement is recorded first, in the caller's unit of work, taking the money back out of the credited
 * account (refused when that account no longer holds it); the gateway is asked once that unit has committed, and
 * a refund asked for and not yet done is asked again by `resumePendingCardCharges`.
 */
export async function refundCardCharge(
  work: Work,
  services: CardChargeServices,
  charge: CardChargeRow,
  refund: { idempotencyKey: string; kind: LedgerKind; detail?: Record<string, unknown> },
): Promise<{ refunded: true } | { refunded: false; reason: 'not_charged' | 'insufficient_funds' }> {
  const [current] = await work.db
    .select()
    .from(cardCharges)
    .where(eq(cardCharges.id, charge.id))
    .for('update');
  if (!current || current.status !== 'succeeded' || !current.gateway_charge_id)
    return { refunded: false, reason: 'not_charged' };
  const total = current.amount_cents + current.fee_cents;
  const legs: Leg[] = [
    { account: current.credit_account, amount: -current.amount_cents },
    { account: ledgerAccount.cardClearing, amount: total },
  ];
  if (current.fee_cents > 0) legs.push({ account: ledgerAccount.cardFees, amount: -current.fee_cents });
  const posted = await post(work, {
    companyId: current.company_id,
    kind: refund.kind,
    idempotencyKey: refund.idempotencyKey,
    reference: current.gateway_charge_id,
    legs,
    detail: {
      ...refund.detail,
      method: 'card',
      card_brand: current.detail.card_brand,
      card_last4: current.detail.card_last4,
      fee_cents: -current.fee_cents,
      card_charge: current.id,
    },
  });
  if (!posted.posted) return { refunded: false, reason: 'insufficient_funds' };
  if (!posted.replayed && !current.refund_requested_at) {
    await work.db
      .update(cardCharges)
      .set({ refund_requested_at: new Date(), updated_at: new Date() })
      .where(eq(cardCharges.id, current.id));
    work.afterCommit(() => askRefund(services, current.id));
  }
  return { refunded: true };
}

/** Asks the gateway for a requested refund (again: the same key is the same refund) and marks it done. */
async function askRefund(services: CardChargeServices, chargeId: string): Promise<void> {
  const [row] = await services.db.select().from(cardCharges).where(eq(cardCharges.id, chargeId));
  if (!row?.gateway_charge_id || row.refunded_at) return;
  const refunded = await services.payments.refund({
    charge: row.gateway_charge_id,
    idempotencyKey: `card-refund:${row.id}`,
  });
  if (!refunded.ok) throw new Error(`the gateway refused a refund: ${refunded.reason}`);
  await services.db
    .update(cardCharges)
    .set({ gateway_refund_id: refunded.refund.id, refunded_at: new Date(), updated_at: new Date() })
    .where(eq(cardCharges.id, row.id));
}

/** How long a charge may stay pending before the sweeper takes it for one whose request died. */
export const PENDING_CHARGE_GRACE_MS = 30_000;

/**
 * Finishes what a crash or a lost connection left half done: charges still pending (the gateway is asked again,
 * answers the same charge, and it is recorded) and refunds asked for but not done. Returns how many it finished.
 */
export async function resumePendingCardCharges(
  services: CardChargeServices,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - PENDING_CHARGE_GRACE_MS);
  const pending = await services.db
    .select()
    .from(cardCharges)
    .where(and(eq(cardCharges.status, 'pending'), lt(cardCharges.created_at, before)))
    .orderBy(asc(cardCharges.created_at))
    .limit(100);
  const refunding = await services.db
    .select({ id: cardCharges.id })
    .from(cardCharges)
    .where(and(isNull(cardCharges.refunded_at), lt(cardCharges.refund_requested_at, before)))
    .orderBy(asc(cardCharges.refund_requested_at))
    .limit(100);
  let finished = 0;
  for (const charge of pending) {
    try {
      await settle(services, charge, true);
      finished += 1;
    } catch (error) {
      services.log.error('a pending card charge could not be finished', {
        charge: charge.id,
        error: String(error),
      });
    }
  }
  for (const { id } of refunding) {
    try {
      await askRefund(services, id);
      finished += 1;
    } catch (error) {
      services.log.error('a requested card refund could not be finished', {
        charge: id,
        error: String(error),
      });
    }
  }
  return finished;
}
