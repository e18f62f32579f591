import { describe, expect, it } from 'vitest';
import { monthOf, spentIn } from './dashboard';

describe('the dashboard month', () => {
  it('runs from the first to the last day of the month in UTC, February and leap years included', () => {
    expect(monthOf(new Date('2026-11-28T04:55:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf(new Date('2028-02-29T23:59:59Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf(new Date('2026-12-31T23:59:59Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('spent in a month', () => {
  it('counts campaign payments less what came back, never top-ups or payouts, and never below zero', () => {
    expect(
      spentIn([
        { kind: 'campaign_charge', amount: -120_00 },
        { kind: 'campaign_charge', amount: -30_00 },
        { kind: 'campaign_refund', amount: 30_00 },
        { kind: 'deal_refund', amount: 5_00 },
        { kind: 'card_top_up', amount: 500_00 },
        { kind: 'wallet_payout', amount: -50_00 },
      ]),
    ).toBe(115_00);
    expect(spentIn([{ kind: 'campaign_refund', amount: 40_00 }])).toBe(0);
    expect(spentIn([])).toBe(0);
  });
});
