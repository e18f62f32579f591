import { describe, expect, it } from 'vitest';
import {
  escrowKeptForOtherSlots,
  fitsTargeting,
  freedSlotFundsGoTo,
  hireBlockOf,
  perDealOf,
  targetingOf,
} from './hiring';
import { priceCampaign } from './pricing';

const creator = {
  tier: 'pro',
  categories: ['beauty', 'health'],
  gender: 'female',
  age: 31,
  ethnicity: 'asian',
};

describe('hiring rules', () => {
  it('reads a campaign targeting from the wizard answers, empty lists meaning anyone', () => {
    expect(
      targetingOf({ creator_tier: 'pro', category: 'beauty', ages: ['25_34'], genders: [], foo: 1 }),
    ).toEqual({
      tiers: ['pro'],
      categories: ['beauty'],
      genders: [],
      age_ranges: ['25_34'],
      ethnicities: [],
    });
    expect(fitsTargeting(creator, targetingOf({}))).toBe(true);
  });

  it('lets a creator in when one value of each non-empty list matches', () => {
    const target = targetingOf({
      creator_tier: 'pro',
      category: 'health',
      ages: ['18_24', '25_34'],
      genders: ['female', 'non_binary'],
      ethnicities: ['asian'],
    });
    expect(fitsTargeting(creator, target)).toBe(true);
    expect(fitsTargeting({ ...creator, tier: 'basic' }, target)).toBe(false);
    expect(fitsTargeting({ ...creator, age: 40 }, target)).toBe(false);
    expect(fitsTargeting({ ...creator, categories: ['food'] }, target)).toBe(false);
    expect(fitsTargeting({ ...creator, ethnicity: 'white' }, target)).toBe(false);
  });

  it("finds a product's per-deal price in a frozen price breakdown", () => {
    const price = priceCampaign({
      kind: 'ugc_video',
      delivery: 'refund',
      creator_tier: 'basic',
      video_duration: '60s',
      taxes_cents: 100,
      shipping_cents: 200,
      products: [{ product_id: 'p1', price: 1500, deals: 3 }],
    });
    expect(perDealOf(price, 'p1')).toEqual({ per_deal: price.lines[0]!.per_deal, deals: 3 });
    expect(perDealOf(price, 'p2')).toBeNull();
    expect(perDealOf(null, 'p1')).toBeNull();
    expect(perDealOf({ subtotal: 5 }, 'p1')).toBeNull();
  });
});

describe('why a creator cannot be hired', () => {
  const state = {
    hiring: true,
    targeting: targetingOf({ creator_tier: 'pro', category: 'beauty', ages: ['25_34'] }),
    hiredCreatorIds: ['hired'],
    slotsLeft: 2,
  };
  const fitting = { ...creator, id: 'someone' };

  it('says nothing for a creator the campaign may hire', () => {
    expect(hireBlockOf(fitting, state)).toBeNull();
  });

  it('names the first reason, in the order the API refuses a hire', () => {
    expect(hireBlockOf({ ...fitting, age: 50 }, { ...state, hiring: false })).toEqual({
      code: 'CAMPAIGN_NOT_HIRING',
    });
    expect(hireBlockOf({ ...fitting, id: 'hired', age: 50 }, state)).toEqual({
      code: 'DEAL_CREATOR_NOT_TARGETED',
      criterion: 'age',
    });
    expect(hireBlockOf({ ...fitting, id: 'hired' }, { ...state, slotsLeft: 0 })).toEqual({
      code: 'DEAL_CREATOR_ALREADY_HIRED',
    });
    expect(hireBlockOf(fitting, { ...state, slotsLeft: 0 })).toEqual({ code: 'DEAL_NO_SLOTS_LEFT' });
  });
});

describe("what a campaign's funds keep for its open slots", () => {
  const breakdown = {
    lines: [
      { product_id: 'a', deals: 2, per_deal: { total: 100 } },
      { product_id: 'b', deals: 1, per_deal: { total: 300 } },
    ],
  };
  it('keeps every other open slot, this hire taking one of its own product', () => {
    expect(escrowKeptForOtherSlots(breakdown, {}, 'a')).toBe(100 + 300);
    expect(escrowKeptForOtherSlots(breakdown, { a: 1 }, 'a')).toBe(300);
  });
  it('counts only the slots filled now: a canceled deal gave its slot and its cost back to the funds', () => {
    expect(escrowKeptForOtherSlots(breakdown, { a: 2 }, 'a')).toBe(300);
    expect(escrowKeptForOtherSlots(breakdown, { a: 2, b: 1 }, 'a')).toBe(0);
    expect(escrowKeptForOtherSlots(breakdown, { b: 1 }, 'b')).toBe(200);
    expect(escrowKeptForOtherSlots(null, {}, 'a')).toBe(0);
  });
});

describe("where a canceled deal's cost goes", () => {
  it("goes back to the campaign's funds while it may hire, else to the wallet", () => {
    expect(freedSlotFundsGoTo('active')).toBe('campaign');
    expect(freedSlotFundsGoTo('paused')).toBe('campaign');
    expect(freedSlotFundsGoTo('deactivated')).toBe('wallet');
    expect(freedSlotFundsGoTo('completed')).toBe('wallet');
  });
});
