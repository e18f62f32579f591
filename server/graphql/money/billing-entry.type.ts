/** The fields of a billing entry: whether a receipt is given for it (money paid in). */
import type { BillingEntryResolvers } from '../generated';
import { RECEIPT_KINDS } from '../../../src/domain/billing';

export const billingEntryFields: BillingEntryResolvers = {
  created_at: (entry) => entry.created_at.toISOString(),
  has_receipt: (entry) => RECEIPT_KINDS.includes(entry.kind) && entry.amount !== 0,
};
