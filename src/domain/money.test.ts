import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatAmount,
  formatMoney,
  isAmountText,
  moneyNotation,
  parseMoney,
  spreadsheetNotation,
} from './money';

const LOCALES = ['en-US', 'es-ES'] as const;
/** Cents up to ten billion dollars: far past any price, top-up or campaign figure. */
const cents = fc.integer({ min: 0, max: 1_000_000_000_000 });
const locale = fc.constantFrom(...LOCALES);

describe('writing money', () => {
  it('writes amounts the way each language does, thousands always grouped', () => {
    expect(formatMoney(129_999, 'en-US')).toBe('$1,299.99');
    expect(formatMoney(129_999, 'es-ES')).toBe('1.299,99\u00a0US$');
    expect(formatAmount(2_499, 'en-US')).toBe('24.99');
    expect(formatAmount(2_499, 'es-ES')).toBe('24,99');
    expect(formatAmount(129_999, 'es-ES')).toBe('1.299,99');
    expect(formatAmount(10_000_000, 'en-US')).toBe('100,000.00');
  });

  it('knows where each language writes the currency', () => {
    expect(moneyNotation('en-US')).toEqual({
      decimal: '.',
      group: ',',
      currency: { symbol: '$', position: 'before' },
    });
    expect(moneyNotation('es-ES')).toEqual({
      decimal: ',',
      group: '.',
      currency: { symbol: 'US$', position: 'after' },
    });
  });
});

describe('reading money', () => {
  it.each([
    ['24,99', 2_499],
    ['1.299,99', 129_999],
    ['1299,99', 129_999],
    ['24', 2_400],
    ['24,9', 2_490],
    ['24,', 2_400],
    [',5', 50],
    ['1.299', 129_900],
    ['100.000', 10_000_000],
    ['  24,99 US$ ', 2_499],
    ['24,99\u00a0US$', 2_499],
    ['$24,99', 2_499],
    ['007,50', 750],
  ])('reads %j in Spanish as %i cents', (text, expected) => {
    expect(parseMoney(text, 'es-ES')).toEqual({ ok: true, cents: expected });
  });

  it.each([
    ['24.99', 2_499],
    ['1,299.99', 129_999],
    ['1299.99', 129_999],
    ['$1,299.99', 129_999],
    ['USD 12', 1_200],
    ['.99', 99],
    ['1,299', 129_900],
  ])('reads %j in English as %i cents', (text, expected) => {
    expect(parseMoney(text, 'en-US')).toEqual({ ok: true, cents: expected });
  });

  it('refuses the other language’s decimal point instead of guessing (the $2,499.00 of "24,99")', () => {
    expect(parseMoney('24,99', 'en-US')).toEqual({
      ok: false,
      error: { code: 'moneyNotation', params: { example: '1,299.99' } },
    });
    expect(parseMoney('24.99', 'es-ES')).toEqual({
      ok: false,
      error: { code: 'moneyNotation', params: { example: '1.299,99' } },
    });
    for (const text of ['1,299.99', '1.29', '12.34.56', '1.2345', ',', '1 299,99'])
      expect(parseMoney(text, 'es-ES')).toMatchObject({ ok: false, error: { code: 'moneyNotation' } });
    for (const text of ['1.299,99', '1,29', '12,34,567'])
      expect(parseMoney(text, 'en-US')).toMatchObject({ ok: false, error: { code: 'moneyNotation' } });
  });

  it('refuses letters and signs, more than two decimals, nothing and too much', () => {
    for (const text of ['abc', '24,99€', '-5', '12e3', '2x4', '24,99 euros'])
      expect(parseMoney(text, 'es-ES')).toMatchObject({ ok: false, error: { code: 'moneyDigits' } });
    expect(parseMoney('24,999', 'es-ES')).toEqual({
      ok: false,
      error: { code: 'moneyCents', params: { decimals: 2 } },
    });
    expect(parseMoney('24.999', 'en-US')).toMatchObject({ ok: false, error: { code: 'moneyCents' } });
    expect(parseMoney('   ', 'en-US')).toEqual({ ok: false, error: { code: 'required' } });
    expect(parseMoney('$', 'en-US')).toEqual({ ok: false, error: { code: 'required' } });
    expect(parseMoney('9'.repeat(14), 'en-US')).toEqual({ ok: false, error: { code: 'moneyTooLarge' } });
  });

  it('reads back every amount it writes, in both languages', () => {
    fc.assert(
      fc.property(cents, locale, (amount, language) => {
        expect(parseMoney(formatAmount(amount, language), language)).toEqual({ ok: true, cents: amount });
        expect(parseMoney(formatMoney(amount, language), language)).toEqual({ ok: true, cents: amount });
      }),
    );
  });

  it('reads ungrouped amounts with one or two decimals the same as grouped ones', () => {
    fc.assert(
      fc.property(cents, locale, fc.boolean(), (amount, language, oneDecimal) => {
        const { decimal } = moneyNotation(language);
        const whole = String(Math.floor(amount / 100));
        const fraction = String(amount % 100).padStart(2, '0');
        const typed = oneDecimal && fraction.endsWith('0') ? fraction.slice(0, 1) : fraction;
        expect(parseMoney(`${whole}${decimal}${typed}`, language)).toEqual({ ok: true, cents: amount });
      }),
    );
  });

  it('never reads an amount with cents in one language as the same amount in the other', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        fc.pre(amount % 100 !== 0);
        const spanish = formatAmount(amount, 'es-ES');
        const read = parseMoney(spanish, 'en-US');
        expect(read.ok && read.cents === amount).toBe(false);
      }),
    );
  });

  it('never throws and answers whole, non-negative cents or a coded refusal for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,$ USDabc-\u00a0'.split('')) }),
        locale,
        (text, language) => {
          const read = parseMoney(text, language);
          if (read.ok) {
            expect(Number.isSafeInteger(read.cents)).toBe(true);
            expect(read.cents).toBeGreaterThanOrEqual(0);
          } else {
            expect(read.error.code).toMatch(/^(required|money[A-Z]\w+)$/);
          }
        },
      ),
    );
  });
});

