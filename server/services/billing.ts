/**
 * Billing history (issue 12): every movement of a company's money, the newest first, with its method, amount, fee
 * and the wallet's balance right after it. A movement is a ledger transaction of the company that moved its
 * wallet, or that a card paid (a campaign paid by card never touches the wallet). Which movements, and their
 * balances, are read from the index by keyset (billing-pages.ts a page at a time, billing-export.ts the whole
 * history for the CSV); this file says what a movement shows.
 *
 * The company's campaign escrow is money it already paid (the campaign charge): what leaves it for a creator
 * (`creator_payout`) is shown too, but in a column of its own (`escrow`), with no wallet amount and the balance
 * unchanged, so that the amounts of the history add up to what the company paid and received, and the escrow
 * column to what its campaigns hold. A deal's reserve moves money within the escrow and is not shown.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billingProfiles, companies } from '../db/schema';
import type { PaymentMethodKind } from '../../src/domain/billing';
import { receiptNumber } from '../../src/domain/billing';
import type { LedgerKind } from '../../src/domain/ledger';

export type BillingMovement = {
  id: string;
  created_at: Date;
  kind: LedgerKind;
  method: PaymentMethodKind;
  /** Into the wallet (positive) or out of it (negative); for a card payment, what the card paid, negative. */
  amount: number;
  /** The card fee paid with it (0 without a card). */
  fee: number;
  /** Into the company's campaign escrow (positive: a campaign paid) or out of it (negative: a creator paid, a
   * deal or campaign refunded); 0 when the escrow did not move. */
  escrow: number;
  /** The wallet's balance right after the movement. */
  balance: number;
  card_brand: string | null;
  card_last4: string | null;
  reference: string | null;
  /** The receipt's number of money paid in (CH-2026-000123), null for any other movement. */
  receipt_number: string | null;
  /** What it was for: a campaign's name, a wire's reference. */
  description: string | null;
  /** The creator of the deal it was for (a payout, a deal refund). */
  creator_name: string | null;
  /** How much a wire arrived short of what the company announced; 0 for every other movement. */
  short: number;
};

/** Which movements: all that billing shows, or only those that moved the wallet or a card (the wallet's activity). */
export type MovementScope = 'billing' | 'wallet';

/** What the legs of a movement read as, one row of the database. */
type AmountRow = {
  detail: Record<string, unknown>;
  wallet_amount: string | number | null;
  card_amount: string | number | null;
};

/**
 * A movement's amount as billing shows it: into the wallet (positive) or out of it (negative); a campaign paid by
 * card (or its refund), what the card paid for, the fee aside.
 */
export function amountOf(row: AmountRow): number {
  const detail = row.detail ?? {};
  if (row.wallet_amount !== null) return Number(row.wallet_amount);
  const fee = Math.abs(Number(detail.fee_cents ?? 0));
  const cardLeg = Number(row.card_amount ?? 0);
  return cardLeg > 0 ? cardLeg - fee : cardLeg + fee;
}

/** A movement as billing shows it, from its row (the balance counted by the caller). */
export function entryOf(
  row: AmountRow & {
    id: string;
    created_at: Date;
    kind: string;
    reference: string | null;
    receipt_number: number | null;
    escrow_amount: string | number | null;
    deal_campaign: string | null;
    deal_creator: string | null;
    balance: string | number;
  },
): BillingMovement {
  const detail = row.detail ?? {};
  const walletAmount = row.wallet_amount === null ? null : Number(row.wallet_amount);
  const escrow = Number(row.escrow_amount ?? 0);
  const method: PaymentMethodKind =
    detail.method === 'card'
      ? 'card'
      : detail.method === 'wire'
        ? 'wire'
        : walletAmount === null && escrow !== 0
          ? 'escrow'
          : 'wallet';
  const fee = Math.abs(Number(detail.fee_cents ?? 0));
  const description =
    typeof detail.campaign_name === 'string'
      ? detail.campaign_name
      : typeof detail.wire_reference === 'string'
        ? detail.wire_reference
        : (row.deal_campaign ?? null);
  return {
    id: row.id,
    created_at: new Date(row.created_at),
    kind: row.kind as LedgerKind,
    method,
    amount: amountOf(row),
    fee,
    escrow,
    balance: Number(row.balance),
    card_brand: typeof detail.card_brand === 'string' ? detail.card_brand : null,
    card_last4: typeof detail.card_last4 === 'string' ? detail.card_last4 : null,
    reference: row.reference,
    receipt_number:
      row.receipt_number === null
        ? null
        : receiptNumber(new Date(row.created_at), Number(row.receipt_number)),
    description,
    creator_name: row.deal_creator ?? null,
    short: Math.max(0, Number(detail.short_cents ?? 0)),
  };
}

/** The company's billing profile (tax ID), or null before it saves one. */
export async function billingProfile(db: Database, companyId: string): Promise<{ tax_id: string } | null> {
  const [row] = await db
    .select({ tax_id: billingProfiles.tax_id })
    .from(billingProfiles)
    .where(eq(billingProfiles.company_id, companyId));
  return row ?? null;
}

/** What a receipt shows of the company that paid. */
export async function receiptParty(db: Database, companyId: string) {
  const [row] = await db
    .select({
      company_name: companies.company_name,
      first_name: companies.first_name,
      last_name: companies.last_name,
      email: companies.email,
      language: companies.language,
      tax_id: billingProfiles.tax_id,
    })
    .from(companies)
    .leftJoin(billingProfiles, eq(billingProfiles.company_id, companies.id))
    .where(eq(companies.id, companyId));
  return row ?? null;
}
