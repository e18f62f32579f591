/**
 * Money movements as the ledger records them (DESIGN.md §6 "Money"): their kinds, which billing shows and filters
 * by, and the one rule for the card fee. Amounts are whole cents of USD.
 */
import { CARD_FEE_BASIS_POINTS } from './constants';

/**
 * What a movement is. Each is one ledger transaction whose legs sum to zero; the accounts it moves are those of
 * server/services/ledger.ts.
 */
export const LEDGER_KINDS = [
  /** Money put into the wallet from a card; the card fee goes to the platform in the same movement. */
  'card_top_up',
  /** Money put into the wallet by a wire transfer that staff confirmed. */
  'wire_top_up',
  /** A campaign paid for, from the wallet or a card, into the campaign's escrow. */
  'campaign_charge',
  /** Money of a campaign given back: rejected, deactivated with deal slots unused. */
  'campaign_refund',
  /** A deal's cost set aside from its campaign's escrow when a creator is hired. */
  'deal_reserve',
  /** A canceled deal's cost given back to the wallet. */
  'deal_refund',
  /** Accepted content paid to its creator. */
  'creator_payout',
  /** Money of the wallet paid out by staff to the company's bank account (`staff wallet payout`). */
  'wallet_payout',
  /** A balance carried over from the single-entry ledger of before. */
  'opening_balance',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const BASIS_POINTS = 10_000;

/**
 * The card processing fee on an amount (SPEC.md §9), rounded to the nearest cent, a half cent up (at 4% an exact
 * half never happens, at another rate it would): $100.00 pays $4.00, $0.13 pays $0.01 (0.52 ¢), $0.12 pays
 * nothing (0.48 ¢). In whole numbers, so no floating-point error can move a cent.
 */
export function cardFee(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount of cents: ${cents}`);
  return Math.floor((cents * CARD_FEE_BASIS_POINTS + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** The card fee as a percentage for people: 4. */
export const CARD_FEE_PERCENT = CARD_FEE_BASIS_POINTS / 100;

/**
 * The most one card charge may be, fee included: $999,999.99, Stripe's own ceiling (it refuses more with
 * `amount_too_large`, and so does the sandbox gateway).
 */
export const CARD_CHARGE_MAX_CENTS = 99_999_999;
