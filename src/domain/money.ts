/** Money is kept in whole cents of USD (DESIGN.md §6) and shown through Intl in the active language. */
import { CURRENCY, CURRENCY_DECIMALS } from './constants';

export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY.code,
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  }).format(cents / 100);
}

/** Dollars typed by a user ("12.5", "1,299.99") to cents, or null when it is not an amount. */
export function parseDollars(input: string): number | null {
  const cleaned = input.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
