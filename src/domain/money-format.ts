/**
 * Writing an amount for a language (part of src/domain/money.ts, which re-exports it): a module of its own so
 * the messages' money formatter (src/app/i18n.ts), which every screen needs from the first paint, does not
 * bring the reading of typed amounts along.
 */
import { CURRENCY, CURRENCY_DECIMALS } from './constants';

// Thousands are always grouped ("1.299,99", "1,299.99"): Spanish Intl leaves four-digit amounts ungrouped
// by default, which is not how prices are written in shops.
export const currencyFormat = (locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY.code,
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
    useGrouping: 'always',
  });

const amountFormat = (locale: string) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
    useGrouping: 'always',
  });

export const CENTS = 10 ** CURRENCY_DECIMALS;

/** An amount to show, with its currency: "$1,299.99" in English, "1.299,99 US$" in Spanish. */
export function formatMoney(cents: number, locale: string): string {
  return currencyFormat(locale).format(cents / CENTS);
}

/** An amount to put in an input, without the currency: "1,299.99" in English, "1.299,99" in Spanish. */
export function formatAmount(cents: number, locale: string): string {
  return amountFormat(locale).format(cents / CENTS);
}

/**
 * How a spreadsheet of a language reads a table of amounts: the column delimiter and an amount as a plain number
 * it recognises (no currency sign, no grouping). Where the decimal mark is a comma (Spanish: "-1234,50"), the
 * comma cannot also separate the columns, so spreadsheets of that language expect a semicolon; elsewhere a comma
 * and a point ("-1234.50"). The decimal mark is the language's own, as Intl writes it.
 */
export type SpreadsheetNotation = {
  delimiter: ',' | ';';
  decimal: string;
  amount: (cents: number) => string;
};

export function spreadsheetNotation(locale: string): SpreadsheetNotation {
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return {
    delimiter: decimal === ',' ? ';' : ',',
    decimal,
    // In whole cents, so no floating-point rounding can move one.
    amount: (cents) => {
      if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount of cents: ${cents}`);
      const whole = Math.floor(Math.abs(cents) / CENTS);
      const part = String(Math.abs(cents) % CENTS).padStart(CURRENCY_DECIMALS, '0');
      return `${cents < 0 ? '-' : ''}${whole}${decimal}${part}`;
    },
  };
}
