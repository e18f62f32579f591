/** The fields of a wire transfer: amounts in cents, dates in ISO 8601. */
import type { WireTransferResolvers } from '../generated';

export const wireTransferFields: WireTransferResolvers = {
  amount: (wire) => wire.amount_cents,
  confirmed_amount: (wire) => wire.confirmed_amount_cents,
  created_at: (wire) => wire.created_at.toISOString(),
  confirmed_at: (wire) => wire.confirmed_at?.toISOString() ?? null,
};
