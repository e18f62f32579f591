/**
 * Whether a campaign that a submission key already made is the one a new request with that key asks for. A key
 * names one request: the same key with another campaign, another way to pay or another price is a fault of the
 * caller (IDEMPOTENCY_KEY_REUSED), never an answer with the first campaign.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignProducts, type CampaignRow } from '../../db/schema';
import type { CampaignInput } from '../../../src/domain/campaign';
import type { PaymentMethod } from '../../../src/domain/pricing';

/** JSON with every object's keys in order, so that two equal values read the same however they were stored. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const productsKey = (rows: ReadonlyArray<{ product_id: string; deals: number }>) =>
  rows
    .map((row) => `${row.product_id}:${row.deals}`)
    .sort()
    .join(',');

export type Requested = {
  input: CampaignInput;
  settings: Record<string, unknown>;
  method: PaymentMethod;
  cardId: string | null;
  total: number;
};

export async function isSameSubmission(db: Database, row: CampaignRow, asked: Requested): Promise<boolean> {
  const { input } = asked;
  if (
    row.name !== input.name ||
    row.brand_id !== input.brand_id ||
    row.kind !== input.kind ||
    row.payment_method !== asked.method ||
    (row.payment_card_id ?? null) !== asked.cardId ||
    row.total_cents !== asked.total ||
    row.deals_total !== input.deals ||
    canonical(row.settings) !== canonical(asked.settings)
  )
    return false;
  const products = await db
    .select({ product_id: campaignProducts.product_id, deals: campaignProducts.deals })
    .from(campaignProducts)
    .where(eq(campaignProducts.campaign_id, row.id));
  return productsKey(products) === productsKey(input.products);
}
