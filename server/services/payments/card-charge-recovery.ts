/**
 * Finishing what a crash or a lost connection left half done with cards: charges still pending and refunds asked
 * for but not done. The API runs it at start and every minute.
 */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { cardCharges } from '../../db/schema';
import { settleCardCharge, type CardChargeServices } from './card-charges';
import { askCardRefund } from './card-refunds';

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
      await settleCardCharge(services, charge, true);
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
      await askCardRefund(services, id);
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
