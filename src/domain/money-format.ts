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
