import { describe, expect, it } from 'vitest';
import { fitsTargeting, perDealOf, targetingOf } from './hiring';
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
