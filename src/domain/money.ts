/**
 * Money (DESIGN.md §6): whole cents of USD everywhere but on the screen. This module is the one place that
 * writes an amount for a language and reads one back from what a user typed, so every amount field of the
 * app (product prices now, wallet top-ups and campaign figures next) reads "24,99" in Spanish and "24.99" in
 * English the same way, and the API only ever receives integer cents.
 */
import { CURRENCY, CURRENCY_DECIMALS } from './constants';
import { CENTS, currencyFormat, formatAmount } from './money-format';
import type { FieldError } from './validation';

/** The decimal and group separators of a language, and where it writes the currency sign. */
export type MoneyNotation = {
  decimal: string;
  group: string;
  /** The currency as the language writes it ("$", "US$") and on which side of the number. */
  currency: { symbol: string; position: 'before' | 'after' };
};

const notations = new Map<string, MoneyNotation>();

/** How `locale` writes an amount of the app's currency, read from Intl once per locale. */
export function moneyNotation(locale: string): MoneyNotation {
  let notation = notations.get(locale);
  if (!notation) {
    const parts = currencyFormat(locale).formatToParts(1000.5);
    const value = (type: Intl.NumberFormatPartTypes) => parts.find((part) => part.type === type)?.value;
    const currencyAt = parts.findIndex((part) => part.type === 'currency');
    const integerAt = parts.findIndex((part) => part.type === 'integer');
    notation = {
      decimal: value('decimal') ?? '.',
      group: value('group') ?? ',',
      currency: {
        symbol: value('currency') ?? CURRENCY.symbol,
        position: currencyAt < integerAt ? 'before' : 'after',
      },
    };
    notations.set(locale, notation);
  }
  return notation;
}

export { formatAmount, formatMoney, spreadsheetNotation, type SpreadsheetNotation } from './money-format';

/**
 * Whether a value is an amount of cents the API takes and gives (the GraphQL scalar Cents): an integer that a
 * JavaScript number holds exactly, so that sums past 2^31 stay exact; negative for money going out.
 */
export const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** The amount the messages show as an example: grouped thousands and cents, "1,299.99" or "1.299,99". */
const EXAMPLE_CENTS = 129_999;

/** Why an amount field did not take what was typed (a letter, a sign): said the way parseMoney says it. */
export const notAnAmount = (locale: string): FieldError => ({
  code: 'moneyDigits',
  params: { example: formatAmount(EXAMPLE_CENTS, locale) },
});

/** What an amount field read: whole cents, or the reason it could not (a validation code with params). */
export type MoneyReading = { ok: true; cents: number } | { ok: false; error: FieldError };

/** The most whole units an amount may have: its cents stay a safe integer with room to spare. */
const MAX_INTEGER_DIGITS = 13;

/** The currency as a user may type it around the number: "$", "US$", "USD", with or without a space. */
const CURRENCY_MARK = /^(?:US\s?\$|USD|\$)\s*|\s*(?:US\s?\$|USD|\$)$/gi;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The characters an amount is made of once its currency mark is set aside. */
const AMOUNT_CHARACTERS = /^[\d.,\s]*$/;

/** True when `text` could be (the start of) an amount: digits, separators, spaces and a currency mark. */
export function isAmountText(text: string): boolean {
  return AMOUNT_CHARACTERS.test(text.replace(CURRENCY_MARK, ''));
}

/**
 * Reads an amount typed in `locale`: "24,99", "1.299,99", "1299,99 US$" in Spanish; "24.99", "1,299.99",
 * "$1299.99" in English. Thousands may be grouped (by threes) or not; cents are optional. Refused, each with
 * the code the web app translates:
 * - `required`: nothing typed;
 * - `moneyDigits`: letters or other signs;
 * - `moneyNotation`: separators the language does not write that way, such as "24.99" in Spanish or
 *   "24,99" in English (which of 24.99 and 2499 was meant cannot be known);
 * - `moneyCents`: more than two decimals;
 * - `moneyTooLarge`: more whole units than an amount can have.
 * The notation codes carry an `example` written in the language, for the message.
 */
export function parseMoney(input: string, locale: string): MoneyReading {
  const text = input.trim().replace(CURRENCY_MARK, '');
  if (text === '') return { ok: false, error: { code: 'required' } };
  const example = formatAmount(EXAMPLE_CENTS, locale);
  if (!isAmountText(text)) return { ok: false, error: notAnAmount(locale) };
  // Spaces between digits group thousands in some languages, but not in these two: which was meant is unclear.
  if (/\s/.test(text)) return { ok: false, error: { code: 'moneyNotation', params: { example } } };
  const { decimal, group } = moneyNotation(locale);
  const d = escape(decimal);
  const g = escape(group);
  const grouped = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:${d}(\\d*))?$`).exec(text);
  if (!grouped || (grouped[1] === '' && !grouped[2])) {
    return { ok: false, error: { code: 'moneyNotation', params: { example } } };
  }
  const whole = (grouped[1] ?? '').split(group).join('') || '0';
  const fraction = grouped[2] ?? '';
  if (fraction.length > CURRENCY_DECIMALS) {
    return { ok: false, error: { code: 'moneyCents', params: { decimals: CURRENCY_DECIMALS } } };
  }
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INTEGER_DIGITS) return { ok: false, error: { code: 'moneyTooLarge' } };
  return { ok: true, cents: Number(digits) * CENTS + Number(fraction.padEnd(CURRENCY_DECIMALS, '0')) };
}