describe('what an amount field accepts while typing', () => {
  it('takes digits, separators, spaces and a currency mark, never letters', () => {
    for (const text of ['', '24', '24,9', '1.299,99', '$ 24', '24 US$', '24.99 USD'])
      expect(isAmountText(text)).toBe(true);
    for (const text of ['a', '24a', 'e', '24,99€', '-']) expect(isAmountText(text)).toBe(false);
  });
});

describe('amounts for a spreadsheet', () => {
  it('writes a comma-separated table with a decimal point in English', () => {
    const english = spreadsheetNotation('en-US');
    expect(english.delimiter).toBe(',');
    expect([24_99, -123_450, 5, 0, 100_000_000].map(english.amount)).toEqual([
      '24.99',
      '-1234.50',
      '0.05',
      '0.00',
      '1000000.00',
    ]);
  });

  it('writes a semicolon-separated table with a decimal comma in Spanish', () => {
    const spanish = spreadsheetNotation('es-ES');
    expect(spanish.delimiter).toBe(';');
    expect([24_99, -123_450, 5, 0, 100_000_000].map(spanish.amount)).toEqual([
      '24,99',
      '-1234,50',
      '0,05',
      '0,00',
      '1000000,00',
    ]);
  });

  it('writes what the same language reads back, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom('en-US', 'es-ES'),
        (cents, locale) => {
          expect(parseMoney(spreadsheetNotation(locale).amount(cents), locale)).toEqual({ ok: true, cents });
        },
      ),
    );
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => spreadsheetNotation('en-US').amount(1.5)).toThrow(RangeError);
  });
});
