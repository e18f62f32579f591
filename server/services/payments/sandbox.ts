/**
 * The sandbox card gateway: the embedded default of PaymentGateway (gateway.ts), answering Stripe's test cards the
 * way Stripe's test mode does, with no network and no card number kept anywhere.
 *
 * - 4242 4242 4242 4242 (and Stripe's other success cards: 5555 5555 5555 4444, 3782 822463 10005, …) work;
 * - 4000 0000 0000 0002 is declined (card_declined), 4000 0000 0000 9995 lacks funds (insufficient_funds),
 *   4000 0000 0000 0069 has expired (expired_card), 4000 0000 0000 0127 has a wrong CVC (incorrect_cvc) and
 *   4000 0000 0000 0119 fails in processing (processing_error): each is refused when it is attached, as Stripe
 *   checks a card with its issuer then;
 * - 4000 0000 0000 0341 attaches, and each charge of it is declined;
 * - any other number that passes the Luhn check is declined, as Stripe declines real cards in test mode;
 * - a charge of more than $999,999.99 (CARD_CHARGE_MAX_CENTS) is refused with `amount_too_large`, as Stripe's is.
 * Tokenizing checks the number (Luhn), the expiry (not past) and the CVC (3 digits, 4 for American Express).
 *
 * The sandbox keeps no state: a payment method token carries what may be shown of the card (brand, last 4,
 * expiry) and how the test card behaves, signed with the sandbox's secret so it cannot be forged; a charge's id
 * is derived from its idempotency key and carries its amount, so the same key is the same charge after a restart
 * and on every API instance.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../crypto';
import { CARD_CHARGE_MAX_CENTS } from '../../../src/domain/ledger';
import type { CardBrand, CardSummary, Charge, DeclineCode, PaymentGateway, PaymentMethod } from './gateway';

/** How a test card behaves once tokenized. */
type Behaviour = 'succeeds' | DeclineCode | 'declines_charges';

const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '5200828282828210': 'succeeds',
  '378282246310005': 'succeeds',
  '371449635398431': 'succeeds',
  '6011111111111117': 'succeeds',
  '3056930009020004': 'succeeds',
  '36227206271667': 'succeeds',
  '3566002020360505': 'succeeds',
  '6200000000000005': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000000000000341': 'declines_charges',
};

/** The card as typed into the tokenization form. */
export type CardInput = { number: string; exp_month: number; exp_year: number; cvc: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network by the number's first digits. */
export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|3095|38|39)/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode<T>(text: string): T | null {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

type MethodClaims = { b: CardBrand; l: string; m: number; y: number; o: Behaviour };
type ChargeClaims = { a: number; k: string };

export type SandboxGateway = PaymentGateway & {
  /**
   * The tokenization route's work (POST /gateway/sandbox/payment_methods): checks the typed card and answers a
   * payment method token, or the code of what was typed wrong. The number is read and forgotten here.
   */
  tokenize: (
    card: CardInput,
    now?: Date,
  ) => { ok: true; method: PaymentMethod } | { ok: false; decline: DeclineCode };
};

/** `secret` signs the sandbox's tokens; the API derives it from its staff key (sandboxSecret). */
export function createSandboxGateway(secret: string): SandboxGateway {
  const sign = (kind: string, payload: string) =>
    createHmac('sha256', secret).update(`${kind}.${payload}`).digest('base64url');
  const seal = (kind: string, claims: unknown) => {
    const payload = encode(claims);
    return `${kind}_${payload}.${sign(kind, payload)}`;
  };
  const open = <T>(kind: string, token: string): T | null => {
    const match = new RegExp(`^${kind}_([A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]+)$`).exec(token);
    if (!match) return null;
    if (!sameSecret(match[2]!, sign(kind, match[1]!))) return null;
    return decode<T>(match[1]!);
  };
  const summary = (claims: MethodClaims): CardSummary => ({
    brand: claims.b,
    last4: claims.l,
    exp_month: claims.m,
    exp_year: claims.y,
  });

  return {
    kind: 'sandbox',

    tokenize(card, now = new Date()) {
      const digits = String(card.number).replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
        return { ok: false, decline: 'incorrect_number' };
      const month = Number(card.exp_month);
      if (!Number.isInteger(month) || month < 1 || month > 12)
        return { ok: false, decline: 'invalid_expiry_month' };
      let year = Number(card.exp_year);
      if (Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
      const thisYear = now.getUTCFullYear();
      const thisMonth = now.getUTCMonth() + 1;
      if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50)
        return { ok: false, decline: 'invalid_expiry_year' };
      if (year === thisYear && month < thisMonth) return { ok: false, decline: 'invalid_expiry_month' };
      const brand = brandOf(digits);
      if (!new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(String(card.cvc)))
        return { ok: false, decline: 'incorrect_cvc' };
      const behaviour = TEST_CARDS[digits] ?? 'card_declined';
      const claims: MethodClaims = { b: brand, l: digits.slice(-4), m: month, y: year, o: behaviour };
      return { ok: true, method: { id: seal('pm', claims), card: summary(claims) } };
    },

    async attach(token) {
      const claims = open<MethodClaims>('pm', token);
      if (!claims) return { ok: false, decline: 'card_declined' };
      if (claims.o !== 'succeeds' && claims.o !== 'declines_charges') return { ok: false, decline: claims.o };
      return { ok: true, method: { id: token, card: summary(claims) } };
    },

    async charge({ paymentMethod, amount, idempotencyKey }) {
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw new RangeError(`not an amount to charge: ${amount}`);
      // Stripe refuses a charge past its ceiling whatever the card.
      if (amount > CARD_CHARGE_MAX_CENTS) return { ok: false, decline: 'amount_too_large' };
      const claims = open<MethodClaims>('pm', paymentMethod);
      if (!claims) return { ok: false, decline: 'card_declined' };
      if (claims.o === 'declines_charges') return { ok: false, decline: 'card_declined' };
      if (claims.o !== 'succeeds') return { ok: false, decline: claims.o };
      const key = createHmac('sha256', secret).update(idempotencyKey).digest('base64url').slice(0, 16);
      const charge: Charge = {
        id: seal('ch', { a: amount, k: key } satisfies ChargeClaims),
        amount,
        payment_method: paymentMethod,
      };
      return { ok: true, charge };
    },

    async refund({ charge, amount, idempotencyKey }) {
      const claims = open<ChargeClaims>('ch', charge);
      if (!claims) return { ok: false, reason: 'unknown_charge' };
      const refunded = amount ?? claims.a;
      if (!Number.isSafeInteger(refunded) || refunded <= 0 || refunded > claims.a)
        return { ok: false, reason: 'amount_too_large' };
      const id = `re_${createHmac('sha256', secret).update(`${charge}.${idempotencyKey}`).digest('base64url').slice(0, 24)}`;
      return { ok: true, refund: { id, charge, amount: refunded } };
    },
  };
}

/** The sandbox's signing secret, derived from the API's staff key so that every instance shares it. */
export const sandboxSecret = (staffKey: string): string =>
  createHmac('sha256', staffKey).update('creatorhub sandbox gateway').digest('base64url');
