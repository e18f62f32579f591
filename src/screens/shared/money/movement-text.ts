/**
 * How a movement of money is told on the money screens (wallet, billing): its kind and method in words, its
 * amount and date for the active language (Intl, src/domain/money).
 */
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../domain/money';

export type Movement = {
  kind: string;
  method: string;
  card_brand: string | null;
  card_last4: string | null;
  description: string | null;
};

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card network's name as printed on cards; an unknown one in the user's language. */
export const brandName = (t: TFunction, brand: string | null): string =>
  (brand && BRANDS[brand]) ?? t('money:methods.card');

export const kindText = (t: TFunction, kind: string): string =>
  t([`money:kinds.${kind}`, 'money:kinds.other']);

export function methodText(t: TFunction, movement: Movement): string {
  if (movement.method === 'card')
    return t('money:cardEnding', {
      brand: brandName(t, movement.card_brand),
      last4: movement.card_last4 ?? '',
    });
  if (movement.method === 'wire') return t('money:methods.wire');
  return t(movement.method === 'escrow' ? 'money:methods.escrow' : 'money:methods.wallet');
}

/** An amount with its sign for a list of movements: +$100.00, −$25.00. */
export function signedMoney(cents: number, locale: string): string {
  if (cents === 0) return formatMoney(0, locale);
  return `${cents > 0 ? '+' : '−'}${formatMoney(Math.abs(cents), locale)}`;
}

export const dateText = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
