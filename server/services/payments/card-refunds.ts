/**
 * Refunding a succeeded card charge in full, card fee included (a rejected campaign: DESIGN.md §6), once per key:
 * the ledger first, in the caller's unit of work; the gateway once that unit has committed.
 */
import { eq } from 'drizzle-orm';
import { cardCharges, type CardChargeRow } from '../../db/schema';
import type { LedgerKind } from '../../../src/domain/ledger';
import type { PaymentGateway } from './gateway';
import { ledgerAccount, post, type Leg } from '../ledger';
import type { UnitServices, Work } from '../unit-of-work';

export type RefundServices = UnitServices & { payments: PaymentGateway };

/**
 * Refunds a succeeded charge in full, card fee included (a rejected campaign: DESIGN.md §6), once per key. The
 * ledger movement is recorded first, in the caller's unit of work, taking the money back out of the credited
 * account (refused when that account no longer holds it); the gateway is asked once that unit has committed, and
 * a refund asked for and not yet done is asked again by `resumePendingCardCharges`.
 */
export async function refundCardCharge(
  work: Work,
  services: RefundServices,
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
    work.afterCommit(() => askCardRefund(services, current.id));
  }
  return { refunded: true };
}

/** Asks the gateway for a requested refund (again: the same key is the same refund) and marks it done. */
export async function askCardRefund(services: RefundServices, chargeId: string): Promise<void> {
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
