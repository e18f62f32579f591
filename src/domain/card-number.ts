/**
 * Card numbers and expiries as a person types them: the brand told by the first digits, the number grouped as
 * the card prints it (4-4-4-4, American Express 4-6-5), and the expiry's slash put in ("1230" → "12/30"). The
 * add-card form shows them as typed; the gateway receives the digits.
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The longest card number (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;

const PREFIXES: [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]|7[01]|720))/],
  ['discover', /^(6011|65|64[4-9])/],
  ['unionpay', /^62/],
];

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** The brand the number's first digits belong to, or null while they do not tell yet. */
export function cardBrandOf(value: string): CardBrand | null {
  const digits = cardDigits(value);
  return PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/** The number grouped as the card prints it, digits only, at most as many as the brand's numbers have. */
export function formatCardNumber(value: string): string {
  const brand = cardBrandOf(value);
  const max = brand === 'amex' ? 15 : brand === 'diners' ? 14 : CARD_NUMBER_MAX_DIGITS;
  const digits = cardDigits(value).slice(0, max);
  const groups = brand === 'amex' || brand === 'diners' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * The expiry as typed, with its slash: "1230" → "12/30", "4" → "04/" once the month cannot be 4x, "12" → "12",
 * "12/" kept while the person deletes back over it (`previous` is what the field held before this keystroke).
 */
export function formatExpiry(value: string, previous = ''): string {
  const digits = cardDigits(value).slice(0, 4);
  if (digits.length === 0) return '';
  const deleting = value.length < previous.length;
  let month = digits.slice(0, 2);
  let rest = digits.slice(2);
  if (digits.length === 1 && Number(digits) > 1) {
    month = `0${digits}`;
    rest = '';
  }
  if (month.length < 2) return month;
  if (rest.length === 0) return deleting ? month : `${month}/`;
  return `${month}/${rest}`;
}

/** How each brand writes its name (the same in every language). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A brand as the gateway or the database writes it ("visa", "Visa", "amex"), by its name. */
export function cardBrandName(brand: string | null | undefined): string | null {
  if (!brand) return null;
  const key = brand.toLowerCase().replace(/[\s_-]/g, '');
  const known = (CARD_BRANDS as readonly string[]).includes(key)
    ? (key as CardBrand)
    : key === 'americanexpress'
      ? 'amex'
      : null;
  return known ? CARD_BRAND_NAMES[known] : brand.charAt(0).toUpperCase() + brand.slice(1);
}
