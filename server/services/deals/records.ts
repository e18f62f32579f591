/** What every deal module reads a stored deal by: its ledger account, its machine facts, its cost, its order. */
import type { Carrier } from '../../../src/domain/shipping';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentItemRow, DealRow } from '../../db/schema';
import type { DealFacts, DealRole, DealStatus, DeliveryStatus } from '../../../src/domain/deal';
import type { DeliveryMethod } from '../../../src/domain/campaign';
import { ACCENT_FOLD } from '../../../src/domain/creators';
import type { DealPrice } from '../../../src/domain/pricing';
import type { DealCommand } from '../../../src/machines/deal-decision';

/** The deal's own ledger account: its reserved cost, until paid out or refunded. */
export const dealAccount = (dealId: string): string => `deal:${dealId}`;

/** The machine's facts of a stored deal. */
export function factsOf(deal: DealRow): DealFacts {
  return {
    status: deal.status as DealStatus,
    delivery: deal.delivery as DeliveryMethod,
    delivery_status: deal.delivery_status as DeliveryStatus,
    revisions: deal.revisions,
    carrier: (deal.carrier as Carrier | null) ?? null,
    tracking_number: deal.tracking_number,
    publish_at: deal.publish_at ? deal.publish_at.toISOString() : null,
  };
}

/**
 * Descending as the listing indexes are ordered (DESC NULLS LAST): a plain DESC (NULLS FIRST) would not be read
 * from them, and every page would sort all of a company's rows.
 */
export const lastFirst = (column: AnyPgColumn): SQL => sql`${column} desc nulls last`;

export const costOf = (deal: Pick<DealRow, 'cost'>): DealPrice => deal.cost as unknown as DealPrice;

/** The words a deal is found by, as a tsvector expression (the creator, the campaign, the product). */
export function searchVector(words: string): SQL {
  return sql`to_tsvector('simple', translate(lower(${words}), ${ACCENT_FOLD.from}, ${ACCENT_FOLD.to}))`;
}

/** A content file stored for an upload (the caller removes the files should the unit roll back). */
export type UploadedContent = Pick<
  ContentItemRow,
  'kind' | 'file_name' | 'content_type' | 'size' | 'file' | 'thumbnail' | 'width' | 'height' | 'duration_ms'
>;

/** An event on a deal, as actOnDeal (events.ts) stores it. */
export type DealAct = {
  command: DealCommand;
  role: DealRole;
  now: Date;
  /** The file of a content.upload. */
  content?: UploadedContent;
  /** The session whose action it is, so its own browser does not hear it twice. */
  origin?: string;
};
