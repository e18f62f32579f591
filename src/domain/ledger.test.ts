import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardFee } from './ledger';

describe('the card fee', () => {
  it('is 4% of the amount, to the cent', () => {
    expect(cardFee(100_00)).toBe(4_00);
    expect(cardFee(24_99)).toBe(1_00); // 99.96 ¢
    expect(cardFee(1_234_56)).toBe(49_38); // 4938.24 ¢
    expect(cardFee(0)).toBe(0);
  });

  it('rounds more than half a cent up and less than half a cent down', () => {
    expect(cardFee(13)).toBe(1); // 0.52 ¢
    expect(cardFee(12)).toBe(0); // 0.48 ¢
    expect(cardFee(38)).toBe(2); // 1.52 ¢
    expect(cardFee(37)).toBe(1); // 1.48 ¢
    expect(cardFee(1_237_50)).toBe(49_50); // exactly 4950 ¢
  });

  it('never differs from the exact fee by more than half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const exact = (cents * 4) / 100;
        expect(Math.abs(cardFee(cents) - exact)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(cardFee(cents))).toBe(true);
      }),
    );
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    expect(() => cardFee(-1)).toThrow(RangeError);
    expect(() => cardFee(10.5)).toThrow(RangeError);
  });
});
