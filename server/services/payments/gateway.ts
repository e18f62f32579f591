/**
 * The card payment gateway (DESIGN.md §6 "Payments"), shaped after Stripe's model: the browser sends the card
 * number straight to the gateway's tokenization route and gets back a payment method token; the API attaches
 * that token to the company (the gateway may decline the card there), charges it with an idempotency key, and
 * refunds a charge. Declines are typed, with Stripe's codes. The card number never reaches the API: what the API
 * keeps of a card is its brand, last 4 digits, expiry and the gateway's token.
 *
 * The embedded default is the sandbox gateway (sandbox.ts), which answers Stripe's test cards as Stripe's test
 * mode does; a real gateway implements the same interface.
 */

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * Why the gateway refused a card or a charge, with Stripe's codes:
 * - `card_declined`: the issuer declined, with no reason given;
 * - `insufficient_funds`: not enough money on the card;
 * - `expired_card`: the issuer says the card has expired;
 * - `incorrect_cvc`, `incorrect_number`, `invalid_expiry_month`, `invalid_expiry_year`: a typing mistake, found
 *   when the card is tokenized;
 * - `processing_error`: the gateway failed; trying again may work;
 * - `amount_too_large`: more than one charge may be (CARD_CHARGE_MAX_CENTS, src/domain/ledger.ts).
 */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'processing_error',
  'amount_too_large',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

export type CardSummary = { brand: CardBrand; last4: string; exp_month: number; exp_year: number };

/** A card as the gateway knows it: its token and what may be shown of it. */
export type PaymentMethod = { id: string; card: CardSummary };

export type Declined = { ok: false; decline: DeclineCode };

export type Charge = { id: string; amount: number; payment_method: string };
export type Refund = { id: string; charge: string; amount: number };

export type PaymentGateway = {
  /** Which gateway this is ('sandbox', 'stripe'): the web app asks it where to tokenize cards. */
  readonly kind: string;
  /**
   * Makes a tokenized card usable for charges (Stripe: attach to a customer). The gateway checks the card with
   * its issuer here, so a declined card is told now, before it is saved.
   */
  attach: (token: string) => Promise<{ ok: true; method: PaymentMethod } | Declined>;
  /** Charges a card; the same key twice is one charge (its first answer). Amounts in whole cents of USD. */
  charge: (input: {
    paymentMethod: string;
    amount: number;
    idempotencyKey: string;
    description: string;
  }) => Promise<{ ok: true; charge: Charge } | Declined>;
  /** Gives back all of a charge, or `amount` of it; the same key twice is one refund. */
  refund: (input: {
    charge: string;
    amount?: number;
    idempotencyKey: string;
  }) => Promise<{ ok: true; refund: Refund } | { ok: false; reason: 'unknown_charge' | 'amount_too_large' }>;
};
