/** The fields of one event of a deal's history. */
import type { DealHistoryEntryResolvers } from '../generated';

export const dealHistoryEntryFields: DealHistoryEntryResolvers = {
  at: (entry) => entry.at.toISOString(),
};
