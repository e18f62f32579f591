/**
 * Charging a saved card into the ledger, once per idempotency key, without losing money in a crash. Every card
 * payment of the product goes through here: a wallet top-up (the wallet is credited) and a campaign paid by card
 * (the campaign's escrow is credited).
 *
 * 1. A `card_charges` row is written for the key before the gateway is called (a repeat of the key finds it and
 *    answers its outcome, or resumes it while it is pending).
 * 2. The gateway charges the card the amount plus the card fee (cardFee, src/domain/ledger.ts), with a key of its
 *    own derived from the row, so asking again answers the same charge.
 * 3. In one database transaction the row is marked succeeded, the ledger records it (the card clearing account
 *    pays the credited account and the fee) and the kind's completion runs (services.chargeCompletions: e.g. the
 *    paid campaign goes to approval); or the row is marked declined.
 * A crash between 2 and 3 leaves the row pending; `resumePendingCardCharges` (card-charge-recovery.ts, run by the
 * API at start and every minute) asks the gateway again and finishes it, so a card is never charged without its
 * money being recorded. Refunds of a charge are card-refunds.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cardCharges, type CardChargeRow, type CardRow } from '../../db/schema';
import { cardFee, type LedgerKind } from '../../../src/domain/ledger';
import type { DeclineCode, PaymentGateway } from './gateway';
import type { Sealer } from '../crypto';
import { IdempotencyKeyReused, ledgerAccount, post, type Leg } from '../ledger';
import { atomically, type UnitServices, type Work } from '../unit-of-work';

export type CardChargeServices = UnitServices & {
  payments: PaymentGateway;
  sealer: Sealer;
  chargeCompletions: ChargeCompletions;
};

export type CardChargeRequest = {
  companyId: string;
  /** The company's own card (the caller has checked it belongs to the company). */
  card: CardRow;
  /** The caller's key for this attempt (made by the web app per attempt). */
  idempotencyKey: string;
  /** What is paid for, in cents, before the card fee. */
  amount: number;
  kind: CardChargeKind;
  /** The account the money goes to: a wallet, a campaign's escrow. */
  creditAccount: string;
  /** What billing shows of it (the campaign's name, …); the card and the fee are added here. */
  detail?: Record<string, unknown>;
  /** The text on the card statement. */
  description: string;
  /**
   * Run in the transaction that writes a new charge (not for a repeat of its key), before it is written: it may
   * refuse the charge by throwing, e.g. a wallet's ceiling (wallet-ceiling.ts).
   */
  admit?: (work: Work) => Promise<void>;
};

export type CardChargeOutcome =
  | {
      status: 'succeeded';
      charge: CardChargeRow;
      /** True when the key had been charged already: nothing was charged now. */
      replayed: boolean;
    }
  | { status: 'declined'; decline: DeclineCode; charge: CardChargeRow; replayed: boolean };

/** The kinds of movement a card pays for: a wallet top-up, a campaign. */
export type CardChargeKind = Extract<LedgerKind, 'card_top_up' | 'campaign_charge'>;

/**
 * What completes a card charge of a kind besides its ledger movement, e.g. a paid campaign going to approval. It
 * runs in the movement's transaction, also when a charge is finished after a crash.
 */
export type ChargeCompletion = (work: Work, charge: CardChargeRow) => Promise<void>;

/** Every kind's completion, given to the services at start-up (services/charge-completions.ts). */
export type ChargeCompletions = Record<CardChargeKind, ChargeCompletion>;

export const gatewayKey = (charge: CardChargeRow) => `card-charge:${charge.id}`;

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

async function chargeOfKey(work: Work, request: CardChargeRequest): Promise<CardChargeRow | undefined> {
  const [row] = await work.db
    .select()
    .from(cardCharges)
    .where(
      and(
        eq(cardCharges.company_id, request.companyId),
        eq(cardCharges.idempotency_key, request.idempotencyKey),
      ),
    );
  return row;
}

/** Charges a saved card `amount` plus the card fee into `creditAccount`, once per idempotency key. */
export async function chargeCard(
  services: CardChargeServices,
  request: CardChargeRequest,
): Promise<CardChargeOutcome> {
  const fee = cardFee(request.amount);
  const { row, created } = await atomically(services, async (work) => {
    if (request.admit && !(await chargeOfKey(work, request))) await request.admit(work);
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
    const existing = await chargeOfKey(work, request);
    if (!existing) throw new Error('a card charge could not be written');
    return { row: existing, created: false };
  });
  if (!created && !sameRequest(row, request)) throw new IdempotencyKeyReused(request.idempotencyKey);
  return outcomeOf(row, true) ?? settleCardCharge(services, row, !created);
}

/** Asks the gateway to charge a pending row (again: the same gateway key is the same charge) and records it. */
export async function settleCardCharge(
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
    // One statement marks the row if it is still pending (and holds it to the commit); a parallel request with the
    // same key that finished it meanwhile leaves nothing to mark, and its outcome is answered. The request that
    // wrote the row still answers that it charged (not replayed): the charge is its own, whichever recorded it.
    const transactionId = randomUUID();
    const [marked] = await work.db
      .update(cardCharges)
      .set(
        charged.ok
          ? {
              status: 'succeeded',
              gateway_charge_id: charged.charge.id,
              ledger_transaction_id: transactionId,
              updated_at: new Date(),
            }
          : { status: 'declined', decline_code: charged.decline, updated_at: new Date() },
      )
      .where(and(eq(cardCharges.id, row.id), eq(cardCharges.status, 'pending')))
      .returning();
    if (!marked) {
      const [current] = await work.db.select().from(cardCharges).where(eq(cardCharges.id, row.id));
      const finished = current && outcomeOf(current, replayed);
      if (!finished) throw new Error('a card charge vanished');
      return finished;
    }
    if (!charged.ok) return { status: 'declined', decline: charged.decline, charge: marked, replayed };
    // The charge is marked first, the ledger movement after it: a top-up's wallet is then held only from its
    // posting to the commit (ledger.ts), not while the charge is written.
    const total = row.amount_cents + row.fee_cents;
    const legs: Leg[] = [
      { account: ledgerAccount.cardClearing, amount: -total },
      { account: row.credit_account, amount: row.amount_cents },
    ];
    if (row.fee_cents > 0) legs.push({ account: ledgerAccount.cardFees, amount: row.fee_cents });
    const posted = await post(work, {
      id: transactionId,
      companyId: row.company_id,
      kind: row.kind as LedgerKind,
      idempotencyKey: gatewayKey(row),
      reference: charged.charge.id,
      legs,
      detail: { ...row.detail, fee_cents: row.fee_cents, card_charge: row.id },
    });
    if (!posted.posted) throw new Error(`a card charge could not be recorded: ${posted.reason}`);
    // The row is locked and pending, so its key has no movement yet; should one exist, the charge names it.
    if (posted.transaction.id !== transactionId)
      await work.db
        .update(cardCharges)
        .set({ ledger_transaction_id: posted.transaction.id })
        .where(eq(cardCharges.id, row.id));
    const charge = { ...marked, ledger_transaction_id: posted.transaction.id };
    // What completes the kind sees the money where the movement put it.
    await services.chargeCompletions[row.kind as CardChargeKind](work, charge);
    return { status: 'succeeded', charge, replayed };
  });
}
