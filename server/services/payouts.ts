/**
 * Payouts: staff pay a company's wallet balance out to its bank account (`staff wallet payout`), through the
 * ledger like every movement: out of the wallet, into the platform's account of payouts. Told once by its
 * reference (the bank transfer's): the same reference again answers the first payout and moves nothing, and with
 * another amount it is refused. A payout larger than the balance is refused and moves nothing.
 */
import { IdempotencyKeyReused, ledgerAccount, post, type Posted, type Refused } from './ledger';
import { atomically, type UnitServices } from './unit-of-work';

export type PayoutOutcome = Posted | Refused | { posted: false; reason: 'reference_reused' };

export async function payOut(
  services: UnitServices,
  companyId: string,
  cents: number,
  reference: string,
): Promise<PayoutOutcome> {
  try {
    return await atomically(services, (work) =>
      post(work, {
        companyId,
        kind: 'wallet_payout',
        idempotencyKey: `payout:${reference}`,
        reference,
        detail: { method: 'wire', wire_reference: reference },
        legs: [
          { account: ledgerAccount.wallet(companyId), amount: -cents },
          { account: ledgerAccount.payouts, amount: cents },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof IdempotencyKeyReused) return { posted: false, reason: 'reference_reused' };
    throw error;
  }
}
