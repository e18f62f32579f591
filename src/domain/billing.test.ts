import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { WIRE_ARRIVALS_MAX, WalletOverviewInput, arrivalOf, wireShort } from './billing';

describe('wire arrivals', () => {
  it('finds the arrival of the wire shown by its reference, and none for another wire', () => {
    const arrivals = [
      { reference: 'CH-7KQ2M9XD', amount: 90_000, short: 10_000 },
      { reference: 'CH-ABCDEFGH', amount: 5_000, short: 0 },
    ];
    expect(arrivalOf('CH-7KQ2M9XD', arrivals)).toEqual(arrivals[0]);
    expect(arrivalOf('CH-ZZZZZZZZ', arrivals)).toBeNull();
  });

  it('tells how short a wire arrived, never below zero', () => {
    expect(wireShort(100_000, 90_000)).toBe(10_000);
    expect(wireShort(100_000, 120_000)).toBe(0);
  });

  it('asks about at most WIRE_ARRIVALS_MAX wires, each a reference the API gives', () => {
    const many = Array.from({ length: WIRE_ARRIVALS_MAX + 1 }, () => 'CH-7KQ2M9XD');
    expect(check(WalletOverviewInput, { wires: ['CH-7KQ2M9XD'] }).ok).toBe(true);
    expect(check(WalletOverviewInput, {}).ok).toBe(true);
    expect(check(WalletOverviewInput, { wires: many })).toEqual({
      ok: false,
      fields: { wires: { code: 'maxItems', params: { max: WIRE_ARRIVALS_MAX } } },
    });
    expect(check(WalletOverviewInput, { wires: ["CH-1'; drop"] })).toMatchObject({ ok: false });
  });
});
