/**
 * Submitting a campaign (CampaignSubmit): its price charged into its escrow (`ledgerAccount.campaign(id)`) and the
 * campaign created as pending_admin_approval, once per idempotency key: the campaign's id is derived from the
 * company and the key, so a repeat (or ten at once) finds the same campaign and the ledger the same movement.
 * - Wallet: the campaign, its escrow and the wallet → escrow movement are one transaction; a short wallet rolls
 *   it all back.
 * - Card: the campaign is written first as awaiting_payment (not listed), then charged through chargeCard, whose
 *   completion (campaignPaidByCard, paid.ts) moves it to approval. A declined card removes it again and leaves the
 *   draft as it was: the same key sent again (with this card or another) is a new attempt, charged under a key of
 *   its own (`chargeKeyFor`), so a decline is never replayed onto a card that was not tried.
 * The same key with another campaign, method, card or price is refused (IdempotencyKeyReused), never answered
 * with the campaign the key made first (same-submission.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  campaignProducts,
  campaigns,
  cardCharges,
  products,
  type CampaignRow,
  type CardRow,
} from '../../db/schema';
import type { ProductRow } from '../../db/schema';
import { AWAITING_PAYMENT, type CampaignInput } from '../../../src/domain/campaign';
import { priceCampaign, type CampaignPrice, type PaymentMethod } from '../../../src/domain/pricing';
import { IdempotencyKeyReused, ledgerAccount, openAccount, post } from '../ledger';
import { chargeCard, type CardChargeServices } from '../payments/card-charges';
import type { DeclineCode } from '../payments/gateway';
import { atomically, type Work } from '../unit-of-work';
import { isId } from '../catalog';
import { recordSubmitted } from './paid';
import { isSameSubmission } from './same-submission';
import { resubmittedFrom } from './resubmission';

/** A campaign id made from the company and the submission's key: the same key always names the same campaign. */
export function campaignIdFor(companyId: string, key: string): string {
  const hex = createHash('sha256').update(`campaign:${companyId}:${key}`).digest('hex');
  // Shaped as a version 4 UUID so that every tool takes it as one.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The campaign's products, when every one is the company's and of the campaign's brand; else null. */
export async function productsForCampaign(
  db: Database,
  companyId: string,
  brandId: string,
  ids: string[],
): Promise<ProductRow[] | null> {
  if (!ids.every(isId) || !isId(brandId)) return null;
  const rows = await db
    .select()
    .from(products)
    .where(
      and(eq(products.company_id, companyId), eq(products.brand_id, brandId), inArray(products.id, ids)),
    );
  return rows.length === new Set(ids).size ? rows : null;
}

/** The frozen price of a campaign: the shared pricing function over the products' prices as they are now. */
export function priceOf(input: CampaignInput, rows: ProductRow[], method: PaymentMethod): CampaignPrice {
  const prices = new Map(rows.map((row) => [row.id, row.price_cents]));
  return priceCampaign({
    ...input,
    payment_method: method,
    products: input.products.map((product) => ({
      product_id: product.product_id,
      deals: product.deals,
      price: prices.get(product.product_id) ?? 0,
    })),
  });
}

export type Submission = {
  companyId: string;
  input: CampaignInput;
  price: CampaignPrice;
  method: PaymentMethod;
  card: CardRow | null;
  key: string;
  /** The session that submits: its own browser already says so, and does not hear it twice. */
  origin?: string;
};

export type SubmitOutcome =
  | { ok: true; campaign: CampaignRow }
  | { ok: false; reason: 'insufficient_funds'; balance: number; needed: number }
  | { ok: false; reason: 'declined'; decline: DeclineCode };

/** What the campaign keeps of the wizard besides its own columns. */
function settingsOf(input: CampaignInput): Record<string, unknown> {
  const { name: _name, brand_id: _brand, kind: _kind, products: _products, ...settings } = input;
  return settings;
}

async function findCampaignById(db: Database, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

/** Writes the campaign (or finds the one its key made); answers whether it was written now. */
async function insertCampaign(
  work: Work,
  submission: Submission,
  id: string,
  status: string,
): Promise<{ row: CampaignRow; created: boolean }> {
  const { input, price, method, card, key, companyId } = submission;
  const [row] = await work.db
    .insert(campaigns)
    .values({
      id,
      company_id: companyId,
      brand_id: input.brand_id,
      name: input.name,
      kind: input.kind,
      status,
      settings: settingsOf(input),
      price_breakdown: price,
      payment_method: method,
      payment_card_id: card?.id ?? null,
      submit_key: key,
      resubmitted_from: await resubmittedFrom(work.db, companyId),
      deals_total: input.deals,
      total_cents: price.total,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const existing = await findCampaignById(work.db, id);
    if (!existing || existing.company_id !== companyId) throw new Error('a submitted campaign vanished');
    const asked = {
      input,
      settings: settingsOf(input),
      method,
      cardId: card?.id ?? null,
      total: price.total,
    };
    if (!(await isSameSubmission(work.db, existing, asked))) throw new IdempotencyKeyReused(key);
    return { row: existing, created: false };
  }
  await work.db
    .insert(campaignProducts)
    .values(input.products.map((product) => ({ campaign_id: id, ...product })));
  await openAccount(work, ledgerAccount.campaign(id), companyId);
  return { row, created: true };
}

export function submitCampaign(services: CardChargeServices, submission: Submission): Promise<SubmitOutcome> {
  return submission.method === 'wallet'
    ? submitPaidByWallet(services, submission)
    : submitPaidByCard(services, submission);
}

/** The campaign, its escrow and the wallet's movement into it, in one transaction. */
async function submitPaidByWallet(
  services: CardChargeServices,
  submission: Submission,
): Promise<SubmitOutcome> {
  const id = campaignIdFor(submission.companyId, submission.key);
  const { companyId, price, input } = submission;
  return atomically(services, async (work) => {
    const { row, created } = await insertCampaign(work, submission, id, 'pending_admin_approval');
    if (!created) return { ok: true as const, campaign: row };
    await openAccount(work, ledgerAccount.wallet(companyId), companyId);
    const posted = await post(work, {
      companyId,
      kind: 'campaign_charge',
      idempotencyKey: `campaign-submit:${submission.key}`,
      reference: id,
      legs: [
        { account: ledgerAccount.wallet(companyId), amount: -price.total },
        { account: ledgerAccount.campaign(id), amount: price.total },
      ],
      detail: { method: 'wallet', campaign_id: id, campaign_name: input.name },
    });
    if (!posted.posted) {
      // Nothing of the submission may stay: the unit rolls back.
      throw new ShortWallet(posted.balance, posted.needed);
    }
    await recordSubmitted(work, row, submission.origin);
    return { ok: true as const, campaign: row };
  }).catch((error: unknown) => {
    if (error instanceof ShortWallet)
      return { ok: false as const, reason: 'insufficient_funds' as const, ...error.figures };
    throw error;
  });
}

/** The campaign written awaiting payment, then the card charged; a decline removes the campaign again. */
async function submitPaidByCard(
  services: CardChargeServices,
  submission: Submission,
): Promise<SubmitOutcome> {
  const id = campaignIdFor(submission.companyId, submission.key);
  const { companyId, price, input } = submission;
  const card = submission.card;
  if (!card) throw new Error('a card payment needs a card');
  const { row } = await atomically(services, (work) =>
    insertCampaign(work, submission, id, AWAITING_PAYMENT),
  );
  if (row.status !== AWAITING_PAYMENT) return { ok: true, campaign: row };
  const outcome = await chargeCard(services, {
    companyId,
    card,
    idempotencyKey: await chargeKeyFor(services.db, companyId, id, submission.key),
    amount: price.subtotal,
    kind: 'campaign_charge',
    creditAccount: ledgerAccount.campaign(id),
    detail: {
      campaign_id: id,
      campaign_name: input.name,
      ...(submission.origin ? { origin: submission.origin } : {}),
    },
    description: `CreatorHub campaign ${input.name}`.slice(0, 200),
  });
  if (outcome.status === 'declined') {
    await atomically(services, (work) =>
      work.db.delete(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.status, AWAITING_PAYMENT))),
    );
    return { ok: false, reason: 'declined', decline: outcome.decline };
  }
  return { ok: true, campaign: (await findCampaignById(services.db, id))! };
}

/**
 * The card charge's key for this attempt at paying campaign `id`: the submission's key, followed by how many
 * attempts the card refused before. Requests of one attempt (repeats, parallel calls) share the key and so the
 * charge; an attempt after a decline is charged anew.
 */
async function chargeKeyFor(db: Database, companyId: string, id: string, key: string): Promise<string> {
  const declined = await db
    .select({ id: cardCharges.id })
    .from(cardCharges)
    .where(
      and(
        eq(cardCharges.company_id, companyId),
        eq(cardCharges.credit_account, ledgerAccount.campaign(id)),
        eq(cardCharges.status, 'declined'),
      ),
    );
  const base = `campaign-submit:${key}`;
  return declined.length === 0 ? base : `${base}#${declined.length}`;
}

class ShortWallet extends Error {
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super('the wallet is short');
  }
  get figures() {
    return { balance: this.balance, needed: this.needed };
  }
}
