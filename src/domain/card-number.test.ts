import { describe, expect, it } from 'vitest';
import { cardBrandOf, formatCardNumber, formatExpiry } from './card-number';
import { parseExpiry } from './billing';

describe('a card number as typed', () => {
  it('tells the brand from the first digits', () => {
    expect(cardBrandOf('4242')).toBe('visa');
    expect(cardBrandOf('5555 5555')).toBe('mastercard');
    expect(cardBrandOf('2221 00')).toBe('mastercard');
    expect(cardBrandOf('3782')).toBe('amex');
    expect(cardBrandOf('6011')).toBe('discover');
    expect(cardBrandOf('3530')).toBe('jcb');
    expect(cardBrandOf('1')).toBeNull();
    expect(cardBrandOf('')).toBeNull();
  });

  it('groups the digits as the card prints them, whatever was typed between them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242-42')).toBe('4242 4242 42');
    expect(formatCardNumber('424')).toBe('424');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('an expiry as typed', () => {
  it('puts the slash in: "1230" becomes "12/30", which the form accepts', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(parseExpiry(formatExpiry('1230'))).toEqual({ month: 12, year: 2030 });
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12 / 3')).toBe('12/3');
  });

  it('adds the slash after the month, and a leading zero when the month can only be one digit', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('')).toBe('');
  });

  it('lets a person delete back over the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
  });
});
